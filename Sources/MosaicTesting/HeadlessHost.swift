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
        ///
        /// ```swift
        /// print(host.transitions.map(\.description))
        /// ```
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
    /// When set, the next `show` throws this error (to test refused transitions).
    public var refuseNextShow: (any Error)?

    /// Makes an empty host.
    ///
    /// ```swift
    /// let host = HeadlessHost()
    /// ```
    public init() {}

    /// The view in front.
    ///
    /// ```swift
    /// #expect(host.top is MessageView)
    /// ```
    public var top: (any ModuleView)? { stack.last }

    /// Records and shows `view`.
    ///
    /// ```swift
    /// try host.show(view, style: .push, over: opener)
    /// ```
    public func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) throws {
        if let error = refuseNextShow {
            refuseNextShow = nil
            throw error
        }
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

    /// Records and removes `view`.
    ///
    /// ```swift
    /// host.remove(view, style: .push)
    /// ```
    public func remove(_ view: any ModuleView, style: PresentationStyle) {
        transitions.append(.remove(name(view)))
        stack.removeAll { $0 === view }
        slots[ObjectIdentifier(view)] = nil
        for owner in slots.keys {
            slots[owner] = slots[owner]?.filter { $0.value !== view }
        }
    }

    /// Simulates the user closing the front view on their own (a swipe back, a sheet dragged
    /// down): the host removes it and reports it to the tree, as a real host must.
    ///
    /// ```swift
    /// host.userSwipesBack(in: tree)
    /// ```
    public func userSwipesBack(in tree: ModuleTree) {
        guard let view = stack.popLast() else { return }
        transitions.append(.remove(name(view)))
        tree.hostDidClose(view)
    }

    /// Forgets the recorded transitions (the screen state stays).
    ///
    /// ```swift
    /// host.clearTransitions()
    /// ```
    public func clearTransitions() {
        transitions = []
    }

    private func name(_ view: any ModuleView) -> String {
        String(describing: type(of: view))
    }
}
