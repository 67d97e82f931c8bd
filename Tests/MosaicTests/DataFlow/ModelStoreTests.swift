import Foundation
import Mosaic
import StoreTestSupport
import Testing

struct StoredNote: Identifiable, Sendable, Equatable, Codable {
    var id: Int
    var text: String
    var likes = 0
}

@Suite("ModelStore: models passed by id")
struct ModelStoreTests {
    let notes = ModelStore<StoredNote>(InMemoryStore(name: "notes"))

    @Test("a model saved by one party is read by id by another")
    func readByID() throws {
        try notes.save(contentsOf: [StoredNote(id: 1, text: "one"), StoredNote(id: 2, text: "two")])
        #expect(try notes.model(2).text == "two")
        #expect(try notes.modelIfPresent(3) == nil)
    }

    @Test("a missing id is a typed error naming the model type, the id, the store and the step")
    func missingID() throws {
        let error = #expect(throws: ModelStoreError.self) { try notes.model(42) }
        #expect(error?.isMissing == true)
        #expect(error?.description == "no StoredNote with id 42 in store notes (step: read)")
        let update = #expect(throws: ModelStoreError.self) { try notes.update(42) { $0.likes += 1 } }
        #expect(update?.description == "no StoredNote with id 42 in store notes (step: update)")
        #expect(try notes.modelIfPresent(42) == nil, "a failed update creates nothing")
    }

    @Test("a change that throws leaves the model as it was")
    func failedChange() throws {
        try notes.save(StoredNote(id: 1, text: "one"))
        let error = #expect(throws: ModelStoreError.self) {
            try notes.update(1) { note in
                note.text = "half-done"
                throw Offline()
            }
        }
        #expect(error?.description == "cannot update StoredNote with id 1: cannot update key 1 in store notes: the change threw (offline); the store is unchanged")
        #expect(try notes.model(1).text == "one")
    }

    @Test("a change given to update that uses the model store is a typed error naming both steps, not a deadlock; the model stays")
    func changeUsesTheStore() throws {
        try notes.save(contentsOf: [StoredNote(id: 1, text: "one"), StoredNote(id: 2, text: "two")])
        let notes = notes
        let outcome = finishing(within: 10) { () -> String? in
            do throws(ModelStoreError) {
                try notes.update(1) { note in note.text = try notes.model(2).text }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(outcome == .some("cannot update StoredNote with id 1: cannot read key 2 in store notes: called from inside the change given to update for key 1 in store notes, which holds the store until it returns; read what the change needs before calling update"))
        #expect(try notes.model(1).text == "one")
    }

    @Test("concurrent updates from many tasks lose nothing")
    func concurrentUpdates() async throws {
        try notes.save(StoredNote(id: 1, text: "popular"))
        let notes = notes
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { for _ in 0..<100 { try notes.update(1) { $0.likes += 1 } } }
            }
            try await group.waitForAll()
        }
        #expect(try notes.model(1).likes == 2_000)
    }

    @Test("observers of one id hear its changes and its removal; allChanges hears every id")
    func observation() async throws {
        try notes.save(StoredNote(id: 1, text: "one"))
        let seen = Recorder<String?>()
        let observation = try notes.observe(1) { seen.append($0?.text) }
        var all = notes.allChanges().makeAsyncIterator()
        try notes.update(1) { $0.text = "uno" }
        try notes.save(StoredNote(id: 2, text: "two"))
        try notes.remove(1)
        #expect(seen.all == ["one", "uno", nil])
        observation.cancel()
        #expect(await all.next().map { "\($0.id):\($0.model?.text ?? "nil")" } == "1:uno")
        #expect(await all.next().map { "\($0.id):\($0.model?.text ?? "nil")" } == "2:two")
        #expect(await all.next().map { "\($0.id):\($0.model?.text ?? "nil")" } == "1:nil")
    }
}
