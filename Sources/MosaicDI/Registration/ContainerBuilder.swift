import Logging

/// Collects registrations, parts and frameworks, then validates them and builds a
/// ``Container``.
///
/// ```swift
/// var builder = ContainerBuilder()
/// builder.register(APIClient.init).lifetime(.container())
/// builder.register(ProfileService.init).as(ProfileLoading.self) { $0 }
/// builder.append(framework: SettingsFramework.self)
/// let container = try builder.build()   // validates the whole graph first
/// ```
///
/// The builder is noncopyable and `build()` consumes it, so registering after the container is
/// built does not compile.
public struct ContainerBuilder: ~Copyable {
    let storage: BuilderStorage

    /// An empty builder for a root container.
    ///
    /// ```swift
    /// var builder = ContainerBuilder()
    /// ```
    public init() {
        storage = BuilderStorage(parent: nil)
    }

    /// A builder for a child of `parent`: its registrations are added to the parent's, win over
    /// them, and are validated together with them. See ``Container/makeChild(isolation:_:)``.
    ///
    /// ```swift
    /// var overrides = ContainerBuilder(parent: container)
    /// overrides.register { MockAPI() as APIClient }
    /// let testContainer = try overrides.build()
    /// ```
    public init(parent: Container) {
        storage = BuilderStorage(parent: parent)
    }

    /// Where diagnostics go: when set, the container logs at `.debug` what it resolves and from
    /// which framework, and at `.info` what it built. Off (nil) by default; a child container
    /// starts with its parent's logger.
    ///
    /// ```swift
    /// var logger = Logger(label: "app.di")
    /// logger.logLevel = .debug
    /// builder.logger = logger
    /// ```
    public var logger: Logger? {
        get { storage.logger }
        nonmutating set { storage.logger = newValue }
    }

    /// Validates every registration and compiles the resolution plan.
    ///
    /// Throws one ``ContainerError`` that lists every problem found (missing and ambiguous
    /// dependencies, cycles with no property-injection break, captive dependencies, main-actor
    /// objects held by nonisolated singletons, misuse of frameworks), each with the source
    /// location of the registration at fault. On success, `.single` registrations have been
    /// made. Nothing half-built is returned.
    ///
    /// `.single` registrations made on the main actor need `build()` to run on the main actor.
    ///
    /// ```swift
    /// let container = try builder.build()
    /// ```
    public consuming func build(isolation: isolated (any Actor)? = #isolation) throws(ContainerError) -> Container {
        let plan = try Plan.build(storage, isolation: isolation)
        return Container(plan: plan, parent: storage.parent)
    }
}
