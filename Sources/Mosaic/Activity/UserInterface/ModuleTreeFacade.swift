/// The facade an ``ActivityStack`` shows screens with: modules opened in a ``ModuleTree``
/// (and so through its transition handler), each over the module in front. It applies the
/// activity's theme to every ``Themeable`` role or view before the module is shown, and keeps
/// a module's result until the activity asks for it.
///
/// ```swift
/// let tree = ModuleTree(container: container, host: HeadlessHost())
/// let stack = ActivityStack(context: ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree)))
/// ```
@MainActor
public final class ModuleTreeFacade: UserInterfaceFacade {
    /// The tree screens are opened in.
    ///
    /// ```swift
    /// host.userSwipesBack(in: facade.tree)
    /// ```
    public let tree: ModuleTree
    /// The screens displayed and not yet awaited or dismissed, by module id.
    private var screens: [Int: Shown] = [:]

    /// One displayed module and the waiter for what it hands back.
    private struct Shown {
        weak var node: ModuleNode?
        let waiter: ResultWaiter
    }

    /// Makes a facade over `tree`.
    ///
    /// ```swift
    /// let facade = ModuleTreeFacade(tree: tree)
    /// ```
    public init(tree: ModuleTree) {
        self.tree = tree
    }

    /// The module in front, as the tree defines it (``ModuleTree/front``).
    public var front: ModuleNode? { tree.front }

    /// Opens `module` over the module in front (as the root if the tree is empty or `style` is
    /// `.root`), themed.
    ///
    /// ```swift
    /// let screen = try facade.display(PostEditor.self, style: .modal, theme: .standard) { $0.edit(post); return nil }
    /// ```
    public func display<M: Module>(
        _ module: M.Type, style: PresentationStyle, theme: Theme, configure: (M.Input) throws -> M.Output?
    ) throws -> Screen<M> {
        let node: ModuleNode
        let opener = front
        if let opener, style == .push || style == .modal {
            node = try tree.open(M.self, style: style, from: opener, builder: nil, configure: configure).node
        } else if let opener, case .embedded(let slot) = style {
            node = try tree.embed(M.self, in: slot, of: opener, checkingSlot: true, step: .embed, configure: configure).node
        } else {
            node = try tree.start(M.self, configure: configure).node
        }
        apply(theme, to: node)
        watch(node, for: M.self)
        return Screen(id: node.id)
    }

    /// Waits for what the module hands back as it closes.
    ///
    /// ```swift
    /// let edit = try await facade.result(of: screen)
    /// ```
    public func result<M: Module>(of screen: Screen<M>) async throws -> M.Result? {
        guard let shown = screens[screen.id] else {
            throw TransitionError(.closed, module: M.moduleName, step: .awaitResult)
        }
        let waiter = shown.waiter
        let value = await withTaskCancellationHandler {
            await waiter.value()
        } onCancel: {
            waiter.finish(nil)
        }
        screens[screen.id] = nil
        if Task.isCancelled, let node = shown.node, node.isOpen { try? node.close() }
        return value as? M.Result
    }

    /// Closes the module (and what it opened).
    ///
    /// ```swift
    /// try facade.dismiss(screen)
    /// ```
    public func dismiss<M: Module>(_ screen: Screen<M>) throws {
        guard let shown = screens.removeValue(forKey: screen.id), let node = shown.node, node.state != .closed else {
            throw TransitionError(.closed, module: M.moduleName, step: .dismiss)
        }
        try node.close()
    }

    private func watch<M: Module>(_ node: ModuleNode, for _: M.Type) {
        let waiter = ResultWaiter()
        if let parts = node.parts {
            parts.resultSink = ResultSink(waiter)
        } else {
            waiter.finish(nil)
        }
        screens[node.id] = Shown(node: node, waiter: waiter)
    }

    private func apply(_ theme: Theme, to node: ModuleNode) {
        for role in node.roles {
            (role as? any Themeable)?.apply(theme)
        }
        (node.view as? any Themeable)?.apply(theme)
    }
}
