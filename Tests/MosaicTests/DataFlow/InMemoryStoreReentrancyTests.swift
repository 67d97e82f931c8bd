import Foundation
import Mosaic
import StoreTestSupport
import Testing

@Suite("InMemoryStore: calls back into the store")
struct InMemoryStoreReentrancyTests {
    @Test("an update's change that uses its own store gets a typed error instead of a deadlock; nothing is written and the store goes on working",
          arguments: StoreCall.allCases)
    func changeUsesItsStore(_ call: StoreCall) throws {
        let store = InMemoryStore<String, Int>(name: "counters")
        try store.save(1, for: "a")
        let outcome = call.insideUpdate(of: store)
        guard case .failed(let error) = outcome else {
            Issue.record("expected a refusal, the update \(outcome)")
            return
        }
        #expect(error.description == "cannot \(call.subject(in: "counters")): called from inside the change given to update for key a in store counters, which holds the store until it returns; read what the change needs before calling update")
        if case .usedInsideUpdate = error.reason {} else { Issue.record("expected .usedInsideUpdate, got \(error)") }
        #expect(try store.value(for: "a") == 1, "the update wrote nothing")
        #expect(try store.value(for: "b") == nil, "the refused call did nothing")
        try store.save(5, for: "b")
        #expect(try store.value(for: "b") == 5)
    }

    @Test("a change that uses another store, which uses the first one in its own change, gets the error too")
    func nestedStores() throws {
        let first = InMemoryStore<String, Int>(name: "first")
        let second = InMemoryStore<String, Int>(name: "second")
        let outcome = finishing(within: 10) { () -> String? in
            do throws(DataStoreError) {
                try first.update("a") { _ in
                    try second.update("b") { _ in try first.value(for: "c") ?? 0 }
                }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(outcome == .some("cannot read key c in store first: called from inside the change given to update for key a in store first, which holds the store until it returns; read what the change needs before calling update"))
        #expect(try first.keys().isEmpty && second.keys().isEmpty)
    }

    @Test("a change may catch the error and go on; its result is written")
    func changeCatchesTheError() throws {
        let store = InMemoryStore<String, Int>(name: "counters")
        let written = finishing(within: 10) {
            try? store.update("a") { _ in (try? store.value(for: "b")).map { _ in -1 } ?? 7 }
        }
        #expect(written == .some(7))
        #expect(try store.value(for: "a") == 7)
    }

    @Test("an observer may read and update the store from its callback; its reads agree with what it hears")
    func observerUsesTheStore() throws {
        let store = InMemoryStore<String, Int>(name: "counters")
        let seen = Recorder<String>()
        let observation = try store.observe("a", sendingCurrent: false) { value in
            let read = try? store.value(for: "a")
            seen.append("heard \(value ?? -1), read \(read.flatMap { $0 } ?? -1)")
            _ = try? store.update("total") { ($0 ?? 0) + (value ?? 0) }
        }
        try store.save(1, for: "a")
        try store.update("a") { ($0 ?? 0) + 1 }
        #expect(seen.all == ["heard 1, read 1", "heard 2, read 2"])
        #expect(try store.value(for: "total") == 3)
        observation.cancel()
    }

    @Test("an update from other tasks while a change runs waits for it: it is not refused")
    func otherTasksWait() async throws {
        let store = InMemoryStore<String, Int>(name: "counters")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<300 {
                        try store.update("n") { old in
                            // Some work inside the change, so that other tasks meet it running.
                            var spin = 0
                            for step in 0..<50 { spin &+= step }
                            return (old ?? 0) + 1 + spin - 1_225
                        }
                        _ = try store.value(for: "n")
                        if task % 2 == 0 { _ = try store.keys() }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.value(for: "n") == 2_400)
    }
}
