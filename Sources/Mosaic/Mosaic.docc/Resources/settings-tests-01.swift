import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor @Test("the settings screen loads its groups and a switch changes its own row")
func settingsScreen() async throws {
    let container = try Container { builder in registerSettings(&builder, developer: false) }
    let tree = ModuleTree(container: container, host: HeadlessHost())
    let settings = try tree.start(SettingsModule.self).input

    let table = HeadlessListHost(showing: settings.list.rows)
    settings.list.host = table
    await settings.loading?.value
    #expect(table.rows == [
        "Profile/name", "Profile/signature",
        "Mailboxes/… failed: the mail service is offline",
        "Notifications/push", "Notifications/sound",
    ])

    try settings.list.handle(.toggled(true), atRow: 4)        // "Sound" on
    #expect(table.updates.last?.reloads == [4])               // that row alone is redrawn
    #expect(table.mismatches.isEmpty)
}
