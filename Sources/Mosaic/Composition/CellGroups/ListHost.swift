/// What a host does with a ``CellGroupList``: apply each minimal update to its table or
/// collection, reading `list.rows` (the list after the update) for the cells it must make.
///
/// ```swift
/// @MainActor final class SettingsTable: ListHost {
///     func apply(_ update: ListUpdate, to list: CellGroupList) { ... performBatchUpdates ... }
/// }
/// ```
@MainActor
public protocol ListHost: AnyObject {
    /// Applies `update`; `list.rows` is the whole list after it.
    ///
    /// ```swift
    /// host.apply(update, to: list)
    /// ```
    func apply(_ update: ListUpdate, to list: CellGroupList)

    /// Shows the list from scratch (`reloadData`): called when the host is attached.
    ///
    /// ```swift
    /// list.host = table      // table.reload(list) follows
    /// ```
    func reload(_ list: CellGroupList)
}
