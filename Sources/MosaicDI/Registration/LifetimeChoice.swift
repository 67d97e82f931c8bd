/// The lifetime a registration of `T` may have, as ``Registration/lifetime(_:)`` takes it.
///
/// A container is `Sendable`: an instance it shares (every lifetime but `.prototype` and
/// `.objectGraph`) can be handed to any thread, so the compiler accepts the shared lifetimes only
/// for `Sendable` types. A type that is not `Sendable` can still be shared:
/// - made on the main actor (`register(onMainActor:)`), with `.mainActor(...)`, which keeps it
///   there (a synchronous resolve off the main actor throws
///   ``ResolutionError/Reason/requiresMainActor(type:)``);
/// - otherwise, made `Sendable` (immutable, or guarding its state with a lock or an actor), or
///   registered as `.prototype` / `.objectGraph` so that every resolve gets its own.
///
/// ```swift
/// builder.register(APIClient.init).lifetime(.container())            // APIClient: Sendable
/// builder.register(onMainActor: ImageLoader.init).lifetime(.mainActor(.container()))
/// builder.register(Formatter.init).lifetime(.objectGraph)             // any type
/// ```
public struct LifetimeChoice<T>: Sendable {
    let lifetime: Lifetime
    /// Whether the registration must be made on the main actor (`.mainActor(...)`).
    let needsMainActor: Bool

    init(_ lifetime: Lifetime, needsMainActor: Bool = false) {
        self.lifetime = lifetime
        self.needsMainActor = needsMainActor
    }

    /// A new instance for every request (the default).
    ///
    /// ```swift
    /// builder.register(Formatter.init).lifetime(.prototype)
    /// ```
    public static var prototype: Self { Self(.prototype) }

    /// One instance per top-level resolve (see ``Lifetime/objectGraph``).
    ///
    /// ```swift
    /// builder.register(Presenter.init).lifetime(.objectGraph)
    /// ```
    public static var objectGraph: Self { Self(.objectGraph) }

    /// Any lifetime for a registration made on the main actor, `Sendable` or not: its instances
    /// are made and handed out on the main actor only. `build()` reports it on a registration
    /// that is not made with `register(onMainActor:)`.
    ///
    /// ```swift
    /// builder.register(onMainActor: ImageLoader.init).lifetime(.mainActor(.container()))
    /// ```
    public static func mainActor(_ lifetime: Lifetime) -> Self { Self(lifetime, needsMainActor: true) }
}

extension LifetimeChoice where T: Sendable {
    /// One instance per container, made on first use (see ``Lifetime/container(_:)``).
    ///
    /// ```swift
    /// builder.register(Session.init).lifetime(.container())
    /// ```
    public static func container(_ reference: Lifetime.Reference = .strong) -> Self { Self(.container(reference)) }

    /// One instance per process run (see ``Lifetime/run(_:)``).
    ///
    /// ```swift
    /// builder.register(Analytics.init).lifetime(.run())
    /// ```
    public static func run(_ reference: Lifetime.Reference = .strong) -> Self { Self(.run(reference)) }

    /// One instance per container, made by `build()` (see ``Lifetime/single``).
    ///
    /// ```swift
    /// builder.register(Database.init).lifetime(.single)
    /// ```
    public static var single: Self { Self(.single) }

    /// One instance per ``Scope`` (see ``Lifetime/scoped(_:)``).
    ///
    /// ```swift
    /// builder.register(Cart.init).lifetime(.scoped(session))
    /// ```
    public static func scoped(_ scope: Scope) -> Self { Self(.scoped(scope)) }

    /// Any ``Lifetime`` value, for code that chooses it at run time.
    ///
    /// ```swift
    /// let lifetime: Lifetime = isTesting ? .prototype : .container()
    /// builder.register(Session.init).lifetime(.of(lifetime))
    /// ```
    public static func of(_ lifetime: Lifetime) -> Self { Self(lifetime) }
}
