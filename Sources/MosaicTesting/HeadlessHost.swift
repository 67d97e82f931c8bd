import Mosaic

/// A host with no screen: it keeps navigation stacks, modals and slots in memory and records
/// every transition, so module flows run and are asserted in plain tests on Linux.
///
/// ```swift
/// let host = HeadlessHost()
/// let tree = ModuleTree(container: container, host: host)
/// try tree.start(InboxModule.self)
/// #expect(host.transitions == [.show("InboxView", .root)])
/// ```
@MainActor
public final class HeadlessHost: TransitionHandler {
    /// One thing the host did.
    public enum Transition: Equatable, Sendable, CustomStringConvertible {
        /// A view was shown with a style.
        case show(String, PresentationStyle)
        /// A view was removed.
        case remove(String)

        /// `show InboxView root`, `remove MessageView`.
        public var description: String {
            switch self {
            case .show(let view, let style): "show \(view) \(style)"
            case .remove(let view): "remove \(view)"
            }
        }
    }

    /// Every transition, in order.
    public private(set) var transitions: [Transition] = []
    /// The views on screen, bottom first (root, pushes and modals; embedded views are in `slots`).
    public private(set) var stack: [any ModuleView] = []
    /// Embedded views by slot name, for each view that owns slots.
    public private(set) var slots: [ObjectIdentifier: [String: any ModuleView]] = [:]
    /// When set, the next change that may be refused is refused with this error (nothing
    /// moves), to test refused transitions. Required changes (`ScreenChange.isRequired`) are
    /// always applied.
    ///
    /// ```swift
    /// host.refuseNext = HostBusy()
    /// ```
    public var refuseNext: (any Error)?
    /// Called at the start of every `apply`, before the host decides: a test re-enters the tree
    /// from inside the host here (closes a view, opens a module), as real hosts do.
    ///
    /// ```swift
    /// host.duringApply = { change in host.close(inboxView, in: tree) }
    /// ```
    public var duringApply: ((ScreenChange) -> Void)?
    private var displayWaiters: [CheckedContinuation<Void, Never>] = []

    /// Makes an empty host.
    ///
    /// ```swift
    /// let host = HeadlessHost()
    /// ```
    public init() {}

    /// The view in front.
    public var top: (any ModuleView)? { stack.last }

    /// Every view on screen: the stack's and the embedded ones.
    public var displayed: [any ModuleView] {
        stack + slots.values.flatMap(\.values)
    }

    /// Applies the whole change, or (when told to refuse) throws and moves nothing.
    ///
    /// ```swift
    /// try host.apply(ScreenChange([.show(view, style: .push, over: opener)]))
    /// ```
    public func apply(_ change: ScreenChange) throws {
        duringApply?(change)
        if let error = refuseNext, !change.isRequired {
            refuseNext = nil
            throw error
        }
        for step in change {
            switch step {
            case .show(let view, let style, let opener): show(view, style: style, over: opener)
            case .remove(let view, _, _): remove(view)
            }
        }
        if !displayWaiters.isEmpty, change.contains(where: { if case .show = $0 { true } else { false } }) {
            let waiters = displayWaiters
            displayWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Simulates the user closing the front view on their own (a swipe back, a sheet dragged
    /// down): the host removes it and reports it to the tree, as a real host must.
    ///
    /// ```swift
    /// host.userSwipesBack(in: tree)
    /// ```
    public func userSwipesBack(in tree: ModuleTree) {
        guard let view = stack.last else { return }
        close(view, in: tree)
    }

    /// Simulates the host closing `view` on its own: it takes the view, what is embedded in it
    /// and what is stacked over it off screen, then reports the close to the tree.
    ///
    /// ```swift
    /// host.close(messageView, in: tree)
    /// ```
    public func close(_ view: any ModuleView, in tree: ModuleTree) {
        if let index = stack.firstIndex(where: { $0 === view }) {
            for above in stack[index...].reversed() { remove(above) }
        } else {
            remove(view)
        }
        tree.hostDidClose(view)
    }

    /// Waits until a module of type `M` is on screen and in `tree` (at once if one is), and
    /// returns it: a test awaits the module a flow displays.
    ///
    /// ```swift
    /// let editor = await host.waitUntilDisplayed(ComposeModule.self, in: tree)
    /// editor.input.type("Hello")
    /// ```
    public func waitUntilDisplayed<M: Module>(_ module: M.Type, in tree: ModuleTree) async -> Opened<M> {
        while true {
            if let node = tree.openModules.last(where: { $0.moduleType == M.self }), let opened = node.opened(as: M.self) {
                return opened
            }
            await withCheckedContinuation { displayWaiters.append($0) }
        }
    }

    /// Forgets the recorded transitions (the screen state stays).
    ///
    /// ```swift
    /// host.clearTransitions()
    /// ```
    public func clearTransitions() {
        transitions = []
    }

    private func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) {
        transitions.append(.show(name(view), style))
        switch style {
        case .root:
            stack = [view]
        case .push, .modal:
            stack.append(view)
        case .embedded(let slot):
            guard let opener else { return }
            slots[ObjectIdentifier(opener), default: [:]][slot] = view
        }
    }

    /// Takes `view` off screen, and with it the views embedded in it, at any depth.
    private func remove(_ view: any ModuleView) {
        transitions.append(.remove(name(view)))
        stack.removeAll { $0 === view }
        if let embedded = slots.removeValue(forKey: ObjectIdentifier(view)) {
            for child in embedded.values { remove(child) }
        }
        for owner in slots.keys {
            slots[owner] = slots[owner]?.filter { $0.value !== view }
        }
    }

    private func name(_ view: any ModuleView) -> String {
        String(describing: type(of: view))
    }
}
