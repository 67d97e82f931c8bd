import MosaicDI
import Mosaic

/// The change hubs of the stores of one database, one per table name, so that every
/// ``SQLiteStore`` value made for a table notifies the observers of all the others. A table's
/// first store fixes its key and value types; a store of other types on it is refused, since it
/// could neither share the hub nor read the rows.
final class HubRegistry: Sendable {
    private struct Entry {
        let hub: any Sendable
        let keyType: String
        let valueType: String
    }

    private let entries = Locked<[String: Entry]>([:])

    /// The hub of `table`, or a description of the types the table already holds.
    func hub<Key: Hashable & Sendable, Value: Sendable>(
        for table: String, _: Key.Type, _: Value.Type
    ) -> Result<ChangeHub<Key, Value>, Conflict> {
        entries.withLock { entries in
            guard let entry = entries[table] else {
                let hub = ChangeHub<Key, Value>()
                entries[table] = Entry(hub: hub, keyType: "\(Key.self)", valueType: "\(Value.self)")
                return .success(hub)
            }
            if let hub = entry.hub as? ChangeHub<Key, Value> { return .success(hub) }
            return .failure(Conflict(
                message: "the table already holds values of type \(entry.valueType) under keys of type \(entry.keyType) in this database, not \(Value.self) under \(Key.self)"))
        }
    }

    /// A store asked for a table with other types than its first store's.
    struct Conflict: Error {
        let message: String
    }
}
