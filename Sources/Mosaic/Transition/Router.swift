import MosaicDI

/// A module's way to other modules: open, embed, close. Roles (usually the presenter) hold it;
/// it names no UI class, and the data it carries goes through typed Inputs and Outputs, never
/// through a view (seed 001).
///
/// ```swift
/// let editor = try router.open(ComposeModule.self, style: .modal) { input in
///     input.configure(replyingTo: messageID)
///     return self            // the opener's presenter is the new module's Output
/// }
/// try router.close()
/// ```
@MainActor
public final class Router {
    weak var tree: ModuleTree?
    /// The module this router belongs to; nil once it is closed.
    weak var node: ModuleNode?
    private let moduleType: Any.Type
    private let framework: (any Framework.Type)?
    var moduleName: String { String(describing: moduleType) }

    init(tree: ModuleTree, moduleType: Any.Type, framework: (any Framework.Type)?) {
        self.tree = tree
        self.moduleType = moduleType
        self.framework = framework
    }

    /// Whether the router's module is still open.
    ///
    /// ```swift
    /// #expect(router.isOpen)
    /// ```
    public var isOpen: Bool { node?.isOpen ?? false }

    /// Opens `module` over this one, configured through its Input; the closure returns the
    /// Output the module reports to (or nil). Returns the Input, to keep talking to the module.
    /// Nothing changes if building, configuring or showing fails.
    ///
    /// ```swift
    /// let profile = try router.open(ProfileModule.self) { $0.configure(userID: 42); return self }
    /// ```
    @discardableResult
    public func open<M: Module>(
        _ module: M.Type, style: PresentationStyle = .push, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> M.Input {
        let (tree, opener) = try current(step: "open", module: M.moduleName)
        return try tree.open(M.self, style: style, from: opener, configure: configure).1
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
    ) throws(TransitionError) -> B.Built.Input {
        let (tree, opener) = try current(step: "open", module: B.Built.moduleName)
        return try tree.open(B.Built.self, style: style, from: opener, builder: AnyModuleBuilder(builder), configure: configure).1
    }

    /// Embeds `module` into one of this module's named slots (seed 001's embed segue).
    ///
    /// ```swift
    /// try router.embed(ProfileHeaderModule.self, in: "header") { $0.configure(userID: id); return self }
    /// ```
    @discardableResult
    public func embed<M: Module>(
        _ module: M.Type, in slot: String, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> M.Input {
        let (tree, opener) = try current(step: "embed", module: M.moduleName)
        return try tree.open(M.self, style: .embedded(slot: slot), from: opener, configure: configure).1
    }

    /// Closes this module and everything it opened or embeds.
    ///
    /// ```swift
    /// try router.close()
    /// ```
    public func close() throws(TransitionError) {
        let (tree, node) = try current(step: "close", module: moduleName)
        try tree.close(node)
    }

    /// Closes this module, handing `result` to the opener that awaits it
    /// (`try await router.open(...)`). The result's type must be the module's `Result`.
    ///
    /// ```swift
    /// try router.close(returning: pickedContact)
    /// ```
    public func close<R>(returning result: R) throws(TransitionError) {
        let (tree, node) = try current(step: "close", module: moduleName)
        if let sink = node.resultSink {
            guard sink.accepts(result) else {
                throw TransitionError(
                    .resultMismatch(expected: sink.expected, received: String(describing: R.self)),
                    module: moduleName, step: "close")
            }
            node.resultSink = nil
            try tree.close(node)
            sink.deliver(result)
        } else {
            try tree.close(node)
        }
    }

    /// Closes every module above `ancestor`, the nearest module of that type below this one,
    /// so that it comes to the front again.
    ///
    /// ```swift
    /// try router.closeBack(to: InboxModule.self)
    /// ```
    public func closeBack<M: Module>(to ancestor: M.Type) throws(TransitionError) {
        let (tree, node) = try current(step: "close", module: moduleName)
        var child = node
        while let parent = child.parent {
            if parent.moduleType == M.self {
                try tree.close(child)
                return
            }
            child = parent
        }
        throw TransitionError(.notAnAncestor(M.moduleName), module: moduleName, step: "close")
    }

    /// The module-scoped instance of `T` (see ``ModuleContext/shared(_:)``), for roles that need
    /// it after the module is built. Throws a ``TransitionError`` with step `resolve` once the
    /// module is closed.
    ///
    /// ```swift
    /// let draft: DraftStore = try router.shared()
    /// ```
    public func shared<T>(_ type: T.Type = T.self) throws -> T {
        let (tree, node) = try current(step: "resolve \(T.self) in", module: moduleName)
        return try ModuleContext(container: tree.container, router: self, framework: framework, node: node).shared(T.self)
    }

    /// Starts work owned by the module: it is cancelled when the module closes.
    ///
    /// ```swift
    /// router.task { await interactor.refresh() }
    /// ```
    public func task(_ operation: @escaping @Sendable () async -> Void) {
        guard let node, node.state != .closed else { return }
        node.tasks.append(Task(operation: operation))
    }

    /// The tree and this router's module, or a `closed` error naming `module` and `step`.
    func current(step: String, module: @autoclosure () -> String) throws(TransitionError) -> (ModuleTree, ModuleNode) {
        guard let tree, let node, node.state != .closed else {
            let own = moduleName
            let module = module()
            throw TransitionError(.closed, module: module, step: step, opener: module == own ? nil : own)
        }
        return (tree, node)
    }
}
