import MosaicDI

/// A module's way to other modules: open, embed, close. Roles (usually the presenter) hold it;
/// it names no UI class, and the data it carries goes through typed Inputs and Outputs, never
/// through a view. A small value: copy it freely. It does not keep its module alive: once the
/// module closes (or its tree is gone), the router answers `closed`.
///
/// ```swift
/// let editor = try router.open(ComposeModule.self, style: .modal) { input in
///     input.configure(replyingTo: messageID)
///     return self            // the opener's presenter is the new module's Output
/// }
/// try router.close()
/// ```
@MainActor
public struct Router<M: Module> {
    /// The tree the module is in, while that tree exists.
    private weak var tree: ModuleTree?
    /// The module's id in its tree.
    let id: Int

    init(node: ModuleNode) {
        tree = node.tree
        id = node.id
    }

    /// The module this router belongs to, while its tree knows it.
    var node: ModuleNode? { tree?.state.node(id) }

    /// Whether the router's module is on screen.
    public var isOpen: Bool {
        guard let tree else { return false }
        let lifecycle = tree.state.lifecycle(of: id)
        return lifecycle == .active || lifecycle == .inactive
    }

    /// Opens `module` over this one, configured through its Input; the closure returns the
    /// Output the module reports to (or nil). Nothing changes if building, configuring or
    /// showing fails. Asked while another transition is in progress (from a lifecycle hook, a
    /// builder, a host), the module is built now and shown right after that transition.
    ///
    /// ```swift
    /// let profile = try router.open(ProfileModule.self) { $0.configure(userID: 42); return self }
    /// profile.input.refresh()
    /// ```
    @discardableResult
    public func open<N: Module>(
        _ module: N.Type, style: PresentationStyle = .push, configure: (N.Input) throws -> N.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<N> {
        let (tree, node) = try current(for: N.moduleName, step: style.isRoot ? .start : .open)
        if style.isRoot { return try tree.start(N.self, configure: configure) }
        if case .embedded(let slot) = style { return try embed(N.self, in: slot, configure: configure) }
        return try tree.open(N.self, style: style, from: node, builder: nil, configure: configure)
    }

    /// Opens the module a given builder makes, instead of the one registered for it: YARCH's
    /// `Builder().set(initialState:).build()` form, where the builder carries the module's
    /// starting data.
    ///
    /// ```swift
    /// try router.open(using: CatalogBuilder().set(initialState: .init(categoryID: 3)))
    /// ```
    @discardableResult
    public func open<B: ModuleBuilder>(
        using builder: B, style: PresentationStyle = .push,
        configure: (B.Built.Input) throws -> B.Built.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<B.Built> {
        let (tree, node) = try current(for: B.Built.moduleName, step: .open)
        return try tree.open(B.Built.self, style: style, from: node, builder: AnyModuleBuilder(builder), configure: configure)
    }

    /// Embeds `module` into one of this module's named slots. To embed children once, when the
    /// module is built, use ``ModuleContext/embed(_:in:configure:)`` in the builder instead.
    ///
    /// ```swift
    /// try router.embed(ProfileHeaderModule.self, in: "header") { $0.configure(userID: id); return self }
    /// ```
    @discardableResult
    public func embed<N: Module>(
        _ module: N.Type, in slot: String, configure: (N.Input) throws -> N.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<N> {
        let (tree, node) = try current(for: N.moduleName, step: .embed)
        return try tree.embed(N.self, in: slot, of: node, checkingSlot: true, step: .embed, configure: configure)
    }

    /// Closes this module and everything it opened or embeds.
    ///
    /// ```swift
    /// try router.close()
    /// ```
    public func close() throws(TransitionError) {
        let (tree, node) = try current(for: M.moduleName, step: .close, own: true)
        try tree.close(node, step: .close)
    }

    /// Closes this module, handing `result` to the opener that awaits it
    /// (`try await router.result(of: ...)`). The result is of the module's `Result` type.
    ///
    /// ```swift
    /// try router.close(returning: pickedContact)
    /// ```
    public func close(returning result: M.Result) throws(TransitionError) {
        let (tree, node) = try current(for: M.moduleName, step: .close, own: true)
        try tree.close(node, step: .close, returning: ClosingResult(result))
    }

    /// Closes every module above `ancestor`, the nearest module of that type below this one,
    /// so that it comes to the front again.
    ///
    /// ```swift
    /// try router.closeBack(to: InboxModule.self)
    /// ```
    public func closeBack<A: Module>(to ancestor: A.Type) throws(TransitionError) {
        let (tree, node) = try current(for: M.moduleName, step: .close, own: true)
        var child = node
        while let parent = child.parent {
            if parent.moduleType == A.self {
                try tree.close(child, step: .close)
                return
            }
            child = parent
        }
        throw TransitionError(.notAnAncestor(A.moduleName), module: M.moduleName, step: .close)
    }

    /// The module-scoped instance of `T` (see ``ModuleContext/shared(_:)``), for roles that need
    /// it after the module is built. Throws a ``TransitionError`` with step `resolve` once the
    /// module is closed.
    ///
    /// ```swift
    /// let draft: DraftStore = try router.shared()
    /// ```
    public func shared<T>(_ type: T.Type = T.self) throws -> T {
        let step = TransitionStep.resolve(String(describing: T.self))
        let (tree, node) = try current(for: M.moduleName, step: step, own: true)
        return try ModuleContext<M>(container: tree.container, node: node).shared(T.self)
    }

    /// Starts work owned by the module: it is cancelled when the module closes (or, built and
    /// never shown, is torn down).
    ///
    /// ```swift
    /// router.task { await interactor.refresh() }
    /// ```
    public func task(_ operation: @escaping @Sendable () async -> Void) {
        guard let parts = node?.parts else { return }
        parts.own(Task(operation: operation))
    }

    /// The module's tree and node, or a `closed` error naming the module asked for and the step
    /// (`own`: the error is about this router's module itself).
    func current(
        for module: @autoclosure () -> String, step: TransitionStep, own: Bool = false
    ) throws(TransitionError) -> (tree: ModuleTree, node: ModuleNode) {
        guard let tree, let node = tree.state.node(id) else {
            throw TransitionError(.closed, module: module(), step: step, opener: own ? nil : M.moduleName)
        }
        return (tree, node)
    }
}
