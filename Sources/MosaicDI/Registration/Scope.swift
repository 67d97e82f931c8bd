
/// A custom lifetime: instances registered with `.scoped(scope)` live in the scope object until
/// it is reset.
///
/// ```swift
/// let session = Scope("session")
/// builder.register(Cart.init).lifetime(.scoped(session))
/// let container = try builder.build()
/// let cart: Cart = try container.resolve()
/// session.reset()           // logout: the next resolve makes a new Cart
/// ```
///
/// A scope is thread safe and may be shared by several containers; each registration keeps its
/// own instance in it.
public final class Scope: Sendable, Hashable, CustomStringConvertible {
    /// The name used in diagnostics and in ``Lifetime/description``.
    public let name: String
    /// Each instance with the token of its registration. The token is kept alive with the
    /// instance, so its address cannot be reused by another registration while the entry exists.
    private let storage = Locked<[ObjectIdentifier: (token: AnyObject, instance: Any)]>([:])

    /// Creates an empty scope.
    ///
    /// ```swift
    /// let screen = Scope("screen")
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// Drops every instance kept in this scope; the next resolve makes new ones.
    ///
    /// ```swift
    /// session.reset()
    /// ```
    public func reset() {
        storage.withLock { $0.removeAll() }
    }

    /// How many instances the scope currently keeps.
    public var count: Int { storage.withLock { $0.count } }

    func instance(for token: AnyObject) -> Any? {
        storage.withLock { $0[ObjectIdentifier(token)]?.instance }
    }

    func store(_ instance: Any, for token: AnyObject) {
        storage.withLock { $0[ObjectIdentifier(token)] = (token, instance) }
    }

    /// A readable description: `Scope(session)`.
    public var description: String { "Scope(\(name))" }

    /// Scopes are equal when they are the same object.
    public static func == (lhs: Scope, rhs: Scope) -> Bool { lhs === rhs }

    /// Hashes the scope's identity.
    ///
    /// ```swift
    /// let scopes: Set<Scope> = [session]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
