/// A key type whose `==` forgives a difference its encoding keeps (a name compared without
/// regard to case, a field left out of equality), saying which one spelling stands for all the
/// keys it calls equal.
///
/// In every Mosaic store, keys Swift calls equal are one entry. ``InMemoryStore`` asks `==`
/// itself. A store that writes its keys to a file, such as MosaicSQLite's `SQLiteStore`, finds
/// an entry by the key's encoding instead, after making one spelling of what every `==` of the
/// standard library forgives (a string's Unicode forms, `-0.0` and `0.0`, a set's order). Your
/// own `==` may forgive more: conform to this protocol, and such a store encodes
/// ``canonicalStoreKey`` in place of the key, wherever the key appears (alone, or as a
/// property of a larger key). A key type whose `==` forgives more and that does not conform
/// is kept apart by its encoding: "Alpha" and "alpha" would be two entries.
///
/// ```swift
/// struct Username: Codable, Hashable, Sendable, CanonicalStoreKey {
///     var name: String
///
///     static func == (lhs: Username, rhs: Username) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
///     func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
///
///     var canonicalStoreKey: Username { Username(name: name.lowercased()) }
/// }
/// ```
public protocol CanonicalStoreKey: Hashable {
    /// The spelling a store writes for this key and for every key `==` calls equal to it: it
    /// must be `==` to `self` (a store refuses the key with `.encodingFailed` otherwise), and
    /// keys `==` calls equal must have canonical keys that encode alike.
    ///
    /// ```swift
    /// var canonicalStoreKey: Username { Username(name: name.lowercased()) }
    /// ```
    var canonicalStoreKey: Self { get }
}
