import MosaicDI

/// Assembles one kind of module from the container (YARCH's Builder). Builders are registered
/// like any service, inside their feature's framework, with ``MosaicDI/Registration/asModuleBuilder()``.
///
/// ```swift
/// @MainActor final class ProfileBuilder: ModuleBuilder {
///     func build(_ context: ModuleContext) throws -> Assembly<ProfileModule> {
///         let presenter = ProfilePresenter(router: context.router, service: try context.resolve())
///         let view = ProfileView(presenter: presenter)
///         return Assembly(view: view, input: presenter, connectOutput: { presenter.output = $0 }, roles: [presenter])
///     }
/// }
/// builder.register(onMainActor: ProfileBuilder.init).asModuleBuilder()
/// ```
@MainActor
public protocol ModuleBuilder: SendableMetatype {
    /// The module this builder assembles.
    associatedtype Built: Module
    /// Makes the module's roles and wires them; `context.router` is the new module's router.
    ///
    /// ```swift
    /// func build(_ context: ModuleContext) throws -> Assembly<ProfileModule> { ... }
    /// ```
    func build(_ context: ModuleContext) throws -> Assembly<Built>
}

/// The registered form of a module builder, looked up by module type.
///
/// ```swift
/// let builder = try container.resolve(AnyModuleBuilder<ProfileModule>.self)
/// ```
public struct AnyModuleBuilder<M: Module>: @unchecked Sendable {
    // @unchecked: the closure is main-actor isolated; it is only called from `ModuleTree`,
    // which is @MainActor.
    let build: @MainActor (ModuleContext) throws -> Assembly<M>

    /// Wraps a builder.
    ///
    /// ```swift
    /// let any = AnyModuleBuilder(ProfileBuilder())
    /// ```
    public init<B: ModuleBuilder>(_ builder: B) where B.Built == M {
        let transfer = UncheckedBuilder(builder: builder)
        build = { context in try transfer.builder.build(context) }
    }
}

/// Carries a main-actor builder into the main-actor closure that calls it.
private struct UncheckedBuilder<B: ModuleBuilder>: @unchecked Sendable {
    // @unchecked: made and used on the main actor only (AnyModuleBuilder.build is @MainActor).
    let builder: B
}

extension Registration where T: ModuleBuilder {
    /// Makes this builder the one `router.open(T.Built.self)` uses.
    ///
    /// ```swift
    /// builder.register(onMainActor: ProfileBuilder.init).asModuleBuilder()
    /// ```
    @discardableResult
    nonisolated public func asModuleBuilder() -> Registration<T> {
        self.as(AnyModuleBuilder<T.Built>.self) { AnyModuleBuilder(UncheckedBuilder(builder: $0).builder) }
    }
}
