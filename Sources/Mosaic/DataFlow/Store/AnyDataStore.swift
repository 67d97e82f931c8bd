import Foundation

/// Any ``DataStore`` with the given key and value types, so that code can hold "a store of
/// models" without naming whether it is in memory or on disk (it runs on iOS 15, where
/// `any DataStore<Key, Value>` is not available).
///
/// ```swift
/// let store = AnyDataStore(try SQLiteStore<Int, CatalogModel>(database: database, table: "models"))
/// ```
public struct AnyDataStore<Key: Hashable & Sendable, Value: Sendable>: DataStore {
    /// The wrapped store's name.
    public let name: String
    private let entryFor: @Sendable (Key) throws(DataStoreError) -> StoreEntry<Value>?
    private let saveValues: @Sendable ([Key: Value], Date) throws(DataStoreError) -> Void
    private let updateValue: @Sendable (Key, Date, (Value?) throws -> Value?) throws(DataStoreError) -> Value?
    private let remove: @Sendable (Key) throws(DataStoreError) -> Void
    private let allKeys: @Sendable () throws(DataStoreError) -> [Key]
    private let observeKey: @Sendable (Key, Bool, @escaping @Sendable (Value?) -> Void) throws(DataStoreError) -> StoreObservation
    private let observeEvery: @Sendable (@escaping @Sendable (Key, Value?) -> Void) -> StoreObservation

    /// Wraps `store`.
    ///
    /// ```swift
    /// let any = AnyDataStore(InMemoryStore<Int, CatalogModel>())
    /// ```
    public init<Store: DataStore>(_ store: Store) where Store.Key == Key, Store.Value == Value {
        name = store.name
        entryFor = { key throws(DataStoreError) in try store.entry(for: key) }
        saveValues = { values, date throws(DataStoreError) in try store.save(values, at: date) }
        updateValue = { key, date, transform throws(DataStoreError) in try store.update(key, at: date, transform) }
        remove = { key throws(DataStoreError) in try store.removeValue(for: key) }
        allKeys = { () throws(DataStoreError) in try store.keys() }
        observeKey = { key, current, handler throws(DataStoreError) in try store.observe(key, sendingCurrent: current, handler) }
        observeEvery = { handler in store.observeAll(handler) }
    }

    /// See ``DataStore/entry(for:)``.
    ///
    /// ```swift
    /// let entry = try store.entry(for: 7)
    /// ```
    public func entry(for key: Key) throws(DataStoreError) -> StoreEntry<Value>? {
        try entryFor(key)
    }

    /// See ``DataStore/save(_:at:)``.
    ///
    /// ```swift
    /// try store.save([7: model], at: Date())
    /// ```
    public func save(_ values: [Key: Value], at date: Date) throws(DataStoreError) {
        try saveValues(values, date)
    }

    /// See ``DataStore/update(_:at:_:)``.
    ///
    /// ```swift
    /// try store.update(7, at: Date()) { $0 }
    /// ```
    @discardableResult
    public func update(_ key: Key, at date: Date, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value? {
        try updateValue(key, date, transform)
    }

    /// See ``DataStore/removeValue(for:)``.
    ///
    /// ```swift
    /// try store.removeValue(for: 7)
    /// ```
    public func removeValue(for key: Key) throws(DataStoreError) {
        try remove(key)
    }

    /// See ``DataStore/keys()``.
    ///
    /// ```swift
    /// let keys = try store.keys()
    /// ```
    public func keys() throws(DataStoreError) -> [Key] {
        try allKeys()
    }

    /// See ``DataStore/observe(_:sendingCurrent:_:)``.
    ///
    /// ```swift
    /// let observation = try store.observe(7, sendingCurrent: false) { print($0 as Any) }
    /// ```
    public func observe(
        _ key: Key, sendingCurrent: Bool, _ onChange: @escaping @Sendable (Value?) -> Void
    ) throws(DataStoreError) -> StoreObservation {
        try observeKey(key, sendingCurrent, onChange)
    }

    /// See ``DataStore/observeAll(_:)``.
    ///
    /// ```swift
    /// let observation = store.observeAll { key, value in print(key) }
    /// ```
    public func observeAll(_ onChange: @escaping @Sendable (Key, Value?) -> Void) -> StoreObservation {
        observeEvery(onChange)
    }
}
