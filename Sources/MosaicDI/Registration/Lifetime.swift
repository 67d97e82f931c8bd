/// How long an instance made by a registration lives, and who shares it.
///
/// ```swift
/// builder.register(APIClient.init).lifetime(.container())   // one per container, made on first use
/// builder.register(ProfilePresenter.init).lifetime(.objectGraph)
/// ```
///
/// Longer lifetimes must not hold shorter ones (a container singleton holding a prototype is a
/// *captive dependency*); ``ContainerBuilder/build(isolation:)`` reports such a registration. Use
/// ``Provider`` to reach a shorter-lived object from a longer-lived one.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// A new instance every time the registration is asked for, even twice within one resolve.
    ///
    /// ```swift
    /// builder.register(Formatter.init).lifetime(.prototype)   // the default
    /// ```
    case prototype

    /// One instance per top-level `resolve` call: every object made during that call that asks
    /// for this registration gets the same instance; the next `resolve` makes a new one. This is
    /// how a view and a presenter that refer to each other see the same objects.
    ///
    /// ```swift
    /// builder.register(Presenter.init).lifetime(.objectGraph)
    /// ```
    case objectGraph

    /// One instance per container, made on first use, exactly once even when several threads ask
    /// at the same moment. A child container shares its parent's instance. With `.weak` the
    /// container keeps only a weak reference: the instance lives while someone else holds it and
    /// is made again afterwards (classes only).
    ///
    /// ```swift
    /// builder.register(Session.init).lifetime(.container())
    /// builder.register(ImageCache.init).lifetime(.container(.weak))
    /// ```
    case container(Reference = .strong)

    /// One instance per process run for this registration (identified by its implementation
    /// type, name and source line), shared by every container built from it, made on first use.
    /// With `.weak`, the process keeps only a weak reference (classes only).
    ///
    /// ```swift
    /// builder.register(Analytics.init).lifetime(.run())
    /// ```
    case run(Reference = .strong)

    /// One instance per container, made eagerly by ``ContainerBuilder/build(isolation:)`` (in registration
    /// order), so that a failing factory fails the build rather than a later resolve.
    ///
    /// ```swift
    /// builder.register(Database.init).lifetime(.single)
    /// ```
    case single

    /// One instance per ``Scope`` object, made on first use and kept until ``Scope/reset()``
    /// (for example, everything that lives while a user is logged in).
    ///
    /// ```swift
    /// let session = Scope("session")
    /// builder.register(Cart.init).lifetime(.scoped(session))
    /// session.reset()   // on logout
    /// ```
    case scoped(Scope)

    /// How a lazily made singleton is held.
    ///
    /// ```swift
    /// builder.register(Cache.init).lifetime(.container(.weak))
    /// ```
    public enum Reference: Sendable, Hashable {
        /// Held until the container (or the process, for `.run`) goes away.
        case strong
        /// Held weakly: made again when nobody else holds the previous instance.
        case weak
    }

    /// A readable name, as used in validation messages.
    ///
    /// ```swift
    /// let label = Lifetime.container(.weak).description   // "container(weak)"
    /// ```
    public var description: String {
        switch self {
        case .prototype: "prototype"
        case .objectGraph: "objectGraph"
        case .container(.strong): "container"
        case .container(.weak): "container(weak)"
        case .run(.strong): "run"
        case .run(.weak): "run(weak)"
        case .single: "single"
        case .scoped(let scope): "scoped(\(scope.name))"
        }
    }

    /// How long the instance lives, for captive-dependency checks: a holder may depend only on
    /// registrations whose rank is at least its own.
    var rank: Int {
        switch self {
        case .prototype: 0
        case .objectGraph: 1
        case .scoped: 2
        case .container(.weak), .run(.weak): 3
        case .container(.strong), .run(.strong), .single: 4
        }
    }

    /// Whether instances outlive one resolve call (and are therefore shared across threads).
    var isShared: Bool { rank >= 2 }

    var isWeak: Bool {
        switch self {
        case .container(.weak), .run(.weak): true
        default: false
        }
    }
}
