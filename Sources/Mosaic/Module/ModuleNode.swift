/// One module of a tree: what it is (its type, how it is shown) and, while it is open, the
/// objects it is made of. Where it stands — its parent, its children, its lifecycle — is the
/// tree's to say: a node only asks its tree, which it does not keep alive. Once the module is
/// closed, or its tree is gone, the node answers `closed`, with no parent and no children.
///
/// ```swift
/// let node = try #require(tree.root)
/// print(node.name, node.state, node.children.map(\.name))
/// ```
@MainActor
public final class ModuleNode {
    /// A number unique within its tree.
    public let id: Int
    /// The module type.
    public let moduleType: Any.Type
    /// The module type's name.
    public var name: String { String(describing: moduleType) }
    /// How the module was put on screen.
    public let style: PresentationStyle
    /// The tree the module belongs to, while that tree exists.
    private(set) weak var tree: ModuleTree?
    /// What the module is made of, until it closes.
    private(set) var parts: ModuleParts?

    init(id: Int, moduleType: Any.Type, style: PresentationStyle, tree: ModuleTree) {
        self.id = id
        self.moduleType = moduleType
        self.style = style
        self.tree = tree
        parts = ModuleParts()
    }

    /// Where the module is in its life.
    public var state: Lifecycle { tree?.state.lifecycle(of: id) ?? .closed }

    /// Whether the module is on screen (built or closed modules are not).
    public var isOpen: Bool { state == .active || state == .inactive }

    /// The module that opened (or embeds) this one while it is on screen; nil for the root and
    /// for a module that is built but not shown, or closed.
    public var parent: ModuleNode? { tree?.state.parent(of: id) }

    /// The modules this one opened or embeds, in the order they came.
    public var children: [ModuleNode] { tree?.state.children(of: id) ?? [] }

    /// Every node of this subtree, this one first, depth first.
    ///
    /// ```swift
    /// let names = node.subtree.map(\.name)
    /// ```
    public var subtree: [ModuleNode] {
        guard let tree, tree.state.node(id) === self else { return [self] }
        return tree.state.subtree(of: id).compactMap { tree.state.node($0) }
    }

    /// What the host shows for the module; nil once it is closed.
    public var view: (any ModuleView)? { parts?.view }

    /// The module's Input, kept for deep links that configure an open module; nil once closed.
    var input: Any? { parts?.input }

    /// The roles the module's builder listed; empty once closed.
    var roles: [AnyObject] { parts?.roles ?? [] }

    /// The slots the module's Assembly offers.
    var slots: Set<String> { parts?.slots ?? [] }

    /// The module's Input, if it is of type `I` and the module is not closed.
    ///
    /// ```swift
    /// let message = tree.openModules.last?.input(as: (any MessageInput).self)
    /// ```
    public func input<I>(as type: I.Type) -> I? {
        input as? I
    }

    /// Configures the open module through its Input, as a deep link or a parent does after the
    /// module is on screen. A closed module, an Input of another type or a throwing `body` is a
    /// ``TransitionError`` naming the module and the step `configure`.
    ///
    /// ```swift
    /// try node.configure(as: (any MessageInput).self) { $0.configure(messageID: 7) }
    /// ```
    public func configure<I>(as type: I.Type, _ body: (I) throws -> Void) throws(TransitionError) {
        guard isOpen, let input else { throw TransitionError(.closed, module: name, step: .configure) }
        guard let typed = input as? I else {
            throw TransitionError(
                .inputMismatch(expected: String(describing: I.self), actual: String(describing: Swift.type(of: input))),
                module: name, step: .configure)
        }
        do {
            try body(typed)
        } catch {
            throw TransitionError(.buildFailed(underlying: error), module: name, step: .configure)
        }
    }

    /// The module's router, when the module is of type `M`: a way to close it or open from it
    /// from outside (a test, a host).
    ///
    /// ```swift
    /// try tree.openModules.last?.router(as: ContactPicker.self)?.close(returning: "Ada")
    /// ```
    public func router<M: Module>(as module: M.Type) -> Router<M>? {
        moduleType == M.self ? Router(node: self) : nil
    }

    /// Closes the module and everything it opened or embeds, from outside it (a test, a
    /// composite that owns it). A closed module is a ``TransitionError``.
    ///
    /// ```swift
    /// try tree.openModules.last?.close()
    /// ```
    public func close() throws(TransitionError) {
        guard let tree else { throw TransitionError(.closed, module: name, step: .close) }
        try tree.close(self, step: .close)
    }

    /// The module as opened: its Input and router, when the module is of type `M` and not closed.
    ///
    /// ```swift
    /// let picker = try #require(tree.openModules.last?.opened(as: ContactPicker.self))
    /// ```
    public func opened<M: Module>(as module: M.Type) -> Opened<M>? {
        guard moduleType == M.self, let input = input as? M.Input else { return nil }
        return Opened(input: input, node: self)
    }

    /// The child embedded in `slot`, if any.
    ///
    /// ```swift
    /// let header = node.child(inSlot: "header")
    /// ```
    public func child(inSlot slot: String) -> ModuleNode? {
        children.first { $0.style == .embedded(slot: slot) }
    }

    // MARK: For the tree

    /// Lets go of everything the module was made of (it closed): returns it, for the tree to
    /// tear down.
    func releaseParts() -> ModuleParts? {
        defer { parts = nil }
        return parts
    }
}
