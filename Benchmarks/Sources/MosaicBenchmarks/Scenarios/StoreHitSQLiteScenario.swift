import Foundation
import GRDB
import Mosaic
import MosaicSQLite

/// store_hit_sqlite: read a value already in `SQLiteStore` (encode the key, one
/// cached SELECT on a WAL pool reader, decode the JSON value); hand: the same row read from a
/// plain `products(id, value)` table of the same file with a GRDB cached statement, decoded the
/// same way.
enum StoreHitSQLiteScenario: ScenarioDefinition {
    static var name: String { "store_hit_sqlite" }
    static var summary: String {
        "cache hit in SQLiteStore<Int, StoredProduct>.entry(for:) among 1,000 keys; hand: GRDB cached SELECT of the same JSON blob by integer id, decoded with JSONDecoder"
    }
    static var targets: [Target] { [] }

    static func makeContenders() throws -> [Contender] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-benchmarks-store.sqlite").path
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<Int, StoredProduct>(database: database, table: "products")
        var values: [Int: StoredProduct] = [:]
        for id in 0..<StoreKeys.count { values[id] = StoredProduct(id: id) }
        try store.save(values, at: Date())

        let pool = try DatabasePool(path: path)
        let encoder = JSONEncoder()
        try pool.write { db in
            try db.execute(sql: "CREATE TABLE products (id INTEGER PRIMARY KEY, value BLOB NOT NULL)")
            for (id, product) in values {
                try db.execute(sql: "INSERT INTO products VALUES (?, ?)", arguments: [id, try encoder.encode(product)])
            }
        }
        return [
            Contender(.mosaic) { count in
                for index in 0..<count {
                    guard let entry = try store.entry(for: StoreKeys.key(index)) else { throw StoreMiss(key: StoreKeys.key(index)) }
                    blackHole(entry.value)
                }
            },
            Contender(.hand) { count in
                let decoder = JSONDecoder()
                for index in 0..<count {
                    let key = StoreKeys.key(index)
                    let data = try pool.unsafeRead { db in
                        try Data.fetchOne(db.cachedStatement(sql: "SELECT value FROM products WHERE id = ?"), arguments: [key])
                    }
                    guard let data else { throw StoreMiss(key: key) }
                    blackHole(try decoder.decode(StoredProduct.self, from: data))
                }
            },
        ]
    }
}
