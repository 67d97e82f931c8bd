#if canImport(UIKit)
import Mosaic
import UIKit

/// A table view whose rows are whole modules, from a `CellModuleList`: the list's items are
/// the table's rows, the rows on screen (told by `willDisplay` and `didEndDisplaying`) are
/// reported to the list as the visible range, and each visible row's module view is laid out
/// in the reused cell showing it. Row modules are embedded by the host into the owner's
/// controller like any embedded module (as its children), each into a holder view this table
/// makes for its slot; the holder moves into whichever cell shows the row.
///
/// The owner's view answers the row slots through ``containerView(forSlot:)``. Keep the
/// `CellModuleTable` alive (the table holds its data source and delegate weakly).
///
/// ```swift
/// final class InboxViewController: UIViewController, UIKitModuleView {
///     lazy var rows = CellModuleTable(tableView: tableView, list: list)
///     func containerView(forSlot slot: String) -> UIView? { rows.containerView(forSlot: slot) }
/// }
/// list.setItems(messages)
/// rows.reload()
/// ```
@MainActor
public final class CellModuleTable<Item: Identifiable & Sendable>: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The table the rows are shown in.
    public let tableView: UITableView
    /// The list whose row modules the table shows.
    public let list: CellModuleList<Item>
    private var holders: [String: UIView] = [:]
    private var onScreen = Set<Int>()
    private var lastDisplayed = 0
    private static var identifier: String { "Mosaic.moduleRow" }

    /// Shows `list` in `tableView`, becoming its data source and delegate.
    ///
    /// ```swift
    /// let rows = CellModuleTable(tableView: tableView, list: list)
    /// ```
    public init(tableView: UITableView, list: CellModuleList<Item>) {
        self.tableView = tableView
        self.list = list
        super.init()
        tableView.register(ModuleRowCell.self, forCellReuseIdentifier: Self.identifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Shows the list's items from scratch (after `list.setItems`).
    ///
    /// ```swift
    /// list.setItems(messages)
    /// rows.reload()
    /// ```
    public func reload() {
        tableView.reloadData()
        layOutVisibleRows()
    }

    /// The holder view a row module's view goes into; nil for slots that are not rows.
    ///
    /// ```swift
    /// func containerView(forSlot slot: String) -> UIView? { rows.containerView(forSlot: slot) }
    /// ```
    public func containerView(forSlot slot: String) -> UIView? {
        guard slot.hasPrefix("row ") else { return nil }
        if let holder = holders[slot] { return holder }
        // Holders of closed rows are empty: let them go before making another.
        holders = holders.filter { !$0.value.subviews.isEmpty }
        let holder = UIView()
        holders[slot] = holder
        return holder
    }

    /// The number of items.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? list.items.count : 0
    }

    /// A reused cell; the row's module view goes into it when the row is displayed.
    ///
    /// ```swift
    /// let cell = rows.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    /// ```
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    }

    /// A row came on screen: the list hears the new visible range, and the row's module view
    /// goes into `cell`.
    ///
    /// ```swift
    /// rows.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    /// ```
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return }
        onScreen.insert(indexPath.row)
        lastDisplayed = indexPath.row
        reportVisibleRange()
        layOut(row: indexPath.row, in: cell)
        layOutVisibleRows()
    }

    /// A row went off screen: the list hears the new visible range (the row saves its state and
    /// goes back to the pool).
    ///
    /// ```swift
    /// rows.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    /// ```
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return }
        onScreen.remove(indexPath.row)
        (cell as? ModuleRowCell)?.clear()
        reportVisibleRange()
        layOutVisibleRows()
    }

    /// Reports the run of rows on screen around the row displayed last. While a jump is under
    /// way the rows on screen are two runs (the old ones not yet ended): the rows between them
    /// are not on screen and must not be built.
    private func reportVisibleRange() {
        guard let anchor = onScreen.contains(lastDisplayed) ? lastDisplayed : onScreen.min() else {
            list.show(rows: 0..<0)
            return
        }
        var first = anchor
        var last = anchor
        while onScreen.contains(first - 1) { first -= 1 }
        while onScreen.contains(last + 1) { last += 1 }
        list.show(rows: first..<(last + 1))
    }

    /// Puts each on-screen row's module view into its cell again: a new visible range may have
    /// given rows on screen other modules (a row that went and came back, a jump).
    private func layOutVisibleRows() {
        for row in onScreen {
            if let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) { layOut(row: row, in: cell) }
        }
    }

    private func layOut(row: Int, in cell: UITableViewCell) {
        guard let cell = cell as? ModuleRowCell,
            let view = list.view(atRow: row) as? any UIKitModuleView,
            let holder = view.viewController.view.superview
        else { return }
        cell.hold(holder)
    }
}

/// The cell a module row is shown in: it holds the row's holder view while it shows the row.
@MainActor
final class ModuleRowCell: UITableViewCell {
    private(set) weak var holder: UIView?

    func hold(_ holder: UIView) {
        guard self.holder !== holder else { return }
        clear()
        contentView.addSubview(holder)
        self.holder = holder
    }

    func clear() {
        if let holder, holder.superview === contentView { holder.removeFromSuperview() }
        holder = nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        clear()
    }
}
#endif
