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
            let products = SQLiteStore<Int, Product>(database: database, table: "products")
            try products.save([1: Product(id: 1, title: "Boots"), 2: Product(id: 2, title: "Hat")], at: date)
            try products.removeValue(for: 2)
            try database.close()
        }
        let reopened = try SQLiteDatabase(path: path)
        let products = SQLiteStore<Int, Product>(database: reopened, table: "products")
        #expect(try products.entry(for: 1) == StoreEntry(value: Product(id: 1, title: "Boots"), savedAt: date))
        #expect(try products.value(for: 2) == nil)
        #expect(try products.keys() == [1])
        try reopened.close()
    }

    @Test("stores of different tables in one file keep their keys apart")
    func tablesAreSeparate() throws {
        let database = try SQLiteDatabase(path: path)
        let a = SQLiteStore<String, Int>(database: database, table: "a")
        let b = SQLiteStore<String, Int>(database: database, table: "b")
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
        let store = SQLiteStore<Int, String>(database: database, table: "blobs")
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
        let store = SQLiteStore<String, Int>(database: database, table: "numbers")
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
        let store = SQLiteStore<String, Int>(database: database, table: "numbers")
        try store.save(1, for: "a")
        let error = #expect(throws: DataStoreError.self) { try store.update("a") { _ in throw Boom() } }
        #expect(error?.description == #"cannot update key "a" in store catalog.sqlite/numbers: the change threw (boom); the store is unchanged"#)
        #expect(try store.value(for: "a") == 1)
    }

    @Test("a stored value that no longer decodes is a decoding error naming the key, not a crash")
    func undecodableValue() throws {
        let database = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, String>(database: database, table: "products").save("not a product", for: 1)
        let products = SQLiteStore<Int, Product>(database: database, table: "products")
        let error = #expect(throws: DataStoreError.self) { try products.value(for: 1) }
        guard case .decodingFailed? = error?.reason else {
            Issue.record("expected .decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("cannot read key 1 in store catalog.sqlite/products: the stored value cannot be decoded") == true)
    }

    @Test("many tasks updating the same rows lose no update")
    func concurrentUpdates() async throws {
        let database = try SQLiteDatabase(path: path)
        let store = SQLiteStore<String, Int>(database: database, table: "counters")
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
        let store = SQLiteStore<Int, Product>(database: database, table: "products")
        let other = SQLiteStore<Int, Product>(database: database, table: "products")
        try store.save(Product(id: 1, title: "Boots"), for: 1)
        let seen = Recorder<String?>()
        let observation = try store.observe(1) { seen.append($0?.title) }
        try other.update(1) { $0.map { var product = $0; product.title = "Red boots"; return product } }
        try other.removeValue(for: 1)
        observation.cancel()
        try store.save(Product(id: 1, title: "Gone"), for: 1)
        #expect(seen.all == ["Boots", "Red boots", nil])
    }
}

@Suite("SQLiteStore: keys")
struct SQLiteKeyTests {
    @Test("keys of every kind (plain and escaped strings, integers, composite) round-trip and stay apart")
    func keyKinds() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let strings = SQLiteStore<String, Int>(database: database, table: "strings")
        let tricky = ["plain", "with space", "quote\"d", "slash/ed", "back\\slash", "ünïcödé", "line\nbreak", ""]
        for (index, key) in tricky.enumerated() { try strings.save(index, for: key) }
        for (index, key) in tricky.enumerated() { #expect(try strings.value(for: key) == index, "\(key)") }
        #expect(Set(try strings.keys()) == Set(tricky))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = try Set(tricky.map { String(decoding: try encoder.encode($0), as: UTF8.self) })
        let raw = try DatabaseQueue(path: folder.path("keys.sqlite"))
        let stored = try raw.read { db in try String.fetchSet(db, sql: "SELECT key FROM mosaic_entries WHERE store = 'strings'") }
        #expect(stored == expected, "keys are stored exactly as JSONEncoder writes them")
        try raw.close()

        let ints = SQLiteStore<Int, String>(database: database, table: "ints")
        try ints.save([-5: "minus", 0: "zero", Int.max: "max"], at: Date())
        #expect(try ints.value(for: -5) == "minus" && ints.value(for: Int.max) == "max")
        #expect(Set(try ints.keys()) == [-5, 0, Int.max])

        struct Pair: Codable, Hashable, Sendable { var a: Int; var b: String }
        let pairs = SQLiteStore<Pair, Int>(database: database, table: "pairs")
        try pairs.save(1, for: Pair(a: 1, b: "x"))
        #expect(try pairs.value(for: Pair(a: 1, b: "x")) == 1)
        #expect(try pairs.keys() == [Pair(a: 1, b: "x")])
    }
}
