import Mosaic
import MosaicTesting
import Testing

// A mail app's settings screen: a list of cell groups (profile and signature, connected mailboxes,
// notifications), each a submodule whose view is a cell-model factory.

struct TextCellModel: CellModel {
    let id: String
    let title: String
}
struct SwitchCellModel: CellModel {
    let id: String
    let title: String
    let isOn: Bool
}
struct BannerCellModel: CellModel {
    let id: String
}

/// Lets a test decide when a slow group answers.
@MainActor final class LoadGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }
    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}

/// Yields until `condition` holds (bounded, so a broken list fails the test instead of hanging).
@MainActor func settle(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
}

struct GroupOffline: Error, CustomStringConvertible { var description: String { "offline" } }

/// One settings group: a presenter with data, and its view, a cell-model factory.
@MainActor final class SettingsGroup: CellGroup {
    let name: String
    var gate: LoadGate?
    var failure: (any Error)?
    var cells: [any CellModel]
    var events: [String] = []
    var refusesEvents = false
    private var updates: CellGroupUpdates?

    init(_ name: String, cells: [any CellModel], gate: LoadGate? = nil) {
        self.name = name
        self.cells = cells
        self.gate = gate
    }

    func loadCellModels() async throws -> [any CellModel] {
        await gate?.wait()
        if let failure { throw failure }
        return cells
    }

    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        if refusesEvents { throw GroupOffline() }
        events.append("\(event) \(cell.id)")
        if case .toggled(let on) = event, let model = cell as? SwitchCellModel {
            change { cells in
                cells = cells.map { ($0 as? SwitchCellModel)?.id == model.id ? SwitchCellModel(id: model.id, title: model.title, isOn: on) : $0 }
            }
        }
    }

    func attach(_ updates: CellGroupUpdates) { self.updates = updates }

    /// The presenter's data changed: the factory publishes new cell-models.
    func change(_ edit: (inout [any CellModel]) -> Void) {
        edit(&cells)
        updates?.publish(cells)
    }
    func fail(_ error: any Error) { updates?.fail(error) }
}

@MainActor
@Suite("Composition: list of cell groups")
struct CellGroupListTests {
    let profile = SettingsGroup("Profile", cells: [
        TextCellModel(id: "name", title: "Ada Lovelace"), TextCellModel(id: "signature", title: "Sent from Mosaic"),
    ])
    let mailboxGate = LoadGate()
    let mailboxes: SettingsGroup
    let notifications = SettingsGroup("Notifications", cells: [
        SwitchCellModel(id: "push", title: "Push", isOn: true), SwitchCellModel(id: "sound", title: "Sound", isOn: false),
    ])
    let list: CellGroupList
    let table: HeadlessListHost

    init() throws {
        mailboxes = SettingsGroup("Mailboxes", cells: [
            TextCellModel(id: "work", title: "work@example.com"), TextCellModel(id: "home", title: "home@example.com"),
        ], gate: mailboxGate)
        list = try CellGroupList(groups: [profile, mailboxes, notifications], name: "Settings")
        table = HeadlessListHost(showing: list.rows)
        list.host = table
    }

    var shown: [String] { list.rows.map(\.description) }

