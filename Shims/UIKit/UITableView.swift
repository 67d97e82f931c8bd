// developer.apple.com/documentation/uikit/uitableview
/// Rows of cells in sections. The fake keeps a cell for every row (it shows them all), reuses
/// cells by identifier, and checks each batch of updates as UIKit does: a batch whose row or
/// section counts do not add up, or whose index paths are out of range or conflict, is recorded
/// in ``inconsistencies`` (UIKit raises an exception) and the table reloads from its data source.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How inserted, deleted and reloaded rows are animated.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// The table's look.
    public let style: UITableView.Style
    /// Where the rows and cells come from.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Shim only, not in Apple's UIKit: each batch UIKit would have refused, in its words.
    public private(set) var inconsistencies: [String] = []

    private var registered: [String: UITableViewCell.Type] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    private var rows: [[UITableViewCell]] = []
    private var batch: Batch?

    /// Makes a table with `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Makes a table from an archive.
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    // MARK: Cells

    /// Registers the class of cells dequeued with `identifier` (nil removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A reused cell (after its `prepareForReuse()`) or a new one of the class registered for
    /// `identifier`. An unregistered identifier is an exception in UIKit; the fake records it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] else {
            inconsistencies.append("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The number of sections, as of the last reload or batch.
    open var numberOfSections: Int { rows.count }

    /// The number of rows in `section`, as of the last reload or batch.
    open func numberOfRows(inSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The cell showing the row at `indexPath`, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    /// Asks the data source for everything again.
    open func reloadData() {
        for section in rows { for cell in section { recycle(cell) } }
        rows = []
        guard let dataSource else { return }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sectionCount {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            rows.append((0..<count).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) })
        }
    }

    // MARK: Batches

    /// Applies the inserts, deletes, moves and reloads `updates` asks for as one change, then
    /// checks the data source's new counts against them.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch { updates?() }
        completion?(true)
    }

    private func runBatch(_ updates: () -> Void) {
        guard batch == nil else {
            updates()
            return
        }
        batch = Batch()
        updates()
        let collected = batch ?? Batch()
        batch = nil
        commit(collected)
    }

    /// Inserts rows (index paths after the batch).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.inserts += indexPaths }
    }

    /// Deletes rows (index paths before the batch).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.deletes += indexPaths }
    }

    /// Reloads rows (index paths before the batch).
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.reloads += indexPaths }
    }

    /// Moves a row from `indexPath` (before the batch) to `newIndexPath` (after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the batch).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the batch).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (indexes before the batch).
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    private func record(_ change: (inout Batch) -> Void) {
        runBatch {
            if var current = batch {
                change(&current)
                batch = current
            }
        }
    }

    private func recycle(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }

    private func commit(_ batch: Batch) {
        guard let dataSource else { return }
        let oldCounts = rows.map(\.count)
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let problems = BatchCheck(batch: batch, oldCounts: oldCounts, newCounts: newCounts).problems()
        guard problems.isEmpty else {
            inconsistencies += problems
            reloadData()
            return
        }
        let sectionMap = BatchCheck.sectionMap(batch: batch, oldCount: oldCounts.count, newCount: newCounts.count)
        var next: [[UITableViewCell?]] = newCounts.map { Array(repeating: nil, count: $0) }
        for (from, to) in batch.moves {
            next[to.section][to.row] = rows[from.section][from.row]
        }
        for (old, section) in rows.enumerated() {
            guard let new = sectionMap[old], !batch.reloadedSections.contains(old) else {
                if !batch.moves.contains(where: { $0.0.section == old }) { section.forEach(recycle) }
                else { for (row, cell) in section.enumerated() where !batch.moves.contains(where: { $0.0 == IndexPath(row: row, section: old) }) { recycle(cell) } }
                continue
            }
            let leaving = Set(batch.deletes.filter { $0.section == old }.map(\.row) + batch.moves.filter { $0.0.section == old }.map(\.0.row))
            let arriving = Set(batch.inserts.filter { $0.section == new }.map(\.row) + batch.moves.filter { $0.1.section == new }.map(\.1.row))
            let reloaded = Set(batch.reloads.filter { $0.section == old }.map(\.row))
            var target = 0
            for (row, cell) in section.enumerated() {
                if leaving.contains(row) {
                    if batch.deletes.contains(IndexPath(row: row, section: old)) { recycle(cell) }
                    continue
                }
                while arriving.contains(target) { target += 1 }
                if reloaded.contains(row) { recycle(cell) } else { next[new][target] = cell }
                target += 1
            }
        }
        rows = next.enumerated().map { section, cells in
            cells.enumerated().map { row, cell in
                cell ?? dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            }
        }
    }
}

/// The changes one batch asks for.
struct Batch {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
}
