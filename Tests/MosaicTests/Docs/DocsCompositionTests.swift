import DocTestSupport
import Foundation
import Mosaic
import MosaicTesting
import Testing

// Snippet: settings-list
struct ToggleCell: CellModel { let id: String; let title: String; let isOn: Bool }

@MainActor final class NotificationsGroup: CellGroup {   // a submodule whose view makes cell-models
    let name = "Notifications"
    private var push = true
    private var updates: CellGroupUpdates?
    func loadCellModels() async throws -> [any CellModel] { cells() }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        guard case .toggled(let on) = event else { return }
        push = on
        updates?.publish(cells())                          // the host gets a minimal update
    }
    private func cells() -> [any CellModel] { [ToggleCell(id: "push", title: "Push", isOn: push)] }
}

@MainActor func settingsList(profile: any CellGroup, table: any ListHost) async throws -> CellGroupList {
    let list = try CellGroupList(groups: [profile, NotificationsGroup()])
    list.host = table
    await list.load()          // groups answer at once; a slow one shows a placeholder meanwhile
    try list.handle(.toggled(false), atRow: list.rowCount - 1)   // goes to its group's presenter
    return list
}
// Snippet: end

@MainActor
@Suite("Docs: composite screens")
struct DocsCompositionTests {
    @Test("the settings example: groups glued in order, an event turned into one reload")
    func groupsGluedInOrder() async throws {
        let profile = SettingsGroup("Profile", cells: [TextCellModel(id: "name", title: "Ada")])
        let table = HeadlessListHost()
        let list = try await settingsList(profile: profile, table: table)
        #expect(list.rows.map(\.description) == ["Profile/name", "Notifications/push"])
        #expect(table.updates.last == ListUpdate(reloads: [1]))
        #expect(table.mismatches.isEmpty)
    }

    @Test("the article shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("settings-list", on: "Sources/Mosaic/Mosaic.docc/CompositeScreens.md")
    }
}

