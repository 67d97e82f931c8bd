import MosaicDI

/// What a builder gets: the container (seen from the module's framework) and the new module's
/// router.
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
}
