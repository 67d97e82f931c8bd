import Mosaic
import MosaicUIKit
import PropertyBased
import Testing
import UIKit

struct TextCellModel: CellModel {
    let id: Int
    let text: String
}

struct ToggleCellModel: CellModel {
    let id: String
    let isOn: Bool
}

/// A model type no factory registers.
struct UnknownCellModel: CellModel {
    let id: Int
}

/// A cell that says what it shows, so a test can compare the table with the list.
@MainActor
class ShowingCell: UITableViewCell {
    var shown = ""
    private(set) var reuses = 0

    override func prepareForReuse() {
        reuses += 1
        shown = ""
    }
}

@MainActor final class TextCell: ShowingCell {}
@MainActor final class ToggleCell: ShowingCell {}
@MainActor final class PlaceholderCell: ShowingCell {}

/// A group whose cell-models a test sets and publishes.
@MainActor
final class ScriptedGroup: CellGroup {
    let name: String
    var models: [any CellModel]
    var updates: CellGroupUpdates?

    init(name: String, models: [any CellModel]) {
        self.name = name
        self.models = models
    }

    func loadCellModels() async throws -> [any CellModel] { models }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
}

@MainActor
enum CellTables {
    static func factory() -> TableCellFactory {
        var factory = TableCellFactory(placeholder: PlaceholderCell.self) { cell, group, state in
            cell.shown = "placeholder:\(group):\(state)"
        }
        factory.register(TextCellModel.self, cell: TextCell.self) { cell, model in cell.shown = "text:\(model.id):\(model.text)" }
        factory.register(ToggleCellModel.self, cell: ToggleCell.self) { cell, model in cell.shown = "toggle:\(model.id):\(model.isOn)" }
        return factory
    }

    /// What the cell of `row` must show.
    static func expected(_ row: ListRow) -> String {
        switch row {
        case .placeholder(let group, let state): "placeholder:\(group):\(state)"
        case .cell(_, let model as TextCellModel): "text:\(model.id):\(model.text)"
        case .cell(_, let model as ToggleCellModel): "toggle:\(model.id):\(model.isOn)"
        case .cell(_, let model): "unknown \(model)"
        }
    }

    /// A screen tall enough for every row of these tests (40 rows of 44 points), so that the
    /// table makes a cell for each.
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 2_000)

    /// Whether every row of the table shows the list's row once the table has laid out (as
    /// UIKit lays out before drawing). A batch UIKit would refuse ends the test process.
    static func tableMatches(_ tableView: UITableView, _ list: CellGroupList) -> Bool {
        tableView.layoutIfNeeded()
        guard tableView.numberOfRows(inSection: 0) == list.rowCount else { return false }
        return list.rows.enumerated().allSatisfy { index, row in
            (tableView.cellForRow(at: IndexPath(row: index, section: 0)) as? ShowingCell)?.shown == expected(row)
        }
    }
}

