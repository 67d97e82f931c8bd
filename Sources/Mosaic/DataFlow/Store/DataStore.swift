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
    /// When `transform` throws, nothing changes. Returns the new value.
    ///
    /// `transform` runs while the store is held for this update (its lock, or its database's
    /// write transaction), so it must not use the store: every operation called from inside it
    /// throws a ``DataStoreError`` with reason `.usedInsideUpdate` instead of waiting forever
    /// for itself, and the update throws that error too when `transform` lets it through. Read
    /// what the change needs before calling `update`. A store written outside Mosaic should
    /// refuse the same way.
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
    /// released. `onChange` may use the store (it runs after the change is committed).
    ///
    /// Observers hear the changes made in this process, through this store or the stores that
    /// share its storage (for SQLite, the stores of the same `SQLiteDatabase`). A change that
    /// another process commits to the same file (an app extension, a widget, a second
    /// `SQLiteDatabase` on the file) is seen by reads but heard by no observer. To follow it,
    /// have the writing process announce its writes (on Apple platforms, a Darwin notification
    /// through `CFNotificationCenterGetDarwinNotifyCenter`; elsewhere a file watch or your own
    /// channel) and, when the announcement arrives, read the keys again and hand the values on:
    ///
    /// ```swift
    /// let observation = try store.observe(7) { model in print("now", model as Any) }
    ///
    /// // when another process says it wrote key 7:
    /// show(try store.value(for: 7))
    /// ```
    func observe(
        _ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void
    ) throws(DataStoreError) -> StoreObservation

    /// Calls `onChange` with the key and new value after every committed change of any key, in
    /// commit order. Like ``observe(_:sendingCurrent:_:)``, it hears this process's changes only.
    ///
    /// ```swift
    /// let observation = store.observeAll { key, value in print(key, value as Any) }
    /// ```
    func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation
}
