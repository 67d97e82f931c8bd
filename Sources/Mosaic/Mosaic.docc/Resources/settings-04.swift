import Mosaic
import MosaicDI

enum SettingsModule: Module {
    typealias Input = SettingsPresenter    // openers call the presenter itself
}

struct TextSetting: CellModel {
    let id: String
    let title: String
    let text: String
}

struct SwitchSetting: CellModel {
    let id: String
    let title: String
    let isOn: Bool
}

@MainActor final class ProfileGroup: CellGroup {
    let name = "Profile"

    func loadCellModels() async throws -> [any CellModel] {
        [
            TextSetting(id: "name", title: "Name", text: "Ada Lovelace"),
            TextSetting(id: "signature", title: "Signature", text: "Sent from Mosaic"),
        ]
    }
}

struct MailboxesOffline: Error, CustomStringConvertible {
    var description: String { "the mail service is offline" }
}

@MainActor final class MailboxesGroup: CellGroup {
    let name = "Mailboxes"

    func loadCellModels() async throws -> [any CellModel] {
        throw MailboxesOffline()           // the list shows this group's placeholder instead
    }
}
