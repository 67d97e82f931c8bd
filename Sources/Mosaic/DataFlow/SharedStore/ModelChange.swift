/// One change in a ``ModelStore``: the model's id and its new value (nil once removed).
///
/// ```swift
/// for await change in models.allChanges() { print(change.id, change.model as Any) }
/// ```
public struct ModelChange<Model: Identifiable & Sendable>: Sendable where Model.ID: Sendable {
    /// The id of the model that changed.
    ///
    /// ```swift
    /// refreshRow(change.id)
    /// ```
    public let id: Model.ID
    /// The model as it is now; nil when it was removed.
    ///
    /// ```swift
    /// if let model = change.model { show(model) }
    /// ```
    public let model: Model?

    /// Describes a change.
    ///
    /// ```swift
    /// let change = ModelChange(id: 7, model: updated)
    /// ```
    public init(id: Model.ID, model: Model?) {
        self.id = id
        self.model = model
    }
}
