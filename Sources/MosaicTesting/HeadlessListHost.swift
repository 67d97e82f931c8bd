import Mosaic

/// A list host with no screen: it applies every `ListUpdate` to its own copy of the rows, the
/// way a table view would, and notes each update whose result differs from the list's data, so
/// a test can assert that the list on "screen" always matches the data.
///
/// ```swift
/// let table = HeadlessListHost()
/// list.host = table
/// await list.load()
/// #expect(table.rows == list.rows.map(\.description))
/// #expect(table.mismatches.isEmpty)
/// ```
@MainActor
public final class HeadlessListHost: ListHost {
    /// The rows as the host shows them (`ListRow.description`), bottom to top.
    public private(set) var rows: [String]
    /// Every update applied, in order.
    public private(set) var updates: [ListUpdate] = []
    /// Updates that did not turn the shown rows into the list's rows, with what went wrong.
    public private(set) var mismatches: [String] = []

    /// Makes a host showing `rows` (usually the list's rows before loading).
    ///
    /// ```swift
    /// let table = HeadlessListHost(showing: list.rows)
    /// ```
    public init(showing rows: [ListRow] = []) {
        self.rows = rows.map(\.description)
    }

    /// Shows the list's rows as they are (what `reloadData` does).
    ///
    /// ```swift
    /// table.reload(list)
    /// ```
    public func reload(_ list: CellGroupList) {
        rows = list.rows.map(\.description)
    }

    /// Applies `update` to the shown rows and checks the result against the list's rows.
    ///
    /// ```swift
    /// table.apply(update, to: list)
    /// ```
    public func apply(_ update: ListUpdate, to list: CellGroupList) {
        updates.append(update)
        let expected = list.rows.map(\.description)
        guard let result = update.applied(to: rows, new: expected) else {
            mismatches.append("update \(update) does not fit \(rows.count) rows → \(expected.count) rows")
            rows = expected
            return
        }
        if result != expected {
            mismatches.append("update \(update) gave \(result), the list has \(expected)")
        }
        rows = expected
    }
}