    @Test("every group answers at once; a slow one shows a placeholder without holding the others back")
    func concurrentLoad() async throws {
        #expect(shown == ["Profile/…", "Mailboxes/…", "Notifications/…"].map { "\($0) loading" })
        let loading = Task { await list.load() }
        await settle { list.rows.count == 5 }
        #expect(shown == [
            "Profile/name", "Profile/signature", "Mailboxes/… loading", "Notifications/push", "Notifications/sound",
        ])
        mailboxGate.open()
        await loading.value
        #expect(shown == [
            "Profile/name", "Profile/signature", "Mailboxes/work", "Mailboxes/home", "Notifications/push",
            "Notifications/sound",
        ])
        #expect(table.rows == shown && table.mismatches.isEmpty, "\(table.mismatches)")
        #expect(table.updates.contains(ListUpdate(deletes: [2], inserts: [2, 3])))
    }

    @Test("a cell event goes to the group's presenter, and its change reaches the host as one reload")
    func eventAndReload() async throws {
        mailboxGate.open()
        await list.load()
        try list.handle(.toggled(false), atRow: 4)
        #expect(notifications.events == ["toggled(false) push"])
        #expect(table.updates.last == ListUpdate(reloads: [4]))
        #expect(table.mismatches.isEmpty, "\(table.mismatches)")
        try list.handle(.selected, atRow: 0)
        #expect(profile.events == ["selected name"])
    }

    @Test("a group's later change becomes a minimal update: insert, delete, move and reload")
    func minimalUpdates() async throws {
        mailboxGate.open()
        await list.load()
        mailboxes.change { $0.append(TextCellModel(id: "old", title: "old@example.com")) }
        #expect(table.updates.last == ListUpdate(inserts: [4]))
        mailboxes.change { $0.removeFirst() }
        #expect(table.updates.last == ListUpdate(deletes: [2]))
        mailboxes.change { $0.reverse() }
        #expect(table.updates.last == ListUpdate(moves: [.init(from: 2, to: 3)]))
        mailboxes.change { $0[0] = TextCellModel(id: "old", title: "renamed") }
        #expect(table.updates.last == ListUpdate(reloads: [2]))
        #expect(table.rows == shown && table.mismatches.isEmpty, "\(table.mismatches)")
    }

    @Test("many random changes of every group: the host's rows always equal the list's data")
    func randomChangesStayConsistent() async throws {
        mailboxGate.open()
        await list.load()
        var random = SplitMix(seed: 2_026)
        let groups = [profile, mailboxes, notifications]
        for step in 0..<500 {
            let group = groups[Int(random.next() % 3)]
            group.change { cells in
                let pool = (0..<8).map { TextCellModel(id: "c\($0)", title: "v\(random.next() % 3)") }
                cells = pool.filter { _ in random.next() % 2 == 0 }.shuffled(using: &random)
            }
            if step % 50 == 0 { group.fail(GroupOffline()) }
        }
        #expect(table.rows == shown)
        #expect(table.mismatches.isEmpty, "\(table.mismatches.prefix(3))")
    }

    @Test("a group that throws shows a failed placeholder naming it, and the others show their cells")
    func failingGroup() async throws {
        mailboxes.failure = GroupOffline()
        mailboxGate.open()
        await list.load()
        #expect(shown[2] == "Mailboxes/… failed: offline")
        #expect(list.rows.count == 5)
        #expect(list.failures["Mailboxes"]?.description == "Settings: group Mailboxes failed to load: offline")
        let error = try #require(throws: CompositionError.self) { try list.handle(.selected, atRow: 2) }
        #expect(error.description == "Settings: row 2 is the placeholder of group Mailboxes, not a cell")
    }

    @Test("bad events: a row out of range, a presenter that refuses; each names the row or group")
    func badEvents() async throws {
        mailboxGate.open()
        await list.load()
        let outOfRange = try #require(throws: CompositionError.self) { try list.handle(.selected, atRow: 99) }
        #expect(outOfRange.description == "Settings: row 99 does not exist (the list has 6 rows)")
        profile.refusesEvents = true
        let refused = try #require(throws: CompositionError.self) { try list.handle(.selected, atRow: 1) }
        #expect(refused.description == "Settings: group Profile refused the event: offline")
    }

    @Test("two cell-models with one id make the group a failed placeholder instead of a broken list")
    func duplicateIDs() async throws {
        mailboxGate.open()
        await list.load()
        mailboxes.change { $0.append(TextCellModel(id: "work", title: "again")) }
        #expect(shown[2] == "Mailboxes/… failed: Settings: group Mailboxes has two cell-models with id work")
        #expect(table.mismatches.isEmpty)
    }

    @Test("a configuration may add a group (a developer section in debug builds)")
    func addGroup() async throws {
        mailboxGate.open()
        await list.load()
        let developer = SettingsGroup("Developer", cells: [TextCellModel(id: "logs", title: "Export logs")])
        try await list.append(developer)
        #expect(list.groupNames == ["Profile", "Mailboxes", "Notifications", "Developer"])
        #expect(shown.last == "Developer/logs")
        #expect(table.rows == shown && table.mismatches.isEmpty)
        let error = try #require(throws: CompositionError.self) {
            try CellGroupList(groups: [profile, SettingsGroup("Profile", cells: [])], name: "Settings")
        }
        #expect(error.description == "Settings: the name Profile is used twice")
    }

    @Test("one universal cell factory, keyed by cell-model type, makes cells for every group")
    func universalFactory() async throws {
        mailboxGate.open()
        await list.load()
        var factory = CellFactory<String> { group, state in "[\(group) \(state)]" }
        factory.register(TextCellModel.self) { "text \($0.title)" }
        factory.register(SwitchCellModel.self) { "switch \($0.title) \($0.isOn ? "on" : "off")" }
        let cells = try list.rows.map { row throws(CompositionError) in try factory.makeCell(for: row) }
        #expect(cells == [
            "text Ada Lovelace", "text Sent from Mosaic", "text work@example.com", "text home@example.com",
            "switch Push on", "switch Sound off",
        ])
        profile.change { $0.append(BannerCellModel(id: "promo")) }
        let error = try #require(throws: CompositionError.self) { try factory.makeCell(for: list.rows[2]) }
        #expect(error.description == "CellFactory: no cell factory knows BannerCellModel (group Profile)")
    }
}

/// A small seeded generator, so the random test is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Ids whose hashes all collide, to check that identity never rests on the hash alone.
struct CollidingID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "#\(value)" }
}
struct CollidingCellModel: CellModel {
    let id: CollidingID
    let title: String
}

@MainActor
@Suite("Composition: cell identity")
struct CellIdentityTests {
    @Test("cells whose ids share a hash are still told apart; a real duplicate is still caught")
    func hashCollisions() async throws {
        let group = SettingsGroup("Colliding", cells: (0..<5).map { CollidingCellModel(id: CollidingID(value: $0), title: "t") })
        let list = try CellGroupList(groups: [group], name: "List")
        let table = HeadlessListHost(showing: list.rows)
        list.host = table
        await list.load()
        #expect(list.rows.map(\.description) == (0..<5).map { "Colliding/#\($0)" })
        group.change { $0.swapAt(0, 4); $0[2] = CollidingCellModel(id: CollidingID(value: 2), title: "new") }
        #expect(table.mismatches.isEmpty, "\(table.mismatches)")
        #expect(table.rows == list.rows.map(\.description))
        group.change { $0.append(CollidingCellModel(id: CollidingID(value: 3), title: "again")) }
        #expect(list.failures["Colliding"]?.description == "List: group Colliding has two cell-models with id #3")
    }
}
