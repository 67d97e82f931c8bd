import Foundation

/// How a ``DataProvider`` combines its cache and its service.
///
/// - ``cacheFirst(maxAge:servesStaleOnFailure:)``: an unexpired cached value is the answer; otherwise fetch.
/// - ``networkFirst(maxAge:servesStaleOnFailure:)``: always fetch; the cache is the fallback when the service fails.
/// - ``cacheThenRefresh(maxAge:servesStaleOnFailure:)``: deliver the cached value at once (if any), then fetch and deliver the fresh one: two results.
///
/// A cached value older than `maxAge` seconds is *stale*. When the service fails, a stale value
/// is served only if `servesStaleOnFailure`, and always with ``Fetched/isStale`` set and the
/// service's failure in ``Fetched/problem``.
///
/// ```swift
/// let provider = DataProvider(service: service, store: store, policy: .cacheFirst(maxAge: 300))
/// ```
public struct CachePolicy: Sendable, Hashable, CustomStringConvertible {
    /// Which source comes first.
    public enum Order: String, Sendable, Hashable {
        /// An unexpired cached value, else the service.
        case cacheFirst
        /// The service, else the cache.
        case networkFirst
        /// The cache at once, then the service.
        case cacheThenRefresh
    }

    /// Which source comes first.
    ///
    /// ```swift
    /// policy.order = .networkFirst
    /// ```
    public var order: Order
    /// Seconds after which a cached value is stale; nil: never.
    ///
    /// ```swift
    /// policy.maxAge = 300   // five minutes
    /// ```
    public var maxAge: TimeInterval?
    /// Whether a stale value may be served (flagged) when the service fails.
    ///
    /// ```swift
    /// policy.servesStaleOnFailure = false
    /// ```
    public var servesStaleOnFailure: Bool

    /// A policy.
    ///
    /// ```swift
    /// let policy = CachePolicy(order: .cacheFirst, maxAge: 60, servesStaleOnFailure: false)
    /// ```
    public init(order: Order, maxAge: TimeInterval? = nil, servesStaleOnFailure: Bool = true) {
        self.order = order
        self.maxAge = maxAge
        self.servesStaleOnFailure = servesStaleOnFailure
    }

    /// An unexpired cached value is the answer; otherwise fetch (and cache).
    ///
    /// ```swift
    /// let policy = CachePolicy.cacheFirst(maxAge: 300)
    /// ```
    public static func cacheFirst(maxAge: TimeInterval? = nil, servesStaleOnFailure: Bool = true) -> CachePolicy {
        CachePolicy(order: .cacheFirst, maxAge: maxAge, servesStaleOnFailure: servesStaleOnFailure)
    }

    /// Always fetch (and cache); fall back to the cache when the service fails.
    ///
    /// ```swift
    /// let policy = CachePolicy.networkFirst(maxAge: 3_600)
    /// ```
    public static func networkFirst(maxAge: TimeInterval? = nil, servesStaleOnFailure: Bool = true) -> CachePolicy {
        CachePolicy(order: .networkFirst, maxAge: maxAge, servesStaleOnFailure: servesStaleOnFailure)
    }

    /// Deliver the cached value at once, then fetch and deliver the fresh one.
    ///
    /// ```swift
    /// let policy = CachePolicy.cacheThenRefresh(maxAge: 60)
    /// ```
    public static func cacheThenRefresh(maxAge: TimeInterval? = nil, servesStaleOnFailure: Bool = true) -> CachePolicy {
        CachePolicy(order: .cacheThenRefresh, maxAge: maxAge, servesStaleOnFailure: servesStaleOnFailure)
    }

    /// Whether a value saved at `savedAt` is stale at `now`.
    public func isExpired(savedAt: Date, now: Date) -> Bool {
        guard let maxAge else { return false }
        return now.timeIntervalSince(savedAt) >= maxAge
    }

    /// `cacheFirst(maxAge: 300, stale on failure)`.
    public var description: String {
        let age = maxAge.map { "maxAge: \($0)" } ?? "no expiry"
        return "\(order.rawValue)(\(age), \(servesStaleOnFailure ? "stale on failure" : "no stale"))"
    }
}
