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

@MainActor final class SwitchGroup: CellGroup {
    let name: String
    private var switches: [(id: String, title: String, isOn: Bool)]
    private var updates: CellGroupUpdates?

    init(name: String, switches: [(id: String, title: String, isOn: Bool)]) {
        self.name = name
        self.switches = switches
    }

    func loadCellModels() async throws -> [any CellModel] { cells() }

    func attach(_ updates: CellGroupUpdates) { self.updates = updates }

    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        guard case .toggled(let isOn) = event, let cell = cell as? SwitchSetting,
              let index = switches.firstIndex(where: { $0.id == cell.id })
        else { return }
        switches[index].isOn = isOn
        updates?.publish(cells())          // the list works out which row changed
    }

    private func cells() -> [any CellModel] {
        switches.map { SwitchSetting(id: $0.id, title: $0.title, isOn: $0.isOn) }
    }
}

@MainActor final class SettingsPresenter: LifecycleObserver {
    let router: Router<SettingsModule>
    let list: CellGroupList
    private(set) var loading: Task<Void, Never>?

    init(router: Router<SettingsModule>, developer: Bool) throws {
        self.router = router
        var groups: [any CellGroup] = [
            ProfileGroup(),
            MailboxesGroup(),
            SwitchGroup(name: "Notifications", switches: [
                ("push", "Push notifications", true), ("sound", "Sound", false),
            ]),
        ]
        if developer {
            groups.append(SwitchGroup(name: "Developer", switches: [("tree", "Log the module tree", false)]))
        }
        list = try CellGroupList(groups: groups, name: "Settings")
    }

    func moduleDidBecomeActive() {         // the first time the screen is in front
        guard loading == nil else { return }
        let list = list
        loading = Task { await list.load() }
    }

    func moduleDidClose() {
        loading?.cancel()
    }

    func close() throws {
        try router.close()
    }
}

struct MailOptions: Sendable {
    let developer: Bool
}

@MainActor final class SettingsView: ModuleView {
    let presenter: SettingsPresenter
    init(presenter: SettingsPresenter) { self.presenter = presenter }
}

@MainActor final class SettingsBuilder: ModuleBuilder {
    private let options: MailOptions
    init(options: MailOptions) { self.options = options }

    func build(_ context: ModuleContext<SettingsModule>) throws -> Assembly<SettingsModule> {
        let presenter = try SettingsPresenter(router: context.router, developer: options.developer)
        return Assembly(view: SettingsView(presenter: presenter), input: presenter, roles: [presenter])
    }
}

func registerSettings(_ builder: inout ContainerBuilder, developer: Bool) {
    builder.register(value: MailOptions(developer: developer))
    builder.register(onMainActor: SettingsBuilder.init(options:)).asModuleBuilder()
}
