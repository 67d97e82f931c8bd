/// Why a ``ModelStore`` could not hand over or change a model: most often the id a module was
/// given names no model (it was removed, or never saved). A module shows it; nothing crashes.
///
/// ```swift
/// do { model = try models.model(id) }
/// catch { show(error.description) }   // "no CatalogModel with id 42 in store models (step: read)"
/// ```
public struct ModelStoreError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .missing = error.reason { showPlaceholder() }
    /// ```
    public enum Reason: Sendable {
        /// No model has the id.
        case missing
        /// The store underneath failed.
        case store(DataStoreError)
    }

    /// What went wrong.
    ///
    /// ```swift
    /// if case .store(let underlying) = error.reason { log(underlying) }
    /// ```
    public let reason: Reason
    /// The model type's name.
    public let model: String
    /// The id asked for, as text.
    public let id: String
    /// The store's name.
    public let store: String
    /// The step: `read`, `save`, `update`, `remove`, `observe`.
    public let step: String

    init(_ reason: Reason, model: String, id: String, store: String, step: String) {
        self.reason = reason
        self.model = model
        self.id = id
        self.store = store
        self.step = step
    }

    /// Whether the id names no model.
    public var isMissing: Bool {
        if case .missing = reason { return true }
        return false
    }

    /// One sentence naming the model type, the id, the store and the step.
    public var description: String {
        switch reason {
        case .missing:
            return "no \(model) with id \(id) in store \(store) (step: \(step))"
        case .store(let underlying):
            return "cannot \(step) \(model) with id \(id): \(underlying)"
        }
    }
}
