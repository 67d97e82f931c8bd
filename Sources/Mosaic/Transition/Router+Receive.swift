extension Router {
    /// Delivers each element of `sequence` to `deliver` on the main actor, for as long as the
    /// module is open: a presenter gets store changes or events without writing the hop to the
    /// main actor or the task that owns the loop. The loop stops when the module closes or the
    /// sequence ends (or throws).
    ///
    /// ```swift
    /// router.receive(notifications.stream) { presenter.show(badge: $0) }
    /// ```
    public func receive<S: AsyncSequence & Sendable>(_ sequence: S, _ deliver: @escaping @MainActor (S.Element) -> Void) {
        guard let parts = node?.parts else { return }
        parts.own(Task { @MainActor in
            do {
                for try await element in sequence {
                    // An element already buffered when the module closed is not delivered.
                    guard !Task.isCancelled else { return }
                    deliver(element)
                }
            } catch {
                return
            }
        })
    }

    /// Delivers the model with `id` now and after each change (nil once removed) to `deliver`
    /// on the main actor, for as long as the module is open. A store that cannot observe is a
    /// ``ModelStoreError``.
    ///
    /// ```swift
    /// try router.observe(models, id: productID) { presenter.show($0) }
    /// ```
    public func observe<Model>(
        _ store: ModelStore<Model>, id: Model.ID, _ deliver: @escaping @MainActor (Model?) -> Void
    ) throws(ModelStoreError) {
        receive(try store.changes(of: id), deliver)
    }

    /// Delivers the value of `key` now and after each change (nil once removed) to `deliver` on
    /// the main actor, for as long as the module is open. A store that cannot observe is a
    /// ``DataStoreError``.
    ///
    /// ```swift
    /// try router.observe(drafts, id: draftID) { presenter.show($0) }
    /// ```
    public func observe<Store: DataStore>(
        _ store: Store, id key: Store.Key, _ deliver: @escaping @MainActor (Store.Value?) -> Void
    ) throws(DataStoreError) {
        receive(try store.changes(of: key), deliver)
    }
}
