import Foundation

/// YARCH's Provider: data access for an interactor. It fetches through a ``DataService`` and
/// caches in a ``DataStore`` following a ``CachePolicy``. Concurrent requests for one key share
/// one fetch; service failures surface as ``ProviderError``; a stale cached value may be served,
/// flagged (``Fetched/isStale``, ``Fetched/problem``).
///
/// ```swift
/// builder.register { (service: CatalogService, store: InMemoryStore<String, [CatalogModel]>) in
///     DataProvider("catalog", service: service, store: store, policy: .cacheThenRefresh(maxAge: 300))
/// }.lifetime(.container())
///
/// try await provider.load("shoes") { fetched in show(fetched.value, stale: fetched.isStale) }
/// ```
public final class DataProvider<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The provider's name, used in errors.
    public let name: String
    /// The policy used when a call names none.
    public let policy: CachePolicy
    private let fetch: @Sendable (Key) async throws -> Value
    private let store: AnyDataStore<Key, Value>
    private let now: @Sendable () -> Date
    private let fetches = SharedFetches<Key, FreshValue>()

    /// A value just fetched, and whether caching it failed.
    struct FreshValue: Sendable {
        let value: Value
        let savedAt: Date
        let saveError: DataStoreError?
    }

    /// Makes a provider. `now` is the clock expiry is measured with (tests pass their own).
    ///
    /// ```swift
    /// let provider = DataProvider("catalog", service: CatalogService(api: api),
    ///                             store: InMemoryStore(), policy: .cacheFirst(maxAge: 300))
    /// ```
    public init<Service: DataService, Store: DataStore>(
        _ name: String? = nil, service: Service, store: Store, policy: CachePolicy,
        now: @escaping @Sendable () -> Date = { Date() }
    ) where Service.Key == Key, Service.Value == Value, Store.Key == Key, Store.Value == Value {
        self.name = name ?? "provider of \(Value.self)"
        self.policy = policy
        self.fetch = { key in try await service.fetch(key) }
        self.store = AnyDataStore(store)
        self.now = now
    }

    /// Delivers the value for `key` as the policy says: once, or twice for
    /// ``CachePolicy/cacheThenRefresh(maxAge:servesStaleOnFailure:)`` when something was cached
    /// (the cached value, then the fresh one). Throws when nothing can be delivered, or when the
    /// refresh after a cached delivery fails and the policy serves no stale value.
    ///
    /// ```swift
    /// try await provider.load("shoes", policy: .cacheThenRefresh()) { fetched in
    ///     await respond(.init(items: fetched.value, isStale: fetched.isStale))
    /// }
    /// ```
    public func load(
        _ key: Key, policy: CachePolicy? = nil, deliver: (Fetched<Value>) async -> Void
    ) async throws(ProviderError) {
        let last = try await run(key, policy: policy ?? self.policy, early: deliver)
        await deliver(last)
    }

    /// The value for `key` as the policy says; for
    /// ``CachePolicy/cacheThenRefresh(maxAge:servesStaleOnFailure:)``, the last (freshest) one.
    ///
    /// ```swift
    /// let fetched = try await provider.value(for: "shoes")
    /// ```
    public func value(for key: Key, policy: CachePolicy? = nil) async throws(ProviderError) -> Fetched<Value> {
        try await run(key, policy: policy ?? self.policy, early: { _ in })
    }

    /// How many callers wait for the fetch of `key` that is running now (0 when none runs): lets
    /// tests start many callers and answer the one shared fetch only once all of them wait.
    package func waitingCount(for key: Key) -> Int {
        fetches.waitingCount(for: key)
    }

    /// Runs `policy` for `key`: hands any early (cached) delivery to `early` and returns the last.
    private func run(
        _ key: Key, policy: CachePolicy, early: (Fetched<Value>) async -> Void
    ) async throws(ProviderError) -> Fetched<Value> {
        let cached = readCache(key)
        switch policy.order {
        case .cacheFirst:
            if let entry = cached, !policy.isExpired(savedAt: entry.savedAt, now: now()) {
                return Fetched(value: entry.value, origin: .cache, savedAt: entry.savedAt)
            }
        case .networkFirst:
            break
        case .cacheThenRefresh:
            if let entry = cached {
                let stale = policy.isExpired(savedAt: entry.savedAt, now: now())
                await early(Fetched(value: entry.value, origin: .cache, savedAt: entry.savedAt, isStale: stale))
            }
        }
        return try await fetchOrFallBack(key, cached: cached, policy: policy)
    }

    /// The cached entry, or nil when there is none or it cannot be read (a damaged entry is a
    /// miss: the service replaces it).
    private func readCache(_ key: Key) -> StoreEntry<Value>? {
        try? store.entry(for: key)
    }

    private func fetchOrFallBack(
        _ key: Key, cached: StoreEntry<Value>?, policy: CachePolicy
    ) async throws(ProviderError) -> Fetched<Value> {
        let failure: ProviderError
        do {
            let fresh = try await fetchShared(key)
            let problem = fresh.saveError.map { ProviderError(.storeFailed($0), provider: name, key: "\(key)", step: "save") }
            return Fetched(value: fresh.value, origin: .service, savedAt: fresh.savedAt, problem: problem)
        } catch {
            failure = error
        }
        guard !failure.isCancellation, let entry = cached else { throw failure }
        let stale = policy.isExpired(savedAt: entry.savedAt, now: now())
        if stale && !policy.servesStaleOnFailure {
            guard case .serviceFailed(let cause) = failure.reason else { throw failure }
            throw ProviderError(.onlyStaleCache(serviceError: cause), provider: name, key: "\(key)", step: "fetch")
        }
        return Fetched(value: entry.value, origin: .cache, savedAt: entry.savedAt, isStale: stale, problem: failure)
    }

    /// Fetches `key` once for every caller asking meanwhile, and caches the value.
    private func fetchShared(_ key: Key) async throws(ProviderError) -> FreshValue {
        let (fetch, store, now) = (self.fetch, self.store, self.now)
        do {
            return try await fetches.run(key) {
                let value: Value
                do {
                    value = try await fetch(key)
                } catch {
                    throw ServiceFailure(underlying: error)
                }
                let date = now()
                do throws(DataStoreError) {
                    try store.save([key: value], at: date)
                    return FreshValue(value: value, savedAt: date, saveError: nil)
                } catch {
                    return FreshValue(value: value, savedAt: date, saveError: error)
                }
            }
        } catch let failure as ServiceFailure {
            throw ProviderError(.serviceFailed(failure.underlying), provider: name, key: "\(key)", step: "fetch")
        } catch {
            throw ProviderError(.cancelled, provider: name, key: "\(key)", step: "fetch")
        }
    }
}

/// Marks an error thrown by the service (anything else out of a shared fetch is a cancellation).
private struct ServiceFailure: Error {
    let underlying: any Error
}
