import Foundation
internal import GRDB
import Mosaic

/// A persistent `DataStore` in an ``SQLiteDatabase``: values are encoded as JSON,
/// keyed by their JSON-encoded key, in the rows of `table` (a name; all stores share one SQL
/// table). Each write is one transaction, so a write that fails (a full disk, a refused row)
/// leaves the store as it was; ``update(_:at:_:)`` reads and writes in one transaction, so
/// concurrent updates lose nothing.
///
/// Keys Swift calls equal are one row, as in a `Dictionary`: a row is found by the key's
/// encoding, made one spelling for all equal keys. Every string in it is put in Unicode
/// normalization form C ("é" typed as one character or as "e" and an accent), -0.0 becomes
/// 0.0, and the elements of sets (and of dictionaries whose keys are not strings or integers)
/// are put in one order. A key type whose `==` forgives more than that (a name compared
/// without regard to case) conforms to `CanonicalStoreKey`, and its canonical key is written
/// in its place, alone or inside a larger key; ``keys()`` then lists that spelling. Without the
/// conformance, keys it calls equal but encodes apart are two rows.
///
/// `update`'s change runs inside the database's write transaction: any store of the same
/// database used from inside it throws `.usedInsideUpdate` (see ``update(_:at:_:)``).
///
/// Once its database is closed, every operation throws `.closed` and changes nothing. A store
/// of a database opened with ``SQLiteDatabase/init(readingOnly:)`` reads, lists and observes;
/// its writes throw `.readOnly` (an update without running its change).
///
/// ```swift
/// let database = try SQLiteDatabase(path: path)
/// let models = try SQLiteStore<Int, CatalogModel>(database: database, table: "models")
/// try models.save(model, for: model.id)
/// ```
public struct SQLiteStore<Key: Hashable & Sendable & Codable, Value: Sendable & Codable>: DataStore {
    /// `file/table`, used in errors.
    public let name: String
    /// The name the store's rows are kept under.
    public let table: String
    private let database: SQLiteDatabase
    private let hub: ChangeHub<Key, Value>

    /// A store for `table` in `database`. Any number of stores may be made for one table; they
    /// share its rows and its observers. The first one fixes the table's key and value types:
    /// a store of other types on the same table throws a `DataStoreError` with reason
    /// `.conflictingTypes` naming both.
    ///
    /// ```swift
    /// let store = try SQLiteStore<String, [CatalogModel]>(database: database, table: "catalog lists")
    /// ```
    public init(database: SQLiteDatabase, table: String) throws(DataStoreError) {
        self.database = database
        self.table = table
        self.name = "\(SQLiteDatabase.fileName(database.path))/\(table)"
        switch database.hubs.hub(for: table, Key.self, Value.self) {
        case .success(let hub): self.hub = hub
        case .failure(let conflict): throw DataStoreError(.conflictingTypes(conflict.message), store: name, step: "open")
        }
    }

    /// The value saved under `key` and when, or nil.
    ///
    /// ```swift
    /// let entry = try store.entry(for: 7)
    /// ```
    public func entry(for key: Key) throws(DataStoreError) -> StoreEntry<Value>? {
        let keyText = try encodeKey(key, step: "read")
        try database.updates.check(store: name, step: "read", key: keyText)
        try database.checkOpen(store: name, step: "read", key: keyText)
        let row: (Data, Double)?
        do {
            row = try database.connection.savedRow(table: table, key: keyText)
        } catch {
            throw database.failure(error, store: name, step: "read", key: keyText)
        }
        guard let (data, savedAt) = row else { return nil }
        return StoreEntry(value: try decode(data, key: keyText), savedAt: Date(timeIntervalSince1970: savedAt))
    }

    /// Saves every value in one transaction: all or nothing.
    ///
    /// ```swift
    /// try store.save([1: first, 2: second], at: Date())
    /// ```
    public func save(_ values: [Key: Value], at date: Date) throws(DataStoreError) {
        var rows: [(key: Key, text: String, data: Data, value: Value)] = []
        for (key, value) in values {
            let text = try encodeKey(key, step: "save")
            rows.append((key, text, try encode(value, key: text, step: "save"), value))
        }
        let keyText = rows.count == 1 ? rows[0].text : nil
        try database.updates.check(store: name, step: "save", key: keyText)
        let pool = try database.writer(store: name, step: "save", key: keyText)
        let hub = hub
        do {
            try pool.write { db in
                let statement = try db.cachedStatement(sql: EntrySQL.upsert)
                for row in rows {
                    try statement.execute(arguments: [table, row.text, row.data, date.timeIntervalSince1970])
                }
                let changes = rows.map { ($0.key, $0.value) }
                db.afterNextTransaction { _ in
                    for (key, value) in changes { hub.enqueue(key, value) }
                }
            }
        } catch {
            throw database.failure(error, store: name, step: "save", key: keyText)
        }
        hub.deliver()
    }