@MainActor
@Suite("UIKit host: cell groups on a table view")
struct CellGroupTableTests {
    @Test func theTableShowsEveryGroupsCellsThroughTheFactory() async throws {
        let profile = ScriptedGroup(name: "Profile", models: [TextCellModel(id: 1, text: "Ann")])
        let notifications = ScriptedGroup(name: "Notifications", models: [ToggleCellModel(id: "push", isOn: true)])
        let list = try CellGroupList(groups: [profile, notifications])
        let tableView = UITableView(frame: CellTables.screen, style: .insetGrouped)
        let table = CellGroupTable(tableView: tableView, factory: CellTables.factory())
        list.host = table
        #expect(CellTables.tableMatches(tableView, list))   // two loading placeholders
        await list.load()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(CellTables.tableMatches(tableView, list))
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is ToggleCell)
    }

    @Test func aToggleChangesOnlyItsRowInOneBatch() async throws {
        let group = ScriptedGroup(name: "Notifications", models: [ToggleCellModel(id: "push", isOn: true), ToggleCellModel(id: "mail", isOn: false)])
        let list = try CellGroupList(groups: [group])
        let tableView = UITableView(frame: CellTables.screen, style: .plain)
        let table = CellGroupTable(tableView: tableView, factory: CellTables.factory())
        list.host = table
        await list.load()
        let untouched = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        group.updates?.publish([ToggleCellModel(id: "push", isOn: false), ToggleCellModel(id: "mail", isOn: false)])
        #expect(CellTables.tableMatches(tableView, list))
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === untouched)
    }

    @Test func aModelTypeTheFactoryDoesNotKnowIsReportedNamingItsGroup() async throws {
        let group = ScriptedGroup(name: "Mystery", models: [UnknownCellModel(id: 1)])
        let list = try CellGroupList(groups: [group])
        let tableView = UITableView(frame: CellTables.screen, style: .plain)
        let table = CellGroupTable(tableView: tableView, factory: CellTables.factory())
        var errors: [CompositionError] = []
        table.onError = { errors.append($0) }
        list.host = table
        await list.load()
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        let error = try #require(errors.first)
        #expect("\(error)".contains("UnknownCellModel"))
        #expect("\(error)".contains("Mystery"))
    }

    /// 500 random updates of three groups (cells of two types, moves, content changes,
    /// failures, placeholders): after each, the table shows exactly the list's rows and every
    /// batch passed UIKit's checks (one that did not would end the test process, as it ends an app).
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func theTableStaysEqualToTheListThroughRandomGroupUpdates(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let groups = ["Profile", "Mailboxes", "Notifications"].map { ScriptedGroup(name: $0, models: []) }
        let list = try CellGroupList(groups: groups)
        let tableView = UITableView(frame: CellTables.screen, style: .insetGrouped)
        let table = CellGroupTable(tableView: tableView, factory: CellTables.factory())
        list.host = table
        await list.load()
        var failures = 0
        var moved = 0

        for step in 0..<500 {
            switch Self.randomStep(step, of: groups, using: &random) {
            case .failed: failures += 1
            case .moved: moved += 1
            case .other: break
            }
            #expect(CellTables.tableMatches(tableView, list), "step \(step)")
        }
        #expect(failures >= 20)
        #expect(moved >= 5)
    }

    /// The same walk with the sequence drawn by the property checker, which shrinks a failing
    /// one to a short one: each step's changes come from one generated number.
    @Test func theTableStaysEqualToTheListThroughGeneratedSequences() async throws {
        await propertyCheck(count: 12, input: Gen.int(in: 0...Int.max).array(of: 500)) { dice in
            let groups = ["Profile", "Mailboxes", "Notifications"].map { ScriptedGroup(name: $0, models: []) }
            let list = try CellGroupList(groups: groups)
            let tableView = UITableView(frame: CellTables.screen, style: .insetGrouped)
            let table = CellGroupTable(tableView: tableView, factory: CellTables.factory())
            list.host = table
            await list.load()
            for (step, die) in dice.enumerated() {
                var random = SeededRandom(seed: UInt64(die))
                _ = Self.randomStep(step, of: groups, using: &random)
                #expect(CellTables.tableMatches(tableView, list), "step \(step)")
                }
        }
    }

    enum StepKind { case failed, moved, other }

    /// One random change of one group: a failure, or a random edit of its cell-models published.
    private static func randomStep(_ step: Int, of groups: [ScriptedGroup], using random: inout SeededRandom) -> StepKind {
        let group = groups[Int(random.next(upperBound: UInt64(groups.count)))]
        if random.next(upperBound: 10 as UInt64) == 0 {
            group.updates?.fail(ScriptedFailure(step: step))
            return .failed
        }
        let next = randomEdit(of: group.models, step: step, using: &random)
        let before = group.models.map(\.anyIDText)
        let after = next.map(\.anyIDText)
        group.models = next
        group.updates?.publish(next)
        return after != before && Set(after) == Set(before) ? .moved : .other
    }

    /// Removes, inserts, swaps and changes a few of `models`: ids are unique within the group.
    private static func randomEdit(of models: [any CellModel], step: Int, using random: inout SeededRandom) -> [any CellModel] {
        var next = models
        for _ in 0..<Int(random.next(upperBound: 4 as UInt64)) {
            switch random.next(upperBound: 5 as UInt64) {
            case 0 where !next.isEmpty:
                next.remove(at: Int(random.next(upperBound: UInt64(next.count))))
            case 1 where next.count < 12:
                let at = Int(random.next(upperBound: UInt64(next.count + 1)))
                let id = Int(random.next(upperBound: 20 as UInt64))
                let model: any CellModel = random.next(upperBound: 2 as UInt64) == 0
                    ? TextCellModel(id: id, text: "t\(step)") : ToggleCellModel(id: "k\(id)", isOn: step % 2 == 0)
                if !next.contains(where: { $0.anyIDText == model.anyIDText }) { next.insert(model, at: at) }
            case 2 where next.count > 1:
                let a = Int(random.next(upperBound: UInt64(next.count)))
                let b = Int(random.next(upperBound: UInt64(next.count)))
                next.swapAt(a, b)
            case 3 where !next.isEmpty:
                let at = Int(random.next(upperBound: UInt64(next.count)))
                switch next[at] {
                case let model as TextCellModel: next[at] = TextCellModel(id: model.id, text: "c\(step)")
                case let model as ToggleCellModel: next[at] = ToggleCellModel(id: model.id, isOn: !model.isOn)
                default: break
                }
            default:
                break
            }
        }
        return next
    }
}

struct ScriptedFailure: Error, CustomStringConvertible {
    let step: Int
    var description: String { "failed at \(step)" }
}

extension CellModel {
    /// The model's type and id, to compare ids across types.
    var anyIDText: String { "\(Self.self):\(id)" }
}
