import Testing
import UIKit

/// A data source a test sets the row count of.
@MainActor
final class CountingSource: NSObject, UITableViewDataSource {
    var count: Int
    private(set) var madeCells = 0

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        madeCells += 1
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A cell that overrides both designated initializers, as real UIKit cells do.
@MainActor
final class MarkedCell: UITableViewCell {
    let madeWith: UITableViewCell.CellStyle

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWith = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// The shim's table makes cells lazily during layout and refuses what UIKit refuses, so the
/// adapter's tests can trust it.
@MainActor
@Suite("UIKit shim: tables")
struct ShimTableTests {
    private func table(rows: Int, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 440)) -> (UITableView, CountingSource) {
        let tableView = UITableView(frame: frame, style: .plain)
        let source = CountingSource(count: rows)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.reloadData()
        return (tableView, source)
    }

    @Test func reloadingMakesNoCellUntilLayoutWhichMakesOnlyTheVisibleRows() {
        let (tableView, source) = table(rows: 100)
        #expect(source.madeCells == 0)
        #expect(tableView.indexPathsForVisibleRows == [])
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(source.madeCells == 10)
        tableView.contentOffset = CGPoint(x: 0, y: 22)
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...10))   // half of row 0, half of row 10
    }

    @Test func aTableWithoutAFrameShowsNoRow() {
        let (tableView, source) = table(rows: 100, frame: .zero)
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows == [])
        #expect(source.madeCells == 0)
        #expect(tableView.numberOfRows(inSection: 0) == 100)
    }

    @Test func aRegisteredCellClassIsMadeThroughItsStyleInitializer() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 44), style: .plain)
        tableView.register(MarkedCell.self, forCellReuseIdentifier: "marked")
        let cell = tableView.dequeueReusableCell(withIdentifier: "marked", for: IndexPath(row: 0, section: 0))
        #expect((cell as? MarkedCell)?.madeWith == .default)
        #expect(cell.reuseIdentifier == "marked")
    }

    @Test func aBatchThatAddsUpIsAccepted() {
        let (tableView, source) = table(rows: 3)
        tableView.layoutIfNeeded()
        source.count = 3
        tableView.performBatchUpdates {
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.indexPathsForVisibleRows?.count == 3)
    }

    @Test func aBatchWhoseCountsDoNotAddUpEndsTheProcessWithUIKitsException() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
                let source = CountingSource(count: 3)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                tableView.dataSource = source
                tableView.reloadData()
                source.count = 5
                tableView.performBatchUpdates { tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("NSInternalInconsistencyException"))
            #expect(output.contains("invalid number of rows in section 0"))
            #expect(output.contains("(5) must be equal to the number of rows contained in that section before the update (3)"))
        }
    }

    @Test func insertingOutOfRangeEndsTheProcessWithUIKitsException() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: .zero, style: .plain)
                let source = CountingSource(count: 3)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                tableView.dataSource = source
                tableView.reloadData()
                source.count = 4
                tableView.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update"))
        }
    }

    @Test func dequeuingAnUnregisteredIdentifierEndsTheProcessWithUIKitsException() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView(frame: .zero, style: .plain)
                _ = tableView.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("unable to dequeue a cell with identifier nothing"))
        }
    }
}