    /// Reads, changes and writes the value under `key` in one transaction; when `transform`
    /// throws, nothing changes. `transform` runs while this store's database holds its write
    /// transaction: an operation of any store of the same ``SQLiteDatabase`` called from inside
    /// it throws `.usedInsideUpdate` instead of waiting for that transaction (stores of another
    /// file may be used).
    ///
    /// ```swift
    /// try store.update(7, at: Date()) { old in (old ?? 0) + 1 }
    /// ```
    @discardableResult
    public func update(_ key: Key, at date: Date, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value? {
        let keyText = try encodeKey(key, step: "update")
        let updates = database.updates
        try updates.check(store: name, step: "update", key: keyText)
        let pool = try database.writer(store: name, step: "update", key: keyText)
        let hub = hub
        let result: Value?
        do {
            result = try pool.write { db -> Value? in
                // Decoding, the change and encoding run the app's code while the writer is held.
                let (new, data) = try updates.runChange(key: keyText, store: name) { () throws -> (Value?, Data?) in
                    let old = try Connection.savedRow(in: db, table: table, key: keyText)
                        .map { row throws(DataStoreError) -> Value in try decode(row.0, key: keyText) }
                    let new: Value?
                    do {
                        new = try transform(old)
                    } catch let refusal as DataStoreError where UpdateGuard.isRefusal(refusal) {
                        throw refusal
                    } catch {
                        throw DataStoreError(.transformFailed(error), store: name, step: "update", key: keyText)
                    }
                    return (new, try new.map { new throws(DataStoreError) in try encode(new, key: keyText, step: "update") })
                }
                if let data {
                    try db.cachedStatement(sql: EntrySQL.upsert).execute(arguments: [table, keyText, data, date.timeIntervalSince1970])
                } else {
                    try db.cachedStatement(sql: EntrySQL.delete).execute(arguments: [table, keyText])
                }
                db.afterNextTransaction { _ in hub.enqueue(key, new) }
                return new
            }
        } catch {
            throw database.failure(error, store: name, step: "update", key: keyText)
        }
        hub.deliver()
        return result
    }

    /// Removes the value under `key`, if any.
    ///
    /// ```swift
    /// try store.removeValue(for: 7)
    /// ```
    public func removeValue(for key: Key) throws(DataStoreError) {
        let keyText = try encodeKey(key, step: "remove")
        try database.updates.check(store: name, step: "remove", key: keyText)
        let pool = try database.writer(store: name, step: "remove", key: keyText)
        let hub = hub
        do {
            try pool.write { db in
                try db.cachedStatement(sql: EntrySQL.delete).execute(arguments: [table, keyText])
                if db.changesCount > 0 {
                    db.afterNextTransaction { _ in hub.enqueue(key, nil) }
                }
            }
        } catch {
            throw database.failure(error, store: name, step: "remove", key: keyText)
        }
        hub.deliver()
    }

    /// Every key that has a value.
    ///
    /// ```swift
    /// let ids = try store.keys()
    /// ```
    public func keys() throws(DataStoreError) -> [Key] {
        try database.updates.check(store: name, step: "read", key: nil)
        try database.checkOpen(store: name, step: "read", key: nil)
        let texts: [String]
        do {
            texts = try database.connection.keyTexts(table: table)
        } catch {
            throw database.failure(error, store: name, step: "read")
        }
        var keys: [Key] = []
        for text in texts {
            do {
                keys.append(try JSONDecoder().decode(Key.self, from: Data(text.utf8)))
            } catch {
                throw DataStoreError(.decodingFailed("\(error)"), store: name, step: "read", key: text)
            }
        }
        return keys
    }

    /// Observes `key`; see `DataStore.observe(_:sendingCurrent:_:)`. Observers hear
    /// the writes of the stores made from this store's ``SQLiteDatabase`` only: a write to the
    /// file by another process (or through another `SQLiteDatabase` on it) is read, not heard.
    /// Have that process announce its writes, and read the keys again when it does.
    ///
    /// ```swift
    /// let observation = try store.observe(7, sendingCurrent: true) { print($0 as Any) }
    /// ```
    public func observe(
        _ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void
    ) throws(DataStoreError) -> StoreObservation {
        let keyText = try encodeKey(key, step: "observe")
        try database.updates.check(store: name, step: "observe", key: keyText)
        try database.checkOpen(store: name, step: "observe", key: keyText)
        let id: Int
        do {
            // No write commits between reading the value and subscribing.
            id = try database.connection.withSavedRow(table: table, key: keyText) { row in
                let current = try row.map { row throws(DataStoreError) -> Value in try decode(row.0, key: keyText) }
                let id = hub.subscribe(key, onChange)
                if sendingCurrent { hub.enqueueCurrent(current, key: key, to: id) }
                return id
            }
        } catch {
            throw database.failure(error, store: name, step: "observe", key: keyText)
        }
        hub.deliver()
        return hub.observation(id)
    }

    /// Observes every key; see `DataStore.observeAll(_:)`. Like
    /// ``observe(_:sendingCurrent:_:)``, it hears the writes made through this database only.
    ///
    /// ```swift
    /// let observation = store.observeAll { key, value in print(key) }
    /// ```
    public func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation {
        hub.observation(hub.subscribeAll(onChange))
    }

    // MARK: Encoding

    private func encodeKey(_ key: Key, step: String) throws(DataStoreError) -> String {
        // Fast paths that write exactly what JSONEncoder writes, without making one.
        if let int = key as? Int { return String(int) }
        if let string = key as? String, string.unicodeScalars.allSatisfy(Self.plainScalar) { return "\"\(string)\"" }
        do {
            // Keys Swift calls equal get one text, so they are one row (see CanonicalValue).
            return String(decoding: try CanonicalValue.text(of: CanonicalEncoder.canonical(key)), as: UTF8.self)
        } catch {
            throw DataStoreError(.encodingFailed("key \(key): \(error)"), store: name, step: step, key: "\(key)")
        }
    }

    /// A character JSONEncoder writes unescaped.
    private static func plainScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_", ".", ":": true
        default: false
        }
    }

    private func encode(_ value: Value, key: String, step: String) throws(DataStoreError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw DataStoreError(.encodingFailed("\(error)"), store: name, step: step, key: key)
        }
    }

    private func decode(_ data: Data, key: String) throws(DataStoreError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw DataStoreError(.decodingFailed("\(error)"), store: name, step: "read", key: key)
        }
    }
}
