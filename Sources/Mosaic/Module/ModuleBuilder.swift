import MosaicDI

/// Assembles one kind of module from the container (YARCH's Builder). Most modules need no
/// builder type: register a closure with `builder.register(module:_:)`. A builder type suits a
/// builder that carries state (`router.open(using:)`).
///
/// ```swift
/// @MainActor final class ProfileBuilder: ModuleBuilder {
///     func build(_ context: ModuleContext<ProfileModule>) throws -> Assembly<ProfileModule> {
///         let presenter = ProfilePresenter(router: context.router, service: try context.resolve())
///         return Assembly(view: ProfileView(presenter: presenter), input: presenter, connectOutput: { presenter.output = $0 }, roles: [presenter])
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
    /// func build(_ context: ModuleContext<ProfileModule>) throws -> Assembly<ProfileModule> { ... }
    /// ```
    func build(_ context: ModuleContext<Built>) throws -> Assembly<Built>
}

/// The registered form of a module builder, looked up by module type.
///
/// ```swift
/// let builder = try container.resolve(AnyModuleBuilder<ProfileModule>.self)
/// ```
public struct AnyModuleBuilder<M: Module>: @unchecked Sendable {
    // @unchecked: the closure is main-actor isolated; it is only called from `ModuleTree`,
    // which is @MainActor.
    @usableFromInline let build: @MainActor (ModuleContext<M>) throws -> Assembly<M>
    /// Whether the tree may keep this builder for later opens: a closure registered with
    /// `register(module:)` is one value for the whole container; a builder type may be a new
    /// instance per resolve, so it is resolved each time.
    let isShared: Bool

    /// Wraps a builder.
    ///
    /// ```swift
    /// let any = AnyModuleBuilder(ProfileBuilder())
    /// ```
    public init<B: ModuleBuilder>(_ builder: B) where B.Built == M {
        let transfer = UncheckedBuilder(builder: builder)
        build = { context in try transfer.builder.build(context) }
        isShared = false
    }

    /// Wraps a builder written as a closure.
    ///
    /// ```swift
    /// let any = AnyModuleBuilder<ProfileModule> { context in Assembly(view: ProfileView(), input: ProfilePresenter()) }
    /// ```
    public init(_ build: @escaping @MainActor (ModuleContext<M>) throws -> Assembly<M>) {
        self.build = build
        isShared = true
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

extension ContainerBuilder {
    /// Registers the builder of `module` as a closure, in one line: the short form for modules
    /// whose builder carries no state.
    ///
    /// ```swift
    /// builder.register(module: HeaderModule.self) { context in
    ///     let presenter = HeaderPresenter(router: context.router)
    ///     return Assembly(view: HeaderView(), input: presenter, roles: [presenter])
    /// }
    /// ```
    public mutating func register<M: Module>(
        module: M.Type, fileID: StaticString = #fileID, line: Int = #line,
        _ build: @escaping @MainActor (ModuleContext<M>) throws -> Assembly<M>
    ) {
        register(value: AnyModuleBuilder<M>(build), fileID: fileID, line: line)
    }
}
