import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import Testing

@Suite("SQLiteStore: round trips, reopening, failed writes")
struct SQLiteStoreTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("catalog.sqlite")
    }

    @Test("values round-trip with their save date, and survive closing and reopening the file")
    func survivesReopen() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        do {
            let database = try SQLiteDatabase(path: path)
            let products = try SQLiteStore<Int, Product>(database: database, table: "products")
            try products.save([1: Product(id: 1, title: "Boots"), 2: Product(id: 2, title: "Hat")], at: date)
            try products.removeValue(for: 2)
            try database.close()
        }
        let reopened = try SQLiteDatabase(path: path)
        let products = try SQLiteStore<Int, Product>(database: reopened, table: "products")
        #expect(try products.entry(for: 1) == StoreEntry(value: Product(id: 1, title: "Boots"), savedAt: date))
        #expect(try products.value(for: 2) == nil)
        #expect(try products.keys() == [1])
        try reopened.close()
    }

    @Test("close() after writes and reads leaves everything in the .sqlite file: a copy of it alone has every value, and no -wal or -shm is left")
    func closeCheckpoints() async throws {
        let database = try SQLiteDatabase(path: path)
        let products = try SQLiteStore<Int, Product>(database: database, table: "products")
        for id in 1...50 { try products.save(Product(id: id, title: "item \(id)"), for: id) }
        // Reads on several reader connections at once, so that readers outlive the writer.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for id in 1...50 { _ = try products.value(for: id) } }
            }
            try await group.waitForAll()
        }
        try database.close()
        #expect(try FolderSnapshot(folder.url).files.keys.sorted() == ["catalog.sqlite"])

        let copy = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: path, toPath: copy.path("copy.sqlite"))
        let copied = try SQLiteDatabase(path: copy.path("copy.sqlite"))
        let copiedProducts = try SQLiteStore<Int, Product>(database: copied, table: "products")
        #expect(try copiedProducts.keys().count == 50)
        #expect(try copiedProducts.value(for: 50)?.title == "item 50")
        try copied.close()
    }

    @Test("close() while another connection is reading still closes; the log stays beside the file and the next open has every value")
    func closeWhileAnotherReads() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<Int, String>(database: database, table: "t")
        try store.save("kept", for: 1)
        let other = try DatabasePool(path: path)
        try other.read { db in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM mosaic_entries") == 1)
            try database.close()
        }
        try other.close()
        let reopened = try SQLiteDatabase(path: path)
        #expect(try SQLiteStore<Int, String>(database: reopened, table: "t").value(for: 1) == "kept")
        try reopened.close()
    }

    @Test("stores of different tables in one file keep their keys apart")
    func tablesAreSeparate() throws {
        let database = try SQLiteDatabase(path: path)
        let a = try SQLiteStore<String, Int>(database: database, table: "a")
        let b = try SQLiteStore<String, Int>(database: database, table: "b")
        try a.save(1, for: "k")
        try b.save(2, for: "k")
        #expect(try a.value(for: "k") == 1 && b.value(for: "k") == 2)
        #expect(a.name == "catalog.sqlite/a")
    }

    @Test("a full disk (simulated with max_page_count) fails the write, names the store, and leaves every value as it was")
    func diskFull() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA max_page_count = 12") }
        let database = try SQLiteDatabase(path: path, configuration: configuration)
        let store = try SQLiteStore<Int, String>(database: database, table: "blobs")
        try store.save("small", for: 0)
        let seen = Recorder<String?>()
        let observation = try store.observe(0, sendingCurrent: false) { seen.append($0) }
        var batch: [Int: String] = [0: "replaced"]
        for key in 1...40 { batch[key] = String(repeating: "x", count: 2_000) }
        let error = #expect(throws: DataStoreError.self) { try store.save(batch, at: Date()) }
        guard case .full? = error?.reason else {
            Issue.record("expected .full, got \(String(describing: error))")
            return
        }
        #expect(error?.description == "cannot save store catalog.sqlite/blobs: the storage is full; the store is unchanged")
        #expect(try store.keys() == [0])
        #expect(try store.value(for: 0) == "small")
        #expect(seen.all.isEmpty, "a write that failed is not reported to observers")
        observation.cancel()
    }

    @Test("a row the database refuses (a constraint) fails the whole batch; the error names the key")
    func constraintViolated() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<String, Int>(database: database, table: "numbers")
        try store.save(1, for: "kept")
        // A rule of the kind an app's schema may add: no key named "forbidden".
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in
            try db.execute(sql: """
                CREATE TRIGGER no_forbidden BEFORE INSERT ON mosaic_entries
                WHEN NEW.key = '"forbidden"' BEGIN SELECT RAISE(ABORT, 'forbidden key'); END
                """)
        }
        try raw.close()
        let single = #expect(throws: DataStoreError.self) { try store.save(2, for: "forbidden") }
        #expect(single?.description == #"cannot save key "forbidden" in store catalog.sqlite/numbers: the database refused the write (forbidden key); the store is unchanged"#)
        #expect(throws: DataStoreError.self) { try store.save(["new": 3, "forbidden": 4, "kept": 5], at: Date()) }
        #expect(try store.keys() == ["kept"])
        #expect(try store.value(for: "kept") == 1)
    }

    @Test("an update whose change throws writes nothing")
    func failedUpdate() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<String, Int>(database: database, table: "numbers")
        try store.save(1, for: "a")
        let error = #expect(throws: DataStoreError.self) { try store.update("a") { _ in throw Boom() } }
        #expect(error?.description == #"cannot update key "a" in store catalog.sqlite/numbers: the change threw (boom); the store is unchanged"#)
        #expect(try store.value(for: "a") == 1)
    }

    @Test("a stored value that no longer decodes (a changed model type) is a decoding error naming the key, not a crash")
    func undecodableValue() throws {
        let database = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, Product>(database: database, table: "products").save(Product(id: 1, title: "Boots"), for: 1)
        try database.close()
        // An older build of the app kept another shape under the same table.
        let raw = try DatabaseQueue(path: path)
        try raw.write { db in try db.execute(sql: #"UPDATE mosaic_entries SET value = CAST('"not a product"' AS BLOB)"#) }
        try raw.close()
        let reopened = try SQLiteDatabase(path: path)
        let products = try SQLiteStore<Int, Product>(database: reopened, table: "products")
        let error = #expect(throws: DataStoreError.self) { try products.value(for: 1) }
        guard case .decodingFailed? = error?.reason else {
            Issue.record("expected .decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("cannot read key 1 in store catalog.sqlite/products: the stored value cannot be decoded") == true)
        try reopened.close()
    }

    @Test("a second key or value type on one table is a typed error naming both; the stores of the first type keep hearing each other")
    func oneTypePairPerTable() throws {
        let database = try SQLiteDatabase(path: path)
        let products = try SQLiteStore<Int, Product>(database: database, table: "products")
        let seen = Recorder<String?>()
        let observation = try products.observe(1, sendingCurrent: false) { seen.append($0?.title) }
        let otherValue = #expect(throws: DataStoreError.self) { try SQLiteStore<Int, String>(database: database, table: "products") }
        #expect(otherValue?.description == "cannot open store catalog.sqlite/products: the table already holds values of type Product under keys of type Int in this database, not String under Int; one table holds one key type and one value type")
        if case .conflictingTypes? = otherValue?.reason {} else { Issue.record("expected .conflictingTypes, got \(String(describing: otherValue))") }
        let otherKey = #expect(throws: DataStoreError.self) { try SQLiteStore<String, Product>(database: database, table: "products") }
        #expect(otherKey?.description == "cannot open store catalog.sqlite/products: the table already holds values of type Product under keys of type Int in this database, not Product under String; one table holds one key type and one value type")
        try SQLiteStore<Int, Product>(database: database, table: "products").save(Product(id: 1, title: "Boots"), for: 1)
        #expect(seen.all == ["Boots"], "the first store's observers still hear stores of its type")
        #expect(try SQLiteStore<Int, String>(database: database, table: "notes").name == "catalog.sqlite/notes", "another table takes other types")
        observation.cancel()
    }

    @Test("many tasks updating the same rows lose no update")
    func concurrentUpdates() async throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<String, Int>(database: database, table: "counters")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for _ in 0..<25 {
                        try store.update("shared") { ($0 ?? 0) + 1 }
                        try store.update("key\(task % 2)") { ($0 ?? 0) + 1 }
                        _ = try store.value(for: "shared")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.value(for: "shared") == 400)
        #expect(try store.value(for: "key0") == 200 && store.value(for: "key1") == 200)
    }

    @Test("observers hear the current value, then committed changes in order, also from another store value of the same table")
    func observation() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<Int, Product>(database: database, table: "products")
        let other = try SQLiteStore<Int, Product>(database: database, table: "products")
        try store.save(Product(id: 1, title: "Boots"), for: 1)
        let seen = Recorder<String?>()
        let observation = try store.observe(1) { seen.append($0?.title) }
        try other.update(1) { $0.map { var product = $0; product.title = "Red boots"; return product } }
        try other.removeValue(for: 1)
        observation.cancel()
        try store.save(Product(id: 1, title: "Gone"), for: 1)
        #expect(seen.all == ["Boots", "Red boots", nil])
    }

    @Test("observers hear writes made through their own database only: another connection's write (as from another process) is read, not heard")
    func observersHearThisProcessOnly() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<Int, String>(database: database, table: "notes")
        let heard = Recorder<String?>()
        let observation = try store.observe(1, sendingCurrent: false) { heard.append($0) }
        // A second SQLiteDatabase on the file stands for an app extension writing it.
        let otherProcess = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, String>(database: otherProcess, table: "notes").save("from elsewhere", for: 1)
        #expect(try store.value(for: 1) == "from elsewhere", "reads see the other writer's commit")
        #expect(heard.all.isEmpty, "observers do not hear it")
        try store.save("from here", for: 1)
        #expect(heard.all == ["from here"])
        observation.cancel()
        try otherProcess.close()
        try database.close()
    }
}
