import Foundation
import Mosaic
import Testing

@Suite("DataProvider: shared fetches and cancellation")
struct SharedFetchTests {
    let service = ScriptedService<String, Int>()
    let store = InMemoryStore<String, Int>(name: "numbers")

    @Test("many concurrent requests for one key share one fetch; another key gets its own")
    func oneFetchPerKey() async throws {
        let provider = DataProvider("numbers", service: service, store: store, policy: .networkFirst())
        let results = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<50 { group.addTask { try await provider.value(for: "a").value } }
                group.addTask { try await provider.value(for: "b").value }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(await eventually { provider.waitingCount(for: "a") == 50 && service.waiting(for: "b") == 1 })
        #expect(service.waiting(for: "a") == 1, "one fetch for fifty callers")
        service.answer("a", with: .success(1))
        service.answer("b", with: .success(2))
        let values = try await results.value
        #expect(values.filter { $0 == 1 }.count == 50 && values.filter { $0 == 2 }.count == 1)
        #expect(service.calls.sorted() == ["a", "b"])
        #expect(try store.value(for: "a") == 1)
    }

    @Test("a cancelled caller stops waiting at once; the shared fetch goes on for the others")
    func cancelOneWaiter() async throws {
        let provider = DataProvider("numbers", service: service, store: store, policy: .networkFirst())
        let first = Task { try await provider.value(for: "a").value }
        let second = Task { try await provider.value(for: "a").value }
        #expect(await eventually { provider.waitingCount(for: "a") == 2 })
        first.cancel()
        let error = await #expect(throws: ProviderError.self) { try await first.value }
        #expect(error?.isCancellation == true)
        #expect(error?.description == "numbers cannot fetch key a: cancelled")
        #expect(service.cancellations == 0, "the fetch still has a caller")
        service.answer("a", with: .success(5))
        #expect(try await second.value == 5)
    }

    @Test("when every caller is cancelled, the fetch is cancelled too, and the next request starts a new one")
    func cancelAllWaiters() async throws {
        let provider = DataProvider("numbers", service: service, store: store, policy: .networkFirst())
        let first = Task { try await provider.value(for: "a").value }
        #expect(await eventually { service.waiting(for: "a") == 1 })
        first.cancel()
        _ = await first.result
        #expect(await eventually { service.cancellations == 1 })
        service.queue("a", .success(9))
        #expect(try await provider.value(for: "a").value == 9)
        #expect(service.calls == ["a", "a"])
    }

    @Test("a caller already cancelled gets a cancellation and starts no fetch")
    func alreadyCancelled() async throws {
        let provider = DataProvider("numbers", service: service, store: store, policy: .networkFirst())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await provider.value(for: "a")
        }
        let error = await #expect(throws: ProviderError.self) { try await task.value }
        #expect(error?.isCancellation == true)
        #expect(service.calls.isEmpty)
    }
}
