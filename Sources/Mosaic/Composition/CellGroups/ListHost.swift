/// What a host does with a ``CellGroupList``: apply each minimal update to its table or
/// collection. `rows` is the list after the update, for the cells it must make.
///
/// ```swift
/// @MainActor final class SettingsTable: ListHost {
///     func apply(_ update: ListUpdate, rows: [ListRow]) { ... performBatchUpdates ... }
/// }
/// ```
@MainActor
public protocol ListHost: AnyObject {
    /// Applies `update`; `rows` is the whole list after it.
    ///
    /// ```swift
    /// host.apply(update, rows: list.rows)
    /// ```
    func apply(_ update: ListUpdate, rows: [ListRow])
}
