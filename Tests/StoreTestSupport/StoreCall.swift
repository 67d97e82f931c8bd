import Mosaic

/// One operation of a store of counters, called with key "b" (every store's operations, for the
/// tests that call them from where they must not be called).
public enum StoreCall: String, CaseIterable, Sendable {
    case read, save, update, remove, keys, observe

    public func perform<Store: DataStore>(on store: Store) throws(DataStoreError) where Store.Key == String, Store.Value == Int {
        switch self {
        case .read: _ = try store.value(for: "b")
        case .save: try store.save(9, for: "b")
        case .update: try store.update("b") { ($0 ?? 0) + 1 }
        case .remove: try store.removeValue(for: "b")
        case .keys: _ = try store.keys()
        case .observe: _ = try store.observe("b") { _ in }
        }
    }

    /// How the error names the refused operation in `store`: "read key b in store counters", or
    /// "read store counters" for `keys()`; `key` is how the store writes the key "b".
    public func subject(in store: String, key: String = "b") -> String {
        switch self {
        case .read: "read key \(key) in store \(store)"
        case .save: "save key \(key) in store \(store)"
        case .update: "update key \(key) in store \(store)"
        case .remove: "remove key \(key) in store \(store)"
        case .keys: "read store \(store)"
        case .observe: "observe key \(key) in store \(store)"
        }
    }

    /// What became of an update of key "a" whose change made this call on the store.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// The update did not return within ten seconds.
        case deadlocked
        /// The update returned: nothing refused the call.
        case succeeded
        /// The update threw this error.
        case failed(DataStoreError)

        public var description: String {
            switch self {
            case .deadlocked: "deadlocked"
            case .succeeded: "succeeded"
            case .failed(let error): "failed: \(error)"
            }
        }
    }

    /// Runs, on a thread of its own, an update of key "a" of `store` whose change makes this call.
    public func insideUpdate<Store: DataStore>(of store: Store) -> Outcome where Store.Key == String, Store.Value == Int {
        finishing(within: 10) { () -> Outcome in
            do throws(DataStoreError) {
                try store.update("a") { old in
                    try perform(on: store)
                    return (old ?? 0) + 1
                }
                return .succeeded
            } catch {
                return .failed(error)
            }
        } ?? .deadlocked
    }
}
