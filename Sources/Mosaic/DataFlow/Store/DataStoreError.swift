/// Why a ``DataStore`` refused an operation. Each error names the store, the step and (when there
/// is one) the key; a failed write leaves the store exactly as it was.
///
/// ```swift
/// do { try store.save(model, for: model.id) }
/// catch { print(error) }   // "cannot save key 7 in store catalog.sqlite/models: the storage is full; the store is unchanged"
/// ```
public struct DataStoreError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .full = error.reason { showDiskFullAlert() }
    /// ```
    public enum Reason: Sendable {
        /// The storage has no room left (a full disk, a size limit).
        case full
        /// The database refused the write (a constraint or a trigger); the message is the driver's.
        case constraintViolated(String)
        /// The file is not a database, or it is damaged.
        case notADatabase(String)
        /// The file is a database, but one made by something else; it was left untouched.
        case foreignDatabase(String)
        /// The file is marked as a store of this kind, but its tables are missing or of another
        /// shape; it was left untouched.
        case malformedStore(String)
        /// Another store of the same storage already keeps other key or value types in this
        /// table (the message names both): one table holds one key type and one value type, so
        /// that all its stores read each other's values and hear each other's changes.
        case conflictingTypes(String)
        /// The file was made by a newer version of the store's schema.
        case unsupportedSchema(found: Int, supported: Int)
        /// A value could not be encoded for storage.
        case encodingFailed(String)
        /// A stored value could not be decoded (a changed model type, a damaged row).
        case decodingFailed(String)
        /// The operation was called from inside the change given to `update` (the message names
        /// that update), which runs while the store is held for it: waiting for the store there
        /// would never end. The operation did nothing.
        case usedInsideUpdate(String)
        /// The change given to `update` threw; nothing was written.
        case transformFailed(any Error)
        /// The store's database was closed (`SQLiteDatabase.close()`); the operation did
        /// nothing. Open the file again, and make the stores anew from that database.
        case closed
        /// The storage can be read but not written; the message says why (a database opened
        /// read-only, a file this process may not write). Nothing was written.
        case readOnly(String)
        /// Anything else; the message is the driver's.
        case failed(String)
    }

    /// What went wrong.
    ///
    /// ```swift
    /// if case .full = error.reason { freeSomeSpace() }
    /// ```
    public let reason: Reason
    /// The store's name (for example its file and table).
    public let store: String
    /// The step: `open`, `read`, `save`, `update`, `remove`, `observe`, `close`.
    public let step: String
    /// The key involved, as text, if there is one.
    public let key: String?

    /// Describes a failure; stores make these, and so may custom stores.
    ///
    /// ```swift
    /// throw DataStoreError(.full, store: name, step: "save", key: "\(key)")
    /// ```
    public init(_ reason: Reason, store: String, step: String, key: String? = nil) {
        self.reason = reason
        self.store = store
        self.step = step
        self.key = key
    }

    /// One sentence naming the step, the key, the store and the cause.
    public var description: String {
        let subject = key.map { "\(step) key \($0) in store \(store)" } ?? "\(step) store \(store)"
        let writes = ["save", "update", "remove"].contains(step)
        let unchanged = writes ? "; the store is unchanged" : ""
        switch reason {
        case .full:
            return "cannot \(subject): the storage is full\(unchanged)"
        case .constraintViolated(let message):
            return "cannot \(subject): the database refused the write (\(message))\(unchanged)"
        case .notADatabase(let message):
            return "cannot \(subject): the file is not a database or is damaged (\(message)); it was left untouched"
        case .foreignDatabase(let message):
            return "cannot \(subject): the file belongs to something else (\(message)); it was left untouched"
        case .malformedStore(let message):
            return "cannot \(subject): the file is marked as a Mosaic store but is not one (\(message)); it was left untouched"
        case .conflictingTypes(let message):
            return "cannot \(subject): \(message); one table holds one key type and one value type"
        case .unsupportedSchema(let found, let supported):
            return "cannot \(subject): its schema version \(found) is newer than this build supports (\(supported)); it was left untouched"
        case .encodingFailed(let message):
            return "cannot \(subject): the value cannot be encoded (\(message))\(unchanged)"
        case .decodingFailed(let message):
            return "cannot \(subject): the stored value cannot be decoded (\(message))"
        case .usedInsideUpdate(let update):
            return "cannot \(subject): called from inside the change given to update for \(update) until it returns; read what the change needs before calling update"
        case .transformFailed(let error):
            return "cannot \(subject): the change threw (\(error))\(unchanged)"
        case .closed:
            return "cannot \(subject): the database is closed\(unchanged)"
        case .readOnly(let message):
            let untouched = step == "open" ? "; it was left untouched" : ""
            return "cannot \(subject): \(message)\(unchanged)\(untouched)"
        case .failed(let message):
            return "cannot \(subject): \(message)\(unchanged)"
        }
    }
}
