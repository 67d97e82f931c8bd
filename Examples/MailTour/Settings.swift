import Mosaic

/// The settings screen: a list of cell groups.
struct TextCell: CellModel { let id: String; let text: String }
struct SwitchCell: CellModel { let id: String; let title: String; let isOn: Bool }

@MainActor final class ProfileGroup: CellGroup {
    let name = "Profile"
    func loadCellModels() async throws -> [any CellModel] {
        [TextCell(id: "name", text: "Ada Lovelace"), TextCell(id: "signature", text: "Sent from Mosaic")]
    }
}

@MainActor final class NotificationsGroup: CellGroup {
    let name = "Notifications"
    private var push = true
    private var updates: CellGroupUpdates?
    func loadCellModels() async throws -> [any CellModel] { cells() }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        guard case .toggled(let on) = event else { return }
        push = on
        updates?.publish(cells())
    }
    private func cells() -> [any CellModel] { [SwitchCell(id: "push", title: "Push", isOn: push)] }
}

struct MailboxesOffline: Error, CustomStringConvertible { var description: String { "offline" } }

@MainActor final class MailboxesGroup: CellGroup {
    let name = "Mailboxes"
    func loadCellModels() async throws -> [any CellModel] { throw MailboxesOffline() }
}
