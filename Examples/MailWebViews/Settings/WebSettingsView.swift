import MailFeatures
import Mosaic
import MosaicWeb

/// The settings in the browser: the cell groups' rows; a switch's row changes alone.
@MainActor final class WebSettingsView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: SettingsPresenter
    let changes = ViewChanges()
    let rows: WebCellList
    init(presenter: SettingsPresenter) {
        self.presenter = presenter
        rows = WebCellList(name: "rows", list: presenter.list, changes: changes) { row in
            switch row {
            case .cell(let group, let model as SwitchSetting):
                WebCell(template: "setting-switch", model: [
                    "group": group, "title": model.title, "on": model.isOn, "next": model.isOn ? "false" : "true",
                ] as [String: Any])
            case .cell(let group, let model as TextSetting):
                WebCell(template: "setting-text", model: ["group": group, "title": model.title, "text": model.text])
            case .cell(let group, _):
                WebCell(template: "setting-text", model: ["group": group, "title": "", "text": row.description])
            case .placeholder(let group, .loading):
                WebCell(template: "setting-placeholder", model: ["group": group, "text": "Loading…", "failed": false])
            case .placeholder(let group, .failed(let why)):
                WebCell(template: "setting-placeholder", model: ["group": group, "text": "Unavailable: \(why)", "failed": true])
            }
        }
    }
    var template: String { "settings" }
    var title: String { "Settings" }
    var viewModel: Any { [String: Any]() }
    var lists: [WebCellList] { [rows] }
    func handle(_ event: WebEvent) throws {
        if event.name == "back" { return try presenter.close() }
        if event.name == "retry" { return presenter.reload() }
        guard try rows.handleRowEvent(event) else { throw UnknownEvent(name: event.name) }
    }
}
