import Foundation
import Mosaic
import Testing

@Suite("InMemoryStore")
struct InMemoryStoreTests {
    let store = InMemoryStore<String, Int>(name: "counters")

    @Test("saves, reads with the save date, lists keys and removes")
    func roundTrip() throws {
        let date = Date(timeIntervalSince1970: 42)
        try store.save(["a": 1, "b": 2], at: date)
        #expect(try store.entry(for: "a") == StoreEntry(value: 1, savedAt: date))
        #expect(try store.keys().sorted() == ["a", "b"])
        try store.removeValue(for: "a")
        #expect(try store.value(for: "a") == nil)
        #expect(try store.value(for: "b") == 2)
    }

    @Test("an update whose change throws leaves the store as it was, and the error names store, key and step")
    func failedUpdate() throws {
        try store.save(["a": 1], at: Date())
        let error = #expect(throws: DataStoreError.self) {
            try store.update("a") { _ in throw Offline() }
        }
        #expect(error?.description == "cannot update key a in store counters: the change threw (offline); the store is unchanged")
        #expect(try store.value(for: "a") == 1)
    }

    @Test("many tasks incrementing the same keys lose no update")
    func concurrentUpdates() async throws {
        let store = store
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<40 {
                group.addTask {
                    for _ in 0..<250 {
                        try store.update("shared") { ($0 ?? 0) + 1 }
                        try store.update("key\(task % 4)") { ($0 ?? 0) + 1 }
                        _ = try store.value(for: "shared")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.value(for: "shared") == 10_000)
        #expect(try (0..<4).map { try store.value(for: "key\($0)") } == [2_500, 2_500, 2_500, 2_500])
    }

    @Test("an observer gets the current value, then every change in order, until cancelled")
    func observation() throws {
        let seen = Recorder<Int?>()
        let observation = try store.observe("a", sendingCurrent: true) { seen.append($0) }
        try store.save(["a": 1], at: Date())
        try store.update("a") { ($0 ?? 0) + 10 }
        try store.save(["b": 5], at: Date())
        try store.removeValue(for: "a")
        observation.cancel()
        try store.save(["a": 99], at: Date())
        #expect(seen.all == [nil, 1, 11, nil])
    }

    @Test("observers of every key hear each change; a released observation stops")
    func observeAll() throws {
        let seen = Recorder<String>()
        var observation: StoreObservation? = store.observeAll { key, value in seen.append("\(key)=\(value.map(String.init) ?? "nil")") }
        try store.save(["a": 1], at: Date())
        try store.removeValue(for: "a")
        #expect(observation != nil)
        observation = nil
        try store.save(["a": 2], at: Date())
        #expect(seen.all == ["a=1", "a=nil"])
    }

    @Test("an observer that writes to the store from its handler does not deadlock, and order holds")
    func reentrantObserver() throws {
        let seen = Recorder<Int?>()
        let store = store
        let observation = try store.observe("a", sendingCurrent: false) { value in
            seen.append(value)
            if let value, value < 3 { try? store.save(["a": value + 1], at: Date()) }
        }
        try store.save(["a": 1], at: Date())
        #expect(seen.all == [1, 2, 3])
        #expect(try store.value(for: "a") == 3)
        observation.cancel()
    }

    @Test("with writers on many tasks, every observer ends at the last committed value, having seen changes in commit order")
    func observersUnderConcurrentWriters() async throws {
        let seen = Recorder<Int?>()
        let store = store
        let observation = try store.observe("n", sendingCurrent: false) { seen.append($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<200 { try store.update("n") { ($0 ?? 0) + 1 } } }
            }
            try await group.waitForAll()
        }
        observation.cancel()
        #expect(seen.all.count == 1_600)
        #expect(seen.all.compactMap { $0 } == Array(1...1_600), "each committed value once, in commit order")
    }

    @Test("changes(of:) is an async sequence of the value now and after each change")
    func changesSequence() async throws {
        var changes = try store.changes(of: "a").makeAsyncIterator()
        #expect(await changes.next() == .some(nil))
        try store.save(["a": 4], at: Date())
        #expect(await changes.next() == 4)
    }
}
