// developer.apple.com/documentation/uikit/uitableview
/// Rows of cells in sections. The fake keeps a cell for every row on screen — every row, until
/// a test scrolls it (``UIKitShim/scroll(_:toShow:)``) — tells its delegate as rows come and go, reuses
/// cells by identifier, and checks each batch of updates as UIKit does: a batch whose row or
/// section counts do not add up, or whose index paths are out of range or conflict, is recorded
/// in ``inconsistencies`` (UIKit raises an exception) and the table reloads from its data source.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, in groups.
        case grouped
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows are animated.
    public enum RowAnimation: Int, Sendable {
        /// Fades.
        case fade
        /// Slides from or to the right.
        case right
        /// Slides from or to the left.
        case left
        /// Slides from or to the top.
        case top
        /// Slides from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Stays in the middle while the rows around move.
        case middle
        /// The animation UIKit picks.
        case automatic = 100
    }

    /// The table's look.
    public let style: UITableView.Style
    /// Where the rows and cells come from.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Told as rows come on and go off screen.
    open weak var delegate: (any UITableViewDelegate)?
    /// Shim only, not in Apple's UIKit: each batch UIKit would have refused, in its words.
    public private(set) var inconsistencies: [String] = []

    private var registered: [String: UITableViewCell.Type] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    private var rows: [[UITableViewCell?]] = []
    /// The rows of section 0 on screen; nil while every row is.
    private var window: Range<Int>?
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

    /// The index paths of the rows on screen.
    open var indexPathsForVisibleRows: [IndexPath]? {
        rows.enumerated().flatMap { section, cells in
            cells.indices.filter { cells[$0] != nil }.map { IndexPath(row: $0, section: section) }
        }
    }

    private func isOnScreen(_ indexPath: IndexPath) -> Bool {
        guard let window, indexPath.section == 0 else { return true }
        return window.contains(indexPath.row)
    }

    /// Shim only: the user scrolled so that `window` rows of section 0 are on screen.
    func scroll(toShow window: Range<Int>) {
        let before = self.window
        self.window = window
        contentOffset = CGPoint(x: 0, y: window.lowerBound * 44)
        // Only the rows that were or are now on screen can change.
        let touched = before.map { min($0.lowerBound, window.lowerBound)..<max($0.upperBound, window.upperBound) }
        fillScreen(firstSectionRows: touched)
    }

    /// Makes cells for the rows that came on screen and lets go of those that left.
    private func fillScreen(firstSectionRows touched: Range<Int>? = nil) {
        guard let dataSource else { return }
        for section in rows.indices {
            let all = rows[section].indices
            let candidates = section == 0 ? touched.map { $0.clamped(to: all) } ?? all : all
            // Rows that left end displaying first, then rows that came are displayed.
            for row in candidates {
                let path = IndexPath(row: row, section: section)
                if let cell = rows[section][row], !isOnScreen(path) {
                    rows[section][row] = nil
                    recycle(cell, at: path)
                }
            }
            for row in candidates {
                let path = IndexPath(row: row, section: section)
                if rows[section][row] == nil, isOnScreen(path) {
                    let cell = dataSource.tableView(self, cellForRowAt: path)
                    rows[section][row] = cell
                    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
                }
            }
        }
    }

    /// Asks the data source for everything again.
    open func reloadData() {
        for (section, cells) in rows.enumerated() {
            for (row, cell) in cells.enumerated() { if let cell { recycle(cell, at: IndexPath(row: row, section: section)) } }
        }
        rows = []
        guard let dataSource else { return }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sectionCount {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            rows.append(Array(repeating: nil, count: count))
        }
        fillScreen()
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

    private func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
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
        let movedFrom = Set(batch.moves.map(\.0))
        var next: [[UITableViewCell?]] = newCounts.map { Array(repeating: nil, count: $0) }
        for (from, to) in batch.moves {
            next[to.section][to.row] = rows[from.section][from.row]
        }
        for (old, section) in rows.enumerated() {
            guard let new = sectionMap[old], !batch.reloadedSections.contains(old) else {
                for (row, cell) in section.enumerated() where !movedFrom.contains(IndexPath(row: row, section: old)) {
                    if let cell { recycle(cell, at: IndexPath(row: row, section: old)) }
                }
                continue
            }
            let leaving = Set(batch.deletes.filter { $0.section == old }.map(\.row) + batch.moves.filter { $0.0.section == old }.map(\.0.row))
            let arriving = Set(batch.inserts.filter { $0.section == new }.map(\.row) + batch.moves.filter { $0.1.section == new }.map(\.1.row))
            let reloaded = Set(batch.reloads.filter { $0.section == old }.map(\.row))
            var target = 0
            for (row, cell) in section.enumerated() {
                if leaving.contains(row) {
                    if let cell, !movedFrom.contains(IndexPath(row: row, section: old)) { recycle(cell, at: IndexPath(row: row, section: old)) }
                    continue
                }
                while arriving.contains(target) { target += 1 }
                if reloaded.contains(row) {
                    if let cell { recycle(cell, at: IndexPath(row: row, section: old)) }
                } else {
                    next[new][target] = cell
                }
                target += 1
            }
        }
        rows = next
        fillScreen()
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
