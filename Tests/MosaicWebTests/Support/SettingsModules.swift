import Mosaic
import MosaicDI
import MosaicWeb

/// A settings screen for the cell list tests: one group of switches and one of plain labels
/// whose cells the test replaces at will.
struct SwitchCell: CellModel { let id: String; let title: String; let isOn: Bool }
struct LabelCell: CellModel { let id: String; let text: String }

@MainActor final class SwitchGroup: CellGroup {
    let name = "Switches"
    var switches: [(String, Bool)] = [("push", true), ("mail", false)]
    private var updates: CellGroupUpdates?
    func loadCellModels() async throws -> [any CellModel] { cells() }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        guard case .toggled(let on) = event, let cell = cell as? SwitchCell,
            let index = switches.firstIndex(where: { $0.0 == cell.id })
        else { return }
        switches[index].1 = on
        updates?.publish(cells())
    }
    private func cells() -> [any CellModel] { switches.map { SwitchCell(id: $0.0, title: $0.0.capitalized, isOn: $0.1) } }
}

@MainActor final class LabelGroup: CellGroup {
    let name = "Labels"
    var labels: [LabelCell] = [LabelCell(id: "a", text: "<b>A</b>")]
    private var updates: CellGroupUpdates?
    func loadCellModels() async throws -> [any CellModel] { labels }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
    func publish(_ labels: [LabelCell]) {
        self.labels = labels
        updates?.publish(labels)
    }
}

enum SettingsModule: Module { typealias Input = SettingsPresenter }

@MainActor final class SettingsPresenter {
    let list: CellGroupList
    let switches = SwitchGroup()
    let labels = LabelGroup()
    init() throws { list = try CellGroupList(groups: [switches, labels], name: "Settings") }
}

@MainActor final class SettingsView: WebModuleView {
    let presenter: SettingsPresenter
    let changes = ViewChanges()
    let rows: WebCellList
    init(presenter: SettingsPresenter) {
        self.presenter = presenter
        rows = WebCellList(name: "rows", list: presenter.list, changes: changes) { row in
            switch row {
            case .cell(_, let model as SwitchCell):
                WebCell(template: "switch", model: ["title": model.title, "on": model.isOn, "next": model.isOn ? "false" : "true"])
            case .cell(_, let model as LabelCell):
                WebCell(template: "label", model: ["text": model.text])
            default:
                WebCell(template: "label", model: ["text": row.description])
            }
        }
    }
    var template: String { "settings" }
    var viewModel: Any { [String: Any]() }
    var lists: [WebCellList] { [rows] }
    func handle(_ event: WebEvent) throws {
        guard try rows.handleRowEvent(event) else { throw EventRefused() }
    }
}

@MainActor final class SettingsBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<SettingsModule>) throws -> Assembly<SettingsModule> {
        let presenter = try SettingsPresenter()
        return Assembly(view: SettingsView(presenter: presenter), input: presenter, roles: [presenter])
    }
}

enum SettingsApp {
    @MainActor static func app() throws -> WebApp {
        let container = try Container { $0.register(onMainActor: SettingsBuilder.init).asModuleBuilder() }
        return WebApp(container: container, templates: try templates()) { try $0.start(SettingsModule.self) }
    }

    static func templates() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register("<h1>Settings</h1>{{{slots.rows}}}", named: "settings")
        try templates.register(
            """
            <form method="post" action="/event">{{> mosaic-event}}<input type="hidden" name="row" value="{{mosaic.row}}">\
            <input type="hidden" name="on" value="{{next}}"><button name="event" value="toggle">{{title}}: {{#on}}on{{/on}}{{^on}}off{{/on}}</button></form>
            """, named: "switch")
        try templates.register("<span>{{text}}</span>", named: "label")
        return templates
    }
}
