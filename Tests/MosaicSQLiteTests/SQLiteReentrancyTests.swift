import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import StoreTestSupport
import Testing

@Suite("SQLiteStore: calls back into the store")
struct SQLiteReentrancyTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase

    init() throws {
        folder = try TemporaryFolder()
        database = try SQLiteDatabase(path: folder.path("catalog.sqlite"))
    }

    @Test("an update's change that uses its own store gets a typed error instead of a crash; nothing is written and the store goes on working",
          arguments: StoreCall.allCases)
    func changeUsesItsStore(_ call: StoreCall) throws {
        let store = try SQLiteStore<String, Int>(database: database, table: "counters")
        try store.save(1, for: "a")
        let outcome = call.insideUpdate(of: store)
        guard case .failed(let error) = outcome else {
            Issue.record("expected a refusal, the update \(outcome)")
            return
        }
        #expect(error.description == "cannot \(call.subject(in: "catalog.sqlite/counters", key: #""b""#)): called from inside the change given to update for key \"a\" in store catalog.sqlite/counters, which holds the database until it returns; read what the change needs before calling update")
        if case .usedInsideUpdate = error.reason {} else { Issue.record("expected .usedInsideUpdate, got \(error)") }
        #expect(try store.value(for: "a") == 1, "the update wrote nothing")
        #expect(try store.value(for: "b") == nil, "the refused call did nothing")
        try store.save(5, for: "b")
        #expect(try store.value(for: "b") == 5)
    }

    @Test("a change that uses another store of the same file gets the error too (the file's write transaction is held)")
    func changeUsesAnotherStoreOfTheFile() throws {
        let counters = try SQLiteStore<String, Int>(database: database, table: "counters")
        let names = try SQLiteStore<Int, String>(database: database, table: "names")
        try names.save("seven", for: 7)
        let outcome = finishing(within: 10) { () -> String? in
            do throws(DataStoreError) {
                try counters.update("a") { _ in try names.value(for: 7)?.count }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(outcome == .some("cannot read key 7 in store catalog.sqlite/names: called from inside the change given to update for key \"a\" in store catalog.sqlite/counters, which holds the database until it returns; read what the change needs before calling update"))
        #expect(try counters.keys().isEmpty)
        let other = try SQLiteDatabase(path: folder.path("other.sqlite"))
        let elsewhere = try SQLiteStore<Int, String>(database: other, table: "names")
        try elsewhere.save("eight", for: 8)
        #expect(try counters.update("a") { _ in try elsewhere.value(for: 8)?.count } == 5, "a store of another file may be used")
        try other.close()
    }

    @Test("closing the database from inside an update's change is refused the same way; the database stays open")
    func changeClosesTheDatabase() throws {
        let store = try SQLiteStore<String, Int>(database: database, table: "counters")
        let database = database
        let outcome = finishing(within: 10) { () -> String? in
            do throws(DataStoreError) {
                try store.update("a") { _ in
                    try database.close()
                    return 1
                }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(outcome == .some("cannot close store catalog.sqlite: called from inside the change given to update for key \"a\" in store catalog.sqlite/counters, which holds the database until it returns; read what the change needs before calling update"))
        try store.save(2, for: "a")
        #expect(try store.value(for: "a") == 2)
    }

    @Test("an observer may read and update the store from its callback; its reads agree with what it hears")
    func observerUsesTheStore() throws {
        let store = try SQLiteStore<String, Int>(database: database, table: "counters")
        let seen = Recorder<String>()
        let observation = try store.observe("a", sendingCurrent: false) { value in
            let read = try? store.value(for: "a")
            seen.append("heard \(value ?? -1), read \(read.flatMap { $0 } ?? -1)")
            _ = try? store.update("total") { ($0 ?? 0) + (value ?? 0) }
            if let value, value < 3 { try? store.save(value + 1, for: "a") }
        }
        try store.save(1, for: "a")
        #expect(seen.all == ["heard 1, read 1", "heard 2, read 2", "heard 3, read 3"])
        #expect(try store.value(for: "total") == 6)
        observation.cancel()
    }

    @Test("a model store over SQLite: a change that reads another model is a typed error, and the model stays")
    func modelStoreChange() throws {
        let products = ModelStore<Product>(try SQLiteStore(database: database, table: "products"))
        try products.save(contentsOf: [Product(id: 1, title: "Boots"), Product(id: 2, title: "Hat")])
        let outcome = finishing(within: 10) { () -> String? in
            do throws(ModelStoreError) {
                try products.update(1) { product in product.title = try products.model(2).title }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(outcome == .some("cannot update Product with id 1: cannot read key 2 in store catalog.sqlite/products: called from inside the change given to update for key 1 in store catalog.sqlite/products, which holds the database until it returns; read what the change needs before calling update"))
        #expect(try products.model(1).title == "Boots")
    }

    @Test("reads and updates from other tasks while a change runs wait for it: they are not refused")
    func otherTasksWait() async throws {
        let store = try SQLiteStore<String, Int>(database: database, table: "counters")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<40 {
                        try store.update("n") { ($0 ?? 0) + 1 }
                        _ = try store.value(for: "n")
                        _ = try store.keys()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.value(for: "n") == 160)
    }
}
