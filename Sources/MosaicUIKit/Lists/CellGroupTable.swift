#if canImport(UIKit)
import Mosaic
import UIKit

/// A table view showing a `CellGroupList`: its data source, and the list's host. The table
/// shows the list's rows in one section, each through the ``TableCellFactory``; each
/// `ListUpdate` of the list is applied as one `performBatchUpdates` (deletes, inserts,
/// reloads and moves), so a group that changed moves only its own rows.
///
/// The table and the list hold their host and data source weakly: keep the `CellGroupTable`
/// (usually in the screen's view controller).
///
/// ```swift
/// let table = CellGroupTable(tableView: tableView, factory: factory)
/// list.host = table              // the table reloads, then follows every update
/// await list.load()
/// ```
@MainActor
public final class CellGroupTable: NSObject, UITableViewDataSource, ListHost {
    /// The table the list is shown in.
    public let tableView: UITableView
    /// Called when a row's cell could not be made (a cell-model type the factory does not know,
    /// a cell of the wrong class); the row then shows an empty cell.
    ///
    /// ```swift
    /// table.onError = { error in log.error("\(error)") }
    /// ```
    public var onError: ((CompositionError) -> Void)?
    private let factory: TableCellFactory
    /// The rows as the table knows them: the list's, as of the last update applied.
    private var rows: [ListRow] = []
    private let fallbackIdentifier = "Mosaic.fallback"

    /// Shows lists in `tableView` with cells from `factory`, and becomes its data source.
    ///
    /// ```swift
    /// let table = CellGroupTable(tableView: UITableView(frame: .zero, style: .insetGrouped), factory: factory)
    /// ```
    public init(tableView: UITableView, factory: TableCellFactory) {
        self.tableView = tableView
        self.factory = factory
        super.init()
        factory.registerCells(in: tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: fallbackIdentifier)
        tableView.dataSource = self
    }

    /// Applies `update` as one batch; `list.rows` is the list after it.
    ///
    /// ```swift
    /// table.apply(ListUpdate(inserts: [3]), to: list)
    /// ```
    public func apply(_ update: ListUpdate, to list: CellGroupList) {
        let new = list.rows
        let tableView = tableView
        tableView.performBatchUpdates {
            self.rows = new
            tableView.deleteRows(at: update.deletes.map(Self.path), with: .automatic)
            tableView.insertRows(at: update.inserts.map(Self.path), with: .automatic)
            tableView.reloadRows(at: update.reloads.map(Self.path), with: .automatic)
            for move in update.moves { tableView.moveRow(at: Self.path(move.from), to: Self.path(move.to)) }
        }
    }

    /// Shows `list` from scratch.
    ///
    /// ```swift
    /// table.reload(list)
    /// ```
    public func reload(_ list: CellGroupList) {
        rows = list.rows
        tableView.reloadData()
    }

    /// The number of rows (one section).
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rows.count : 0
    }

    /// The cell of the row at `indexPath`, dequeued and configured by the factory.
    ///
    /// ```swift
    /// let cell = table.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    /// ```
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0, rows.indices.contains(indexPath.row) {
            do {
                if let cell = try factory.cell(for: rows[indexPath.row], in: tableView, at: indexPath) { return cell }
            } catch {
                onError?(error)
            }
        }
        return tableView.dequeueReusableCell(withIdentifier: fallbackIdentifier, for: indexPath)
    }

    private static func path(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }
}
#endif
