import Mosaic

/// cell_groups: a list of 100 cell groups × 100 cell-models. One operation: every
/// group hands the list its cell-models (each replacing its loading placeholder, as after
/// `load()`), the list glues them in order, then one group changes (one cell removed, one added,
/// one edited) and the list diffs it into a minimal update for the host. Hand: the same arrays of
/// cell-models (existentials, as groups of different cells hand them over) concatenated by hand,
/// and the changed group diffed by hand with a dictionary of ids.
enum CellGroupsScenario: ScenarioDefinition {
    static var name: String { "cell_groups" }
    static var summary: String {
        "100 groups × 100 cell-models published into a CellGroupList (placeholders replaced, duplicate ids checked, rows glued), then one group's change diffed into a minimal update; hand: the same [any CellModel] arrays concatenated and the group diffed by hand with a dictionary of ids"
    }
    static var countsAllocations: Bool { false }
    /// One operation takes about half a millisecond.
    static var instructionOperations: Int { 10 }
    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(2))] }

    static func makeContenders() throws -> [Contender] {
        let fixture = MainActor.assumeIsolated { GroupsFixture() }
        return [
            Contender(.mosaic) { count in try MainActor.assumeIsolated { try fixture.mosaic(count) } },
            Contender(.hand) { count in MainActor.assumeIsolated { fixture.hand(count) } },
        ]
    }
}

struct BenchCell: CellModel {
    let id: Int
    let title: String
}

@MainActor final class BenchGroup: CellGroup {
    let name: String
    var updates: CellGroupUpdates?
    init(name: String) { self.name = name }
    func loadCellModels() async throws -> [any CellModel] { [] }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
}

@MainActor final class NullListHost: ListHost {
    var applied = 0
    func apply(_ update: ListUpdate, to list: CellGroupList) { applied &+= update.inserts.count }
    func reload(_ list: CellGroupList) {}
}

@MainActor final class GroupsFixture {
    let data: [[any CellModel]]
    let changed: [any CellModel]
    let host = NullListHost()
    final class Rows { var rows: [any CellModel] = [] }
    let handRows = Rows()

    init() {
        let typed = (0..<100).map { group in (0..<100).map { BenchCell(id: group * 1_000 + $0, title: "cell \($0)") } }
        var edited = typed[50]
        edited.remove(at: 10)
        edited.insert(BenchCell(id: 99_999, title: "new"), at: 40)
        edited[70] = BenchCell(id: edited[70].id, title: "edited")
        data = typed.map { $0.map { $0 as any CellModel } }
        changed = edited.map { $0 as any CellModel }
    }

    func mosaic(_ count: Int) throws {
        for _ in 0..<count {
            let groups = (0..<100).map { BenchGroup(name: "g\($0)") }
            let list = try CellGroupList(groups: groups)
            list.host = host
            for (group, cells) in zip(groups, data) { group.updates?.publish(cells) }
            host.applied &+= list.rows.count   // glued for the host
            groups[50].updates?.publish(changed)
            blackHole(list)
        }
    }

    func hand(_ count: Int) {
        for _ in 0..<count {
            var rows: [any CellModel] = []
            rows.reserveCapacity(100 * 100)
            for group in data { rows.append(contentsOf: group) }
            handRows.rows = rows    // glued for the host
            host.applied &+= handRows.rows.count
            let old = data[50]
            let offset = 50 * 100
            var oldIndex: [AnyHashable: Int] = [:]
            for (index, cell) in old.enumerated() { oldIndex[handID(cell)] = index }
            var newIDs = Set<AnyHashable>()
            var inserts: [Int] = []
            var reloads: [Int] = []
            for (index, cell) in changed.enumerated() {
                let id = handID(cell)
                newIDs.insert(id)
                if let was = oldIndex[id] {
                    if (old[was] as? BenchCell) != (cell as? BenchCell) { reloads.append(was + offset) }
                } else {
                    inserts.append(index + offset)
                }
            }
            let deletes = old.indices.filter { !newIDs.contains(handID(old[$0])) }.map { $0 + offset }
            rows.replaceSubrange(offset..<offset + old.count, with: changed)
            host.applied &+= inserts.count + deletes.count + reloads.count
            handRows.rows = rows
            blackHole(handRows)
        }
    }
}

/// A cell-model's id, type-erased, as hand-written code over mixed cells would key it.
private func handID(_ model: some CellModel) -> AnyHashable { AnyHashable(model.id) }
