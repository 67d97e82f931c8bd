import Foundation

/// A value a ``DataProvider`` delivers, with where it came from and how fresh it is.
///
/// ```swift
/// let fetched = try await provider.value(for: "shoes")
/// if fetched.isStale { showBanner("Offline: showing saved data") }
/// ```
public struct Fetched<Value: Sendable>: Sendable {
    /// Where a delivered value came from.
    public enum Origin: String, Sendable, Hashable {
        /// The provider's store.
        case cache
        /// The service, just now.
        case service
    }

    /// The value.
    ///
    /// ```swift
    /// show(fetched.value)
    /// ```
    public let value: Value
    /// Where it came from.
    ///
    /// ```swift
    /// if fetched.origin == .cache { showSpinner() }
    /// ```
    public let origin: Origin
    /// When it was saved (for a fresh value: when it was fetched).
    ///
    /// ```swift
    /// label.text = formats.date(fetched.savedAt, time: true)
    /// ```
    public let savedAt: Date
    /// Whether it is older than the policy's `maxAge`.
    ///
    /// ```swift
    /// banner.isHidden = !fetched.isStale
    /// ```
    public let isStale: Bool
    /// A failure that did not stop delivery: the service failed and the cache was served, or a
    /// fresh value could not be cached.
    ///
    /// ```swift
    /// if let problem = fetched.problem { log(problem) }
    /// ```
    public let problem: ProviderError?

    /// Describes a delivery.
    ///
    /// ```swift
    /// let fetched = Fetched(value: models, origin: .cache, savedAt: date, isStale: true)
    /// ```
    public init(value: Value, origin: Origin, savedAt: Date, isStale: Bool = false, problem: ProviderError? = nil) {
        self.value = value
        self.origin = origin
        self.savedAt = savedAt
        self.isStale = isStale
        self.problem = problem
    }
}
