import MosaicDI

/// What a builder gets: the container (seen from the module's framework), the new module's
/// router, the module's own scope for instances that live exactly as long as the module, and
/// `embed` for the children the module shows from the start.
///
/// ```swift
/// builder.register(module: ProfileModule.self) { context in
///     let presenter = ProfilePresenter(router: context.router, service: try context.resolve())
///     presenter.header = try context.embed(ProfileHeaderModule.self, in: "header").input
///     return Assembly(view: ProfileView(presenter: presenter), input: presenter, slots: ["header"], roles: [presenter])
/// }
/// ```
@MainActor
public struct ModuleContext<M: Module> {
    /// The container the module tree was made with.
    public let container: Container
    /// The node being built: it keeps the module-scoped instances.
    let node: ModuleNode

    init(container: Container, node: ModuleNode) {
        self.container = container
        self.node = node
    }

    /// The router of the module being built: give it to the roles that open other modules.
    ///
    /// ```swift
    /// let presenter = ProfilePresenter(router: context.router)
    /// ```
    public var router: Router<M> { Router(node: node) }

    /// The framework the module resolves from first, if any.
    public var framework: (any Framework.Type)? { M.framework }

    /// Resolves a role or service as the module's framework sees it.
    ///
    /// ```swift
    /// let interactor: ProfileInteractor = try context.resolve()
    /// ```
    @inlinable  // compiled where `T` is known, so the container's lookup is too
    public func resolve<T>(_ type: T.Type = T.self) throws -> T {
        guard let framework = M.framework else { return try container.resolve(T.self) }
        return try resolve(T.self, from: framework)
    }

    @usableFromInline
    func resolve<T, F: Framework>(_: T.Type, from framework: F.Type) throws -> T {
        try container.resolve(T.self, from: F.self)
    }

    /// Resolves `T` once for this module: every later `shared()` of the same type in this module
    /// (in its builder, or through ``Router/shared(_:)`` from its roles) returns the same
    /// instance; another open module of the same kind gets its own. The module keeps it while it
    /// is open and lets go when it closes, and the leak tracker checks that it went away: these
    /// are the module-scoped registrations. Register the type as a prototype (the default).
    ///
    /// ```swift
    /// let draft: DraftStore = try context.shared()     // one per open compose module
    /// let presenter = ComposePresenter(draft: draft)
    /// let interactor = ComposeInteractor(draft: try context.shared())   // the same draft
    /// ```
    public func shared<T>(_ type: T.Type = T.self) throws -> T {
        guard let parts = node.parts else {
            throw TransitionError(.closed, module: node.name, step: .resolve(String(describing: T.self)))
        }
        if let made = parts.scoped[ObjectIdentifier(T.self)] as? T { return made }
        let made: T = try resolve()
        parts.scoped[ObjectIdentifier(T.self)] = made
        return made
    }

    /// Builds and configures a child for one of the module's slots now; it is shown and
    /// attached together with the module, once (not again when the module comes back to the
    /// front). The slot must be among the Assembly's `slots`. If the module never reaches the
    /// screen, the child is torn down with it.
    ///
    /// ```swift
    /// let header = try context.embed(ProfileHeaderModule.self, in: "header") { $0.configure(userID: id); return nil }
    /// ```
    @discardableResult
    public func embed<C: Module>(
        _ child: C.Type, in slot: String, configure: (C.Input) throws -> C.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<C> {
        guard node.state == .built, let tree = node.tree else {
            throw TransitionError(.closed, module: C.moduleName, step: .embed, opener: node.name)
        }
        if let taken = node.child(inSlot: slot) {
            throw TransitionError(.slotTaken(slot, by: taken.name), module: C.moduleName, step: .embed, opener: node.name)
        }
        return try tree.build(
            C.self, style: .embedded(slot: slot), opener: node, builder: nil, step: .embed, configure: configure, embeddedIn: node)
    }
}
