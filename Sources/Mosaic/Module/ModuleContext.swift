import MosaicDI

/// What a builder gets: the container (seen from the module's framework), the new module's
/// router, and the module's own scope for instances that live exactly as long as the module.
///
/// ```swift
/// let service: ProfileService = try context.resolve()
/// let presenter = ProfilePresenter(router: context.router, service: service)
/// ```
@MainActor
public struct ModuleContext {
    /// The container the module tree was made with.
    public let container: Container
    /// The router of the module being built: give it to the roles that open other modules.
    public let router: Router
    /// The framework the module resolves from first, if any.
    public let framework: (any Framework.Type)?
    /// The node being built: it keeps the module-scoped instances.
    let node: ModuleNode

    init(container: Container, router: Router, framework: (any Framework.Type)?, node: ModuleNode) {
        self.container = container
        self.router = router
        self.framework = framework
        self.node = node
    }

    /// Resolves a role or service as the module's framework sees it.
    ///
    /// ```swift
    /// let interactor: ProfileInteractor = try context.resolve()
    /// ```
    public func resolve<T>(_ type: T.Type = T.self) throws -> T {
        guard let framework else { return try container.resolve(T.self) }
        return try resolve(T.self, from: framework)
    }

    private func resolve<T, F: Framework>(_: T.Type, from framework: F.Type) throws -> T {
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
        if let made = node.scoped[ObjectIdentifier(T.self)] as? T { return made }
        let made: T = try resolve()
        node.scoped[ObjectIdentifier(T.self)] = made
        return made
    }
}
