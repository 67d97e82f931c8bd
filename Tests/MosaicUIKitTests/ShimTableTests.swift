import Testing
import UIKit

/// A data source a test sets the row count of.
@MainActor
final class CountingSource: NSObject, UITableViewDataSource {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// The shim's table refuses the batches UIKit refuses, so the adapter's tests can trust it.
@MainActor
@Suite("UIKit shim: table batch checks")
struct ShimTableTests {
    private func table(rows: Int) -> (UITableView, CountingSource) {
        let tableView = UITableView(frame: .zero, style: .plain)
        let source = CountingSource(count: rows)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.reloadData()
        return (tableView, source)
    }

    @Test func aBatchWhoseCountsDoNotAddUpIsRecordedInUIKitsWords() {
        let (tableView, source) = table(rows: 3)
        source.count = 5
        tableView.performBatchUpdates { tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        #expect(tableView.inconsistencies.count == 1)
        #expect(tableView.inconsistencies.first?.contains("invalid number of rows in section 0") == true)
        #expect(tableView.inconsistencies.first?.contains("(5) must be equal to the number of rows contained in that section before the update (3)") == true)
    }

    @Test func aBatchThatAddsUpIsAccepted() {
        let (tableView, source) = table(rows: 3)
        source.count = 3
        tableView.performBatchUpdates {
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        #expect(tableView.inconsistencies.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func deletingAndReloadingOneRowOrAnIndexOutOfRangeIsRecorded() {
        let (tableView, source) = table(rows: 3)
        source.count = 2
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        #expect(tableView.inconsistencies.count == 1)
        source.count = 3
        tableView.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        #expect(tableView.inconsistencies.count == 2)
        #expect(tableView.inconsistencies.last?.contains("attempt to insert row 7 into section 0") == true)
    }

    @Test func anUnregisteredIdentifierIsRecorded() {
        let tableView = UITableView(frame: .zero, style: .plain)
        _ = tableView.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        #expect(tableView.inconsistencies.first?.contains("unable to dequeue a cell with identifier nothing") == true)
    }
}
