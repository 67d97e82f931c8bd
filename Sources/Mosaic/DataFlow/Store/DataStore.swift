import Foundation

/// Long-term storage for values by key (YARCH's DataStore), without `static let shared`: a store
/// is made once and injected through the container. Every operation is safe from any task;
/// writes are all-or-nothing; observers hear about every committed change, in commit order.
///
/// Mosaic ships ``InMemoryStore``; `MosaicSQLite` adds a persistent store on GRDB.
///
/// ```swift
/// builder.register { InMemoryStore<Int, CatalogModel>(name: "catalog") }.lifetime(.container())
///
/// let store: InMemoryStore<Int, CatalogModel> = try container.resolve()
/// try store.save(model, for: model.id)
/// let again = try store.value(for: model.id)
/// ```
public protocol DataStore<Key, Value>: Sendable {
    /// What values are stored under.
    associatedtype Key: Hashable & Sendable
    /// What is stored.
    associatedtype Value: Sendable

    /// The store's name, used in errors.
    ///
    /// ```swift
    /// print(store.name)   // "catalog"
    /// ```
    var name: String { get }

    /// The value saved under `key` and when it was saved, or nil.
    ///
    /// ```swift
    /// let entry = try store.entry(for: 7)
    /// ```
    func entry(for key: Key) throws(DataStoreError) -> StoreEntry<Value>?

    /// Saves every value, stamped with `date`, all or nothing: when one cannot be saved, none is.
    ///
    /// ```swift
    /// try store.save([1: first, 2: second], at: Date())
    /// ```
    func save(_ values: [Key: Value], at date: Date) throws(DataStoreError)

    /// Reads the value under `key`, hands it to `transform` and stores what it returns (nil
    /// removes the key), as one atomic step: concurrent updates of one key never lose each other.
    /// When `transform` throws, nothing changes. Returns the new value. `transform` runs while
    /// the store holds its lock (or its write transaction): it must not use the store itself.
    ///
    /// ```swift
    /// try store.update(7, at: Date()) { old in var new = old ?? .empty; new.count += 1; return new }
    /// ```
    @discardableResult
    func update(_ key: Key, at date: Date, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value?

    /// Removes the value under `key`, if any.
    ///
    /// ```swift
    /// try store.removeValue(for: 7)
    /// ```
    func removeValue(for key: Key) throws(DataStoreError)

    /// Every key that has a value, in no particular order.
    ///
    /// ```swift
    /// let ids = try store.keys()
    /// ```
    func keys() throws(DataStoreError) -> [Key]

    /// Calls `onChange` with the new value (nil once removed) after every committed change of
    /// `key`, in commit order, on the thread of one of the writers; with `sendingCurrent`, first
    /// with the value it has now. Observing ends when the returned observation is cancelled or
    /// released.
    ///
    /// ```swift
    /// let observation = try store.observe(7) { model in print("now", model as Any) }
    /// ```
    func observe(
        _ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void
    ) throws(DataStoreError) -> StoreObservation

    /// Calls `onChange` with the key and new value after every committed change of any key, in
    /// commit order.
    ///
    /// ```swift
    /// let observation = store.observeAll { key, value in print(key, value as Any) }
    /// ```
    func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation
}
