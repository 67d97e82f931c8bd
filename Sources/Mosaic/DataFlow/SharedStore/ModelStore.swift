import Foundation

/// A shared store of models, injected instead of a singleton: module A hands
/// module B only a model's id, and B reads the model from here. A missing id is a typed
/// ``ModelStoreError``; every module observing a model hears each change, so two open modules
/// showing it stay in agreement. Backed by any ``DataStore`` keyed by the model's id (in memory,
/// or SQLite from `MosaicSQLite`).
///
/// ```swift
/// builder.register { ModelStore<CatalogModel>(InMemoryStore(name: "models")) }.lifetime(.container())
///
/// // module A
/// try router.open(CatalogDetail.self) { $0.configure(modelID: model.id); return nil }
/// // module B
/// let model = try models.model(modelID)
/// ```
public final class ModelStore<Model: Identifiable & Sendable>: Sendable where Model.ID: Sendable {
    private let store: AnyDataStore<Model.ID, Model>
    private var modelName: String { String(describing: Model.self) }

    /// A shared store kept in `store`.
    ///
    /// ```swift
    /// let models = ModelStore<CatalogModel>(InMemoryStore(name: "models"))
    /// ```
    public init<Store: DataStore>(_ store: Store) where Store.Key == Model.ID, Store.Value == Model {
        self.store = AnyDataStore(store)
    }

    /// The model with `id`; a ``ModelStoreError`` with reason `.missing` when there is none.
    ///
    /// ```swift
    /// let model = try models.model(42)
    /// ```
    public func model(_ id: Model.ID) throws(ModelStoreError) -> Model {
        guard let model = try modelIfPresent(id) else {
            throw ModelStoreError(.missing, model: modelName, id: "\(id)", store: store.name, step: "read")
        }
        return model
    }

    /// The model with `id`, or nil.
    ///
    /// ```swift
    /// if let model = try models.modelIfPresent(42) { show(model) }
    /// ```
    public func modelIfPresent(_ id: Model.ID) throws(ModelStoreError) -> Model? {
        do {
            return try store.value(for: id)
        } catch {
            throw ModelStoreError(.store(error), model: modelName, id: "\(id)", store: store.name, step: "read")
        }
    }

    /// Saves `model` under its id (replacing the one there).
    ///
    /// ```swift
    /// try models.save(model)
    /// ```
    public func save(_ model: Model) throws(ModelStoreError) {
        try save(contentsOf: [model])
    }

    /// Saves every model, all or nothing.
    ///
    /// ```swift
    /// try models.save(contentsOf: fetched)
    /// ```
    public func save(contentsOf models: some Sequence<Model>) throws(ModelStoreError) {
        var values: [Model.ID: Model] = [:]
        for model in models { values[model.id] = model }
        do {
            try store.save(values, at: Date())
        } catch {
            let ids = values.keys.map { "\($0)" }.sorted().joined(separator: ", ")
            throw ModelStoreError(.store(error), model: modelName, id: ids, store: store.name, step: "save")
        }
    }

    /// Changes the model with `id` atomically (concurrent changes never lose each other) and
    /// returns it; `.missing` when there is none, and nothing changes when `change` throws.
    ///
    /// `change` runs while the store underneath is held for this update (its lock, or its
    /// database's write transaction), so it must not use this model store, nor the store
    /// underneath (nor, for SQLite, another store of the same file): such a call throws
    /// `.store` with reason `.usedInsideUpdate` instead of waiting forever, and so does the
    /// update when `change` lets that error through. Read what the change needs first:
    ///
    /// ```swift
    /// let model = try models.update(42) { $0.isFavourite.toggle() }
    ///
    /// let source = try models.model(7)                           // before, not inside
    /// try models.update(42) { $0.title = source.title }
    /// ```
    @discardableResult
    public func update(_ id: Model.ID, _ change: (inout Model) throws -> Void) throws(ModelStoreError) -> Model {
        let missing = ModelStoreError(.missing, model: modelName, id: "\(id)", store: store.name, step: "update")
        let updated: Model?
        do throws(DataStoreError) {
            updated = try store.update(id, at: Date()) { old in
                guard var model = old else { throw MissingModel() }
                do {
                    try change(&model)
                } catch let error as ModelStoreError {
                    // A use of this store inside the change: the update reports that use itself.
                    if case .store(let underlying) = error.reason, UpdateGuard.isRefusal(underlying) { throw underlying }
                    throw error
                }
                return model
            }
        } catch {
            if case .transformFailed(let cause) = error.reason, cause is MissingModel { throw missing }
            throw ModelStoreError(.store(error), model: modelName, id: "\(id)", store: store.name, step: "update")
        }
        // The transform never returns nil, so a successful update has a model.
        guard let updated else { throw missing }
        return updated
    }

    /// Removes the model with `id`, if any.
    ///
    /// ```swift
    /// try models.remove(42)
    /// ```
    public func remove(_ id: Model.ID) throws(ModelStoreError) {
        do {
            try store.removeValue(for: id)
        } catch {
            throw ModelStoreError(.store(error), model: modelName, id: "\(id)", store: store.name, step: "remove")
        }
    }

    /// Calls `onChange` with the model now and after each change (nil once removed); see
    /// ``DataStore/observe(_:sendingCurrent:_:)``. It hears changes made in this process only:
    /// when another process (an app extension) writes the same file, read the model again
    /// when that process says it did.
    ///
    /// ```swift
    /// let observation = try models.observe(42) { model in print(model as Any) }
    /// ```
    public func observe(_ id: Model.ID, _ onChange: @escaping @Sendable (Model?) -> Void) throws(ModelStoreError) -> StoreObservation {
        do {
            return try store.observe(id, sendingCurrent: true, onChange)
        } catch {
            throw ModelStoreError(.store(error), model: modelName, id: "\(id)", store: store.name, step: "observe")
        }
    }

    /// The model with `id` now and after each change, as an async sequence (nil once removed);
    /// it ends when the iterating task is cancelled.
    ///
    /// ```swift
    /// for await model in try models.changes(of: 42) { display(model) }
    /// ```
    public func changes(of id: Model.ID) throws(ModelStoreError) -> AsyncStream<Model?> {
        do {
            return try store.changes(of: id)
        } catch {
            throw ModelStoreError(.store(error), model: modelName, id: "\(id)", store: store.name, step: "observe")
        }
    }

    /// Every change of any model from now on, in commit order, as an async sequence; it ends
    /// when the iterating task is cancelled.
    ///
    /// ```swift
    /// for await change in models.allChanges() { refreshRow(change.id) }
    /// ```
    public func allChanges() -> AsyncStream<ModelChange<Model>> {
        var captured: AsyncStream<ModelChange<Model>>.Continuation?
        let stream = AsyncStream<ModelChange<Model>> { captured = $0 }
        // The AsyncStream initializer calls its closure before returning.
        guard let continuation = captured else { return stream }
        let observation = store.observeAll { id, model in continuation.yield(ModelChange(id: id, model: model)) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}

/// Thrown inside an update's transform when there is no model to change.
private struct MissingModel: Error {}
