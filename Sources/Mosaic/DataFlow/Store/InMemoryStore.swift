import MosaicDI
import Foundation

/// A ``DataStore`` in memory: a dictionary behind a lock, with observers. Values live as long
/// as the store, which lives as long as the container that made it: register it with a
/// container lifetime and inject it, instead of YARCH's `static let shared`.
///
/// ```swift
/// builder.register { InMemoryStore<String, [CatalogModel]>(name: "catalog lists") }.lifetime(.container())
/// ```
public final class InMemoryStore<Key: Hashable & Sendable, Value: Sendable>: DataStore {
    /// The store's name, used in errors.
    public let name: String
    @usableFromInline let entries = Locked<[Key: StoreEntry<Value>]>([:])
    private let hub = ChangeHub<Key, Value>()
    @usableFromInline let updates = UpdateGuard(holding: "the store")

    /// Makes an empty store.
    ///
    /// ```swift
    /// let store = InMemoryStore<Int, CatalogModel>(name: "models")
    /// ```
    public init(name: String? = nil) {
        self.name = name ?? "in-memory \(Value.self)"
    }

    /// The value saved under `key` and when, or nil. Like every operation of the store, it
    /// throws `.usedInsideUpdate` when called from inside the change given to this store's
    /// ``update(_:at:_:)``, instead of waiting forever for the store that change holds.
    ///
    /// ```swift
    /// let entry = try store.entry(for: 7)
    /// ```
    @inlinable
    public func entry(for key: Key) throws(DataStoreError) -> StoreEntry<Value>? {
        try locked("read", key: "\(key)") { $0[key] }
    }

    /// Saves every value at once.
    ///
    /// ```swift
    /// try store.save([1: first, 2: second], at: Date())
    /// ```
    public func save(_ values: [Key: Value], at date: Date) throws(DataStoreError) {
        try locked("save", key: values.count == 1 ? values.first.map { "\($0.key)" } : nil) { entries in
            for (key, value) in values {
                entries[key] = StoreEntry(value: value, savedAt: date)
                hub.enqueue(key, value)
            }
        }
        hub.deliver()
    }

    /// Updates the value under `key` atomically; when `transform` throws, nothing changes.
    /// `transform` runs while the store is locked: any use of this store inside it throws
    /// `.usedInsideUpdate` (and so does the update, when `transform` lets that error through).
    ///
    /// ```swift
    /// try store.update(7, at: Date()) { model in var model = model; model?.isFavourite = true; return model }
    /// ```
    @discardableResult
    public func update(_ key: Key, at date: Date, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value? {
        let new = try locked("update", key: "\(key)") { (entries) throws(DataStoreError) -> Value? in
            let new: Value?
            do {
                new = try updates.runChange(key: key, store: name) { try transform(entries[key]?.value) }
            } catch let refusal as DataStoreError where UpdateGuard.isRefusal(refusal) {
                throw refusal
            } catch {
                throw DataStoreError(.transformFailed(error), store: name, step: "update", key: "\(key)")
            }
            entries[key] = new.map { StoreEntry(value: $0, savedAt: date) }
            hub.enqueue(key, new)
            return new
        }
        hub.deliver()
        return new
    }

    /// Removes the value under `key`, if any.
    ///
    /// ```swift
    /// try store.removeValue(for: 7)
    /// ```
    public func removeValue(for key: Key) throws(DataStoreError) {
        try locked("remove", key: "\(key)") { entries in
            guard entries.removeValue(forKey: key) != nil else { return }
            hub.enqueue(key, nil)
        }
        hub.deliver()
    }

    /// Every key that has a value.
    ///
    /// ```swift
    /// let ids = try store.keys()
    /// ```
    public func keys() throws(DataStoreError) -> [Key] {
        try locked("read", key: nil) { Array($0.keys) }
    }

    /// Observes `key`; see ``DataStore/observe(_:sendingCurrent:_:)``.
    ///
    /// ```swift
    /// let observation = try store.observe(7, sendingCurrent: true) { print($0 as Any) }
    /// ```
    public func observe(
        _ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void
    ) throws(DataStoreError) -> StoreObservation {
        let id = try locked("observe", key: "\(key)") { entries in
            let id = hub.subscribe(key, onChange)
            if sendingCurrent { hub.enqueueCurrent(entries[key]?.value, key: key, to: id) }
            return id
        }
        hub.deliver()
        return hub.observation(id)
    }

    /// Runs `body` with the entries locked, or throws `.usedInsideUpdate` when called from
    /// inside the change of this store's `update`, which holds the lock (see ``update(_:at:_:)``).
    @inlinable
    func locked<R>(
        _ step: String, key: @autoclosure () -> String?, _ body: (inout [Key: StoreEntry<Value>]) throws(DataStoreError) -> R
    ) throws(DataStoreError) -> R {
        try entries.withLock(ifBusy: { () throws(DataStoreError) in
            try updates.refuseInsideChange(store: name, step: step, key: key())
        }, body)
    }

    /// Observes every key; see ``DataStore/observeAll(_:)``.
    ///
    /// ```swift
    /// let observation = store.observeAll { key, value in print(key, value as Any) }
    /// ```
    public func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation {
        hub.observation(hub.subscribeAll(onChange))
    }
}
