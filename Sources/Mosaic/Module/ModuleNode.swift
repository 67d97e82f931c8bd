/// One live module in the tree: its place (parent, children, slots), its lifecycle and, while
/// it is open, the objects it is made of.
///
/// ```swift
/// let node = try #require(tree.root)
/// print(node.name, node.state, node.children.map(\.name))
/// ```
@MainActor
public final class ModuleNode {
    /// A number unique within its tree.
    public let id: Int
    /// The module type (its name is computed only when asked: it costs a type-name lookup).
    public let moduleType: Any.Type
    /// The module type's name.
    public var name: String { String(describing: moduleType) }
    /// How the module was put on screen.
    public let style: PresentationStyle
    /// The module that opened (or embeds) this one; nil for the root.
    public private(set) weak var parent: ModuleNode?
    /// The modules this one opened or embeds, in the order they came.
    public private(set) var children: [ModuleNode] = []
    /// Where the module is in its life.
    public internal(set) var state: Lifecycle = .built
    /// The module's router (roles hold it; it refers back to this node weakly).
    public let router: Router

    var view: (any ModuleView)?
    /// The module's Input, kept for deep links that configure an open module.
    var input: Any?
    var roles: [AnyObject] = []
    var slots: Set<String> = []
    var tasks: [Task<Void, Never>] = []
    /// Run when the module closes: composites owned by it let go of their submodules.
    var closeHandlers: [() -> Void] = []
    /// Module-scoped instances (``ModuleContext/shared(_:)``), released when the module closes.
    var scoped: [ObjectIdentifier: Any] = [:]
    /// Receives the result of `router.close(returning:)` for an opener that awaits it.
    var resultSink: ResultSink?

    struct ResultSink {
        let expected: String
        let accepts: (Any) -> Bool
        let deliver: (Any?) -> Void
    }

    init(id: Int, moduleType: Any.Type, style: PresentationStyle, router: Router) {
        self.id = id
        self.moduleType = moduleType
        self.style = style
        self.router = router
    }

    /// Whether the module is on screen (built or closed modules are not).
    ///
    /// ```swift
    /// #expect(node.isOpen)
    /// ```
    public var isOpen: Bool { state == .active || state == .inactive }

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
        guard isOpen, let input else { throw TransitionError(.closed, module: name, step: "configure") }
        guard let typed = input as? I else {
            throw TransitionError(
                .inputMismatch(expected: String(describing: I.self), actual: String(describing: Swift.type(of: input))),
                module: name, step: "configure")
        }
        do {
            try body(typed)
        } catch {
            throw TransitionError(.buildFailed(underlying: error), module: name, step: "configure")
        }
    }

    /// The child embedded in `slot`, if any.
    ///
    /// ```swift
    /// let header = node.child(inSlot: "header")
    /// ```
    public func child(inSlot slot: String) -> ModuleNode? {
        children.first { $0.style == .embedded(slot: slot) }
    }

    /// Every node of this subtree, this one first.
    ///
    /// ```swift
    /// let names = node.subtree.map(\.name)
    /// ```
    public var subtree: [ModuleNode] {
        [self] + children.flatMap(\.subtree)
    }

    func attach(_ child: ModuleNode) {
        child.parent = self
        children.append(child)
    }

    func detach(_ child: ModuleNode) {
        children.removeAll { $0 === child }
        child.parent = nil
    }

    /// The roles and view that want lifecycle calls, found once when the module is built.
    var observers: [any LifecycleObserver] = []

    func findObservers() {
        observers = roles.compactMap { $0 as? any LifecycleObserver }
        if let view = view as? any LifecycleObserver { observers.append(view) }
    }
}
