import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// The settings screen of the tutorial article, step by step, compiled and run.

// Snippet: settings-contract
enum SettingsModule: Module {
    typealias Input = SettingsPresenter    // openers call the presenter itself
}
// Snippet: end

// Snippet: settings-cells
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
// Snippet: end

// Snippet: settings-profile-group
@MainActor final class ProfileGroup: CellGroup {
    let name = "Profile"

    func loadCellModels() async throws -> [any CellModel] {
        [
            TextSetting(id: "name", title: "Name", text: "Ada Lovelace"),
            TextSetting(id: "signature", title: "Signature", text: "Sent from Mosaic"),
        ]
    }
}
// Snippet: end

// Snippet: settings-mailboxes-group
struct MailboxesOffline: Error, CustomStringConvertible {
    var description: String { "the mail service is offline" }
}

@MainActor final class MailboxesGroup: CellGroup {
    let name = "Mailboxes"

    func loadCellModels() async throws -> [any CellModel] {
        throw MailboxesOffline()           // the list shows this group's placeholder instead
    }
}
// Snippet: end

// Snippet: settings-switch-group
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
// Snippet: end

// Snippet: settings-presenter
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
// Snippet: end

// Snippet: settings-builder
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
// Snippet: end


@Suite("Docs: the settings tutorial")
struct DocsSettingsTutorialTests {
    // Snippet: settings-test
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
    // Snippet: end

    @MainActor @Test("developer mode adds the developer group")
    func developerMode() async throws {
        let container = try Container { builder in registerSettings(&builder, developer: true) }
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let settings = try tree.start(SettingsModule.self).input
        await settings.loading?.value
        #expect(settings.list.groupNames == ["Profile", "Mailboxes", "Notifications", "Developer"])
        try settings.close()
        #expect(tree.openModules.isEmpty)
    }

    @Test("the tutorial shows exactly this code", arguments: [
        "settings-contract", "settings-cells", "settings-profile-group", "settings-mailboxes-group",
        "settings-switch-group", "settings-presenter", "settings-builder", "settings-test",
    ])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/Mosaic/Mosaic.docc/BuildingASettingsScreen.md")
    }
}

extension DocsSettingsTutorialTests {
    @Test("the tutorial's last step shows the mail app's browser view exactly as it is compiled")
    func webViewIsTheRealOne() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let view = try String(contentsOf: root.appendingPathComponent("Examples/MailWebViews/Settings/WebSettingsView.swift"), encoding: .utf8)
        let start = try #require(view.range(of: "/// The settings in the browser"))
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Mosaic/Mosaic.docc/BuildingASettingsScreen.md"), encoding: .utf8)
        #expect(article.contains("```swift\n\(view[start.lowerBound...])```"))
    }
}

/// The DocC tutorial shows the same code, one step more per file: each of its files is the
/// snippets above, up to that step, so a change to the compiled code that the tutorial does not
/// follow fails here.
extension DocsSettingsTutorialTests {
    static let tutorialSteps = [
        "settings-contract", "settings-cells", "settings-profile-group", "settings-mailboxes-group",
        "settings-switch-group", "settings-presenter", "settings-builder",
    ]

    private var catalog: URL {
        get throws { try repositoryRoot().appendingPathComponent("Sources/Mosaic/Mosaic.docc") }
    }

    @Test("each step file of the tutorial is the compiled code up to that step")
    func tutorialFilesAreTheCompiledCode() throws {
        let resources = try catalog.appendingPathComponent("Resources")
        for count in 1...Self.tutorialSteps.count {
            let file = String(format: "settings-%02d.swift", count)
            let expected = "import Mosaic\nimport MosaicDI\n\n"
                + (try Self.tutorialSteps.prefix(count).map { try snippet($0) }.joined(separator: "\n"))
            let shown = try String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8)
            #expect(shown == expected, "\(file) is not the tutorial's code up to \(Self.tutorialSteps[count - 1])")
        }
        let tests = try String(contentsOf: resources.appendingPathComponent("settings-tests-01.swift"), encoding: .utf8)
        #expect(tests == "import Mosaic\nimport MosaicDI\nimport MosaicTesting\nimport Testing\n\n" + (try snippet("settings-test")))
    }

    @Test("the tutorial shows every step file, in order")
    func tutorialShowsEveryStep() throws {
        let tutorial = try String(
            contentsOf: try catalog.appendingPathComponent("Tutorials/SettingsScreen.tutorial"), encoding: .utf8)
        let files = tutorial.components(separatedBy: "file: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
        let expected = (1...Self.tutorialSteps.count).map { String(format: "settings-%02d.swift", $0) } + ["settings-tests-01.swift"]
        #expect(files.map(String.init) == expected)
    }
}
