import Foundation
import Mosaic
import Testing

@Suite("DataProvider: cache policies")
struct ProviderPolicyTests {
    let service = ScriptedService<String, [Int]>()
    let store = InMemoryStore<String, [Int]>(name: "lists")
    let clock = TestClock()

    func provider(_ policy: CachePolicy) -> DataProvider<String, [Int]> {
        let clock = clock
        return DataProvider("numbers", service: service, store: store, policy: policy, now: { clock.now })
    }

    @Test("cache first: the service once, then the cache until the value expires, then the service again")
    func cacheFirst() async throws {
        let provider = provider(.cacheFirst(maxAge: 60))
        service.queue("a", .success([1]))
        let first = try await provider.value(for: "a")
        #expect(first.origin == .service && first.value == [1] && !first.isStale)
        #expect(try store.value(for: "a") == [1], "the fetched value is cached")

        clock.advance(by: 59)
        let second = try await provider.value(for: "a")
        #expect(second.origin == .cache && second.value == [1])
        #expect(service.calls == ["a"])

        clock.advance(by: 1)
        service.queue("a", .success([2]))
        let third = try await provider.value(for: "a")
        #expect(third.origin == .service && third.value == [2])
        #expect(service.calls == ["a", "a"])
    }

    @Test("cache first: an expired value is served, flagged stale, when the service fails")
    func cacheFirstStaleOnFailure() async throws {
        let provider = provider(.cacheFirst(maxAge: 60))
        try store.save(["a": [7]], at: clock.now)
        clock.advance(by: 120)
        service.queue("a", .failure(Offline()))
        let fetched = try await provider.value(for: "a")
        #expect(fetched.value == [7] && fetched.origin == .cache)
        #expect(fetched.isStale)
        let problem = try #require(fetched.problem)
        #expect(problem.description == "numbers cannot fetch key a: the service failed (offline)")
    }

    @Test("a stale value is not served when the policy says so: a typed error naming provider, key and cause")
    func noStaleServed() async throws {
        let provider = provider(.cacheFirst(maxAge: 60, servesStaleOnFailure: false))
        try store.save(["a": [7]], at: clock.now)
        clock.advance(by: 120)
        service.queue("a", .failure(Offline()))
        let error = await #expect(throws: ProviderError.self) { try await provider.value(for: "a") }
        #expect(error?.description == "numbers cannot fetch key a: the service failed (offline) and the cached value is stale")
    }

    @Test("no cache and a failing service: the service's failure, typed, naming provider and key")
    func failureWithoutCache() async throws {
        let provider = provider(.cacheFirst())
        service.queue("b", .failure(Offline()))
        let error = await #expect(throws: ProviderError.self) { try await provider.value(for: "b") }
        guard case .serviceFailed(let cause)? = error?.reason else {
            Issue.record("expected serviceFailed, got \(String(describing: error))")
            return
        }
        #expect(cause is Offline)
        #expect(error?.description == "numbers cannot fetch key b: the service failed (offline)")
        #expect(try store.value(for: "b") == nil, "nothing was cached")
    }

    @Test("network first: always the service; the cache when the service fails, with the failure attached")
    func networkFirst() async throws {
        let provider = provider(.networkFirst(maxAge: 60))
        try store.save(["a": [1]], at: clock.now)
        service.queue("a", .success([2]))
        let fresh = try await provider.value(for: "a")
        #expect(fresh.origin == .service && fresh.value == [2])

        service.queue("a", .failure(Offline()))
        let fallback = try await provider.value(for: "a")
        #expect(fallback.origin == .cache && fallback.value == [2])
        #expect(!fallback.isStale, "within maxAge")
        #expect(fallback.problem != nil)

        clock.advance(by: 61)
        service.queue("a", .failure(Offline()))
        let stale = try await provider.value(for: "a")
        #expect(stale.isStale)
    }

    @Test("cache then refresh: two deliveries, the cached value then the fresh one")
    func cacheThenRefresh() async throws {
        let provider = provider(.cacheThenRefresh(maxAge: 60))
        try store.save(["a": [1]], at: clock.now)
        clock.advance(by: 90)
        service.queue("a", .success([2]))
        let deliveries = Recorder<Fetched<[Int]>>()
        try await provider.load("a") { deliveries.append($0) }
        #expect(deliveries.all.map(\.value) == [[1], [2]])
        #expect(deliveries.all.map(\.origin) == [.cache, .service])
        #expect(deliveries.all.map(\.isStale) == [true, false])
        #expect(try store.value(for: "a") == [2])
    }

    @Test("cache then refresh with nothing cached delivers once; a failed refresh re-delivers the cache with the failure")
    func cacheThenRefreshEdges() async throws {
        let provider = provider(.cacheThenRefresh())
        service.queue("a", .success([1]))
        let once = Recorder<Fetched<[Int]>>()
        try await provider.load("a") { once.append($0) }
        #expect(once.all.map(\.value) == [[1]])

        service.queue("a", .failure(Offline()))
        let twice = Recorder<Fetched<[Int]>>()
        try await provider.load("a") { twice.append($0) }
        #expect(twice.all.map(\.value) == [[1], [1]])
        #expect(twice.all.map { $0.problem == nil } == [true, false])
    }

    @Test("the cached value's delivery comes before the service answers (delays controlled by the test)")
    func cachedDeliveryFirst() async throws {
        let provider = provider(.cacheThenRefresh())
        try store.save(["a": [1]], at: clock.now)
        let deliveries = Recorder<[Int]>()
        let load = Task { try await provider.load("a") { deliveries.append($0.value) } }
        #expect(await eventually { service.waiting(for: "a") == 1 })
        #expect(deliveries.all == [[1]], "the cache is shown while the service is still working")
        service.answer("a", with: .success([2]))
        try await load.value
        #expect(deliveries.all == [[1], [2]])
    }

    @Test("a fresh value that cannot be cached is still delivered, with the store's failure attached")
    func saveFailure() async throws {
        let failing = FailingStore<String, [Int]>()
        let clock = clock
        let provider = DataProvider("numbers", service: service, store: failing, policy: .cacheFirst(), now: { clock.now })
        service.queue("a", .success([3]))
        let fetched = try await provider.value(for: "a")
        #expect(fetched.value == [3])
        #expect(fetched.problem?.description == "numbers cannot save key a: cannot save key a in store failing: the storage is full; the store is unchanged")
    }
}

/// A store whose writes all fail as a full disk would, and which holds nothing.
final class FailingStore<Key: Hashable & Sendable, Value: Sendable>: DataStore {
    let name = "failing"
    func entry(for key: Key) -> StoreEntry<Value>? { nil }
    func save(_ values: [Key: Value], at date: Date) throws(DataStoreError) {
        throw DataStoreError(.full, store: name, step: "save", key: values.keys.first.map { "\($0)" })
    }
    func update(_ key: Key, at date: Date, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value? {
        throw DataStoreError(.full, store: name, step: "update", key: "\(key)")
    }
    func removeValue(for key: Key) {}
    func keys() -> [Key] { [] }
    func observe(_ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void) -> StoreObservation {
        StoreObservation {}
    }
    func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation { StoreObservation {} }
}
