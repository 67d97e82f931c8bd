// Follows UIKit.framework/Headers/UITableView.h.
// developer.apple.com/documentation/uikit/uitableview
/// Rows of cells in sections. As in UIKit, cells are made lazily: `reloadData()` reads the
/// counts and asks for layout, and the layout pass (`layoutIfNeeded()`, or UIKit's own before
/// drawing) makes cells only for the rows inside the table's visible bounds, so a table without
/// a frame shows no row. Rows that scroll off end displaying and their cells are reused. Each
/// batch of updates is checked as UIKit checks it: a batch whose row or section counts do not add
/// up, or whose index paths are out of range or conflict, and a dequeue with an identifier no
/// class was registered for, raise UIKit's exception (the process ends, as the app would).
/// Rows are laid out one under the other, `rowHeight` tall (44 points when it is automatic);
/// section headers and footers take no space.
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

    /// The height of a row whose height its cell decides (Auto Layout).
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: UITableView.Style
    /// Where the rows and cells come from.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Told as rows come on and go off screen.
    open weak var delegate: (any UITableViewDelegate)?
    /// The height of every row (`automaticDimension`: the cells decide; 44 points in the fake).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsLayout() }
    }
    /// The height rows are estimated at before their cells are made.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    private var registered: [String: UITableViewCell.Type] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    private var rows: [[UITableViewCell?]] = []
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
    /// `identifier`. An identifier nothing was registered for raises UIKit's exception.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registered[identifier] else {
            UIKitShim.raise(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellClass.init(shimDequeuedWith: identifier)
    }

    /// The number of sections, as of the last reload or batch.
    open var numberOfSections: Int { rows.count }

    /// The number of rows in `section`, as of the last reload or batch.
    open func numberOfRows(inSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The cell showing the row at `indexPath`, if the row is on screen.
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

    /// The height the fake gives each row.
    var effectiveRowHeight: CGFloat {
        if rowHeight > 0 { return rowHeight }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// Whether the row at `index` (counted across sections) is inside the visible bounds.
    private func isOnScreen(rowIndex index: Int) -> Bool {
        let height = effectiveRowHeight
        let top = height * CGFloat(index)
        return bounds.height > 0 && top < bounds.maxY && top + height > bounds.minY
    }

    /// Lays out the rows: see `layoutRows()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Lets go of the cells of rows that left the visible bounds (they end displaying), then
    /// makes cells for the rows that came into them (they are displayed).
    private func layoutRows() {
        let height = effectiveRowHeight
        contentSize = CGSize(width: bounds.width, height: height * CGFloat(rows.reduce(0) { $0 + $1.count }))
        var index = 0
        for section in rows.indices {
            for row in rows[section].indices {
                if let cell = rows[section][row], !isOnScreen(rowIndex: index) {
                    rows[section][row] = nil
                    recycle(cell, at: IndexPath(row: row, section: section))
                }
                index += 1
            }
        }
        guard let dataSource else { return }
        index = 0
        for section in rows.indices {
            for row in rows[section].indices {
                defer { index += 1 }
                guard rows[section][row] == nil, isOnScreen(rowIndex: index) else { continue }
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.frame = CGRect(x: 0, y: height * CGFloat(index), width: bounds.width, height: height)
                if cell.superview !== self { addSubview(cell) }
                rows[section][row] = cell
                delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
    }

    /// Reads the sections and row counts again and lets go of every cell; the next layout pass
    /// makes the cells of the rows then on screen.
    open func reloadData() {
        for (section, cells) in rows.enumerated() {
            for (row, cell) in cells.enumerated() { if let cell { recycle(cell, at: IndexPath(row: row, section: section)) } }
        }
        rows = []
        setNeedsLayout()
        guard let dataSource else { return }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sectionCount {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            rows.append(Array(repeating: nil, count: count))
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

    private func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
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
        if let problem = problems.first {
            UIKitShim.raise("NSInternalInconsistencyException", problem)
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
        // UIKit makes the cells of the rows the batch brought on screen during the update.
        layoutRows()
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
