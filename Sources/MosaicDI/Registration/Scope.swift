import Foundation

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
    private let storage = Locked<[ObjectIdentifier: Any]>([:])

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
    ///
    /// ```swift
    /// #expect(session.count == 0)
    /// ```
    public var count: Int { storage.withLock { $0.count } }

    @usableFromInline
    func instance(for slot: ObjectIdentifier) -> Any? {
        storage.withLock { $0[slot] }
    }

    @usableFromInline
    func store(_ instance: Any, for slot: ObjectIdentifier) {
        storage.withLock { $0[slot] = instance }
    }

    /// A readable description: `Scope(session)`.
    public var description: String { "Scope(\(name))" }

    /// Scopes are equal when they are the same object.
    ///
    /// ```swift
    /// #expect(session == session)
    /// ```
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
