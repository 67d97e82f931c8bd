import Mosaic

/// A user interface facade with no UI at all, so that activities are tested without a screen
/// or a module. It records what activities display, await and dismiss, and answers awaits with
/// replies the test scripts, before or while the activity waits.
///
/// ```swift
/// let fake = FakeFacade()
/// fake.reply(to: PostEditor.self, with: .save(title: "Final"))
/// let stack = ActivityStack(context: ActivityContext(services: container, ui: fake))
/// let saved = try await stack.start(PostActivity(post: post).configured(with: .init(style: .modal))).result
/// #expect(fake.events == [.display("PostEditor", .modal, theme: "standard"), .awaitResult("PostEditor"), .closed("PostEditor")])
/// ```
@MainActor
public final class FakeFacade: UserInterfaceFacade {
    /// One thing an activity did with the facade.
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        /// A module was displayed with a style and a theme (by name).
        case display(String, PresentationStyle, theme: String)
        /// An activity started waiting for a module's result.
        case awaitResult(String)
        /// A module closed handing back a scripted reply.
        case closed(String)
        /// A module was dismissed (by the activity, or because the waiting task was cancelled).
        case dismiss(String)

        /// `display PostEditor modal (standard)`, `await PostEditor`, ...
        public var description: String {
            switch self {
            case .display(let module, let style, let theme): "display \(module) \(style) (\(theme))"
            case .awaitResult(let module): "await \(module)"
            case .closed(let module): "closed \(module)"
            case .dismiss(let module): "dismiss \(module)"
            }
        }
    }

    /// Why the fake refused a call: the screen is not on screen (dismissed, closed, or never
    /// displayed by this facade).
    public struct NotOnScreen: Error, Sendable, CustomStringConvertible {
        /// The screen, as `Module #id`.
        public let screen: String
        /// The step: `await`, `dismiss`.
        public let step: String
        /// `FakeFacade cannot <step> <screen>: it is not on screen`.
        public var description: String { "FakeFacade cannot \(step) \(screen): it is not on screen" }
    }

    /// Everything activities did, in order.
    public private(set) var events: [Event] = []
    /// When set, the next `display` throws this error.
    ///
    /// ```swift
    /// fake.refuseNextDisplay = Offline()
    /// ```
    public var refuseNextDisplay: (any Error)?

    private var shown: [(id: Int, module: String)] = []
    private var replies: [String: [(any Sendable)?]] = [:]
    private var inputs: [String: Any] = [:]
    private var waiting: [Int: CheckedContinuation<(any Sendable)?, any Error>] = [:]
    private var displayWaiters: [(module: String, continuation: CheckedContinuation<Void, Never>)] = []
    private var nextID = 0

    /// Makes a fake with nothing on screen.
    ///
    /// ```swift
    /// let fake = FakeFacade()
    /// ```
    public init() {}

    /// The modules on screen, oldest first.
    public var onScreen: [String] { shown.map(\.module) }

    /// Scripts what the next awaited screen of `module` hands back (nil: closed without a
    /// result). If an activity already waits on one, it gets the reply now.
    ///
    /// ```swift
    /// fake.reply(to: PostEditor.self, with: .discard)
    /// ```
    public func reply<M: Module>(to module: M.Type, with result: M.Result?) {
        let name = M.moduleName
        if let waiter = shown.first(where: { $0.module == name && waiting[$0.id] != nil }),
            let continuation = waiting.removeValue(forKey: waiter.id)
        {
            close(waiter.id)
            continuation.resume(returning: result)
        } else {
            replies[name, default: []].append(result)
        }
    }

    /// Gives `module` an Input, so that activities' configuration closures run against it
    /// (without one, they are not called).
    ///
    /// ```swift
    /// fake.stub(PostEditor.self, input: RecordingEditor())
    /// ```
    public func stub<M: Module>(_ module: M.Type, input: M.Input) {
        inputs[M.moduleName] = input
    }

    /// Returns once a screen of `module` is on screen (at once if one already is).
    ///
    /// ```swift
    /// await fake.waitUntilDisplayed(PostEditor.self)
    /// ```
    public func waitUntilDisplayed<M: Module>(_ module: M.Type) async {
        let name = M.moduleName
        guard !shown.contains(where: { $0.module == name }) else { return }
        await withCheckedContinuation { displayWaiters.append((name, $0)) }
    }

    /// Records the display and runs the configuration against the stubbed Input, if any.
    ///
    /// ```swift
    /// let screen = try fake.display(PostEditor.self, style: .modal, theme: .standard) { _ in nil }
    /// ```
    public func display<M: Module>(
        _ module: M.Type, style: PresentationStyle, theme: Theme, configure: (M.Input) throws -> M.Output?
    ) throws -> Screen<M> {
        if let error = refuseNextDisplay {
            refuseNextDisplay = nil
            throw error
        }
        if let input = inputs[M.moduleName] as? M.Input { _ = try configure(input) }
        nextID += 1
        shown.append((nextID, M.moduleName))
        events.append(.display(M.moduleName, style, theme: theme.name))
        let ready = displayWaiters.filter { $0.module == M.moduleName }
        displayWaiters.removeAll { $0.module == M.moduleName }
        ready.forEach { $0.continuation.resume() }
        return Screen(id: nextID)
    }

    /// Answers with the next scripted reply, or waits for one; cancelling the waiting task
    /// dismisses the screen and throws `CancellationError`.
    ///
    /// ```swift
    /// let edit = try await fake.result(of: screen)
    /// ```
    public func result<M: Module>(of screen: Screen<M>) async throws -> M.Result? {
        guard shown.contains(where: { $0.id == screen.id }) else {
            throw NotOnScreen(screen: screen.description, step: "await")
        }
        events.append(.awaitResult(M.moduleName))
        if var queued = replies[M.moduleName], !queued.isEmpty {
            let reply = queued.removeFirst()
            replies[M.moduleName] = queued
            close(screen.id)
            return reply as? M.Result
        }
        let id = screen.id
        let reply = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiting[id] = $0 }
        } onCancel: {
            Task { @MainActor in self.cancelWaiting(id) }
        }
        return reply as? M.Result
    }

    /// Records the dismissal; a waiting activity gets nil.
    ///
    /// ```swift
    /// try fake.dismiss(screen)
    /// ```
    public func dismiss<M: Module>(_ screen: Screen<M>) throws {
        guard let index = shown.firstIndex(where: { $0.id == screen.id }) else {
            throw NotOnScreen(screen: screen.description, step: "dismiss")
        }
        shown.remove(at: index)
        events.append(.dismiss(M.moduleName))
        waiting.removeValue(forKey: screen.id)?.resume(returning: nil)
    }

    private func close(_ id: Int) {
        guard let index = shown.firstIndex(where: { $0.id == id }) else { return }
        events.append(.closed(shown.remove(at: index).module))
    }

    private func cancelWaiting(_ id: Int) {
        guard let continuation = waiting.removeValue(forKey: id) else { return }
        if let index = shown.firstIndex(where: { $0.id == id }) {
            events.append(.dismiss(shown.remove(at: index).module))
        }
        continuation.resume(throwing: CancellationError())
    }
}
