import Foundation
import Mosaic
import MosaicTesting
import Testing

// README: seed-000
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
// README: end

@MainActor
@Suite("README: composition")
struct ReadmeCompositionTests {
    @Test("the README's settings example: groups glued in order, an event turned into one reload")
    func seed000() async throws {
        let profile = SettingsGroup("Profile", cells: [TextCellModel(id: "name", title: "Ada")])
        let table = HeadlessListHost()
        let list = try await settingsList(profile: profile, table: table)
        #expect(list.rows.map(\.description) == ["Profile/name", "Notifications/push"])
        #expect(table.updates.last == ListUpdate(reloads: [1]))
        #expect(table.mismatches.isEmpty)
    }

    @Test("README.md shows exactly this code")
    func readmeIsUpToDate() throws {
        try expectReadmeShows("seed-000", from: #filePath)
    }
}

/// Checks that README.md shows, as a Swift code block, the text between `// README: <name>` and
/// `// README: end` in the test file at `path`.
func expectReadmeShows(_ name: String, from path: String) throws {
    let here = URL(fileURLWithPath: path)
    var root = here.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("README.md").path) {
        root = root.deletingLastPathComponent()
    }
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let start = try #require(source.range(of: "// README: \(name)\n"))
    let end = try #require(source.range(of: "// README: end", range: start.upperBound..<source.endIndex))
    #expect(readme.contains("```swift\n\(source[start.upperBound..<end.lowerBound])```"), "README.md lacks the \(name) block")
}
