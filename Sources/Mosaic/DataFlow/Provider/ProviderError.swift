/// Why a ``DataProvider`` could not deliver a value: each error names the provider, the key and
/// the step.
///
/// ```swift
/// do { _ = try await provider.value(for: "shoes") }
/// catch { print(error) }   // "catalog cannot fetch key shoes: the service failed (timed out)"
/// ```
public struct ProviderError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .serviceFailed(let cause) = error.reason { log(cause) }
    /// ```
    public enum Reason: Sendable {
        /// The service threw, and no cached value could be served instead.
        case serviceFailed(any Error)
        /// The service failed and the only cached value is stale, which the policy does not serve.
        case onlyStaleCache(serviceError: any Error)
        /// The store failed (reading the cache, or saving a fresh value).
        case storeFailed(DataStoreError)
        /// The task asking was cancelled.
        case cancelled
    }

    /// What went wrong.
    ///
    /// ```swift
    /// if case .storeFailed(let store) = error.reason { log(store) }
    /// ```
    public let reason: Reason
    /// The provider's name.
    public let provider: String
    /// The key, as text.
    public let key: String
    /// The step: `fetch`, `read cache`, `save`.
    public let step: String

    /// Describes a failure.
    ///
    /// ```swift
    /// let error = ProviderError(.cancelled, provider: "catalog", key: "shoes", step: "fetch")
    /// ```
    public init(_ reason: Reason, provider: String, key: String, step: String) {
        self.reason = reason
        self.provider = provider
        self.key = key
        self.step = step
    }

    /// Whether the asking task was cancelled (nothing to show the user).
    ///
    /// ```swift
    /// guard !error.isCancellation else { return }
    /// ```
    public var isCancellation: Bool {
        if case .cancelled = reason { return true }
        return false
    }

    /// One sentence naming the provider, the step, the key and the cause.
    public var description: String {
        let subject = "\(provider) cannot \(step) key \(key)"
        switch reason {
        case .serviceFailed(let error):
            return "\(subject): the service failed (\(error))"
        case .onlyStaleCache(let error):
            return "\(subject): the service failed (\(error)) and the cached value is stale"
        case .storeFailed(let error):
            return "\(subject): \(error)"
        case .cancelled:
            return "\(subject): cancelled"
        }
    }
}
