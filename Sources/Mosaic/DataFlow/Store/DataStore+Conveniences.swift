import Foundation

extension DataStore {
    /// The value saved under `key`, or nil.
    ///
    /// ```swift
    /// let model = try store.value(for: 7)
    /// ```
    public func value(for key: Key) throws(DataStoreError) -> Value? {
        try entry(for: key)?.value
    }

    /// Saves one value, stamped now (or with `date`).
    ///
    /// ```swift
    /// try store.save(model, for: model.id)
    /// ```
    public func save(_ value: Value, for key: Key, at date: Date = Date()) throws(DataStoreError) {
        try save([key: value], at: date)
    }

    /// Updates the value under `key` atomically, stamped now. See ``DataStore/update(_:at:_:)``.
    ///
    /// ```swift
    /// try counters.update("likes") { ($0 ?? 0) + 1 }
    /// ```
    @discardableResult
    public func update(_ key: Key, _ transform: (Value?) throws -> Value?) throws(DataStoreError) -> Value? {
        try update(key, at: Date(), transform)
    }

    /// Observes `key`, starting with the value it has now. See ``DataStore/observe(_:sendingCurrent:_:)``.
    ///
    /// ```swift
    /// let observation = try store.observe(7) { print($0 as Any) }
    /// ```
    public func observe(_ key: Key, _ onChange: @escaping @Sendable (Value?) -> Void) throws(DataStoreError) -> StoreObservation {
        try observe(key, sendingCurrent: true, onChange)
    }

    /// The value of `key` now and after each change, as an async sequence (nil once removed).
    /// A slow reader skips to the newest value rather than queueing every intermediate one.
    /// The sequence ends when the task iterating it is cancelled.
    ///
    /// ```swift
    /// for await model in try store.changes(of: 7) { display(model) }
    /// ```
    public func changes(of key: Key) throws(DataStoreError) -> AsyncStream<Value?> {
        var captured: AsyncStream<Value?>.Continuation?
        let stream = AsyncStream<Value?>(bufferingPolicy: .bufferingNewest(1)) { captured = $0 }
        // The AsyncStream initializer calls its closure before returning.
        guard let continuation = captured else { return stream }
        let observation = try observe(key, sendingCurrent: true) { continuation.yield($0) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}
