import MosaicDI
import Mosaic

/// The change hubs of the stores of one database, one per table name, so that two
/// ``SQLiteStore`` values made for the same table notify each other's observers.
final class HubRegistry: Sendable {
    private let hubs = Locked<[String: any Sendable]>([:])

    func hub<Key: Hashable & Sendable, Value: Sendable>(for table: String, _: Key.Type, _: Value.Type) -> ChangeHub<Key, Value> {
        hubs.withLock { hubs in
            if let hub = hubs[table] as? ChangeHub<Key, Value> { return hub }
            let hub = ChangeHub<Key, Value>()
            hubs[table] = hub
            return hub
        }
    }
}
