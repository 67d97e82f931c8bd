#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The settings on iOS: the cell groups in a table; tapping a switch's row toggles it, and only
/// that row changes.
@MainActor
final class SettingsViewController: UIViewController, UIKitModuleView, AccentTinted, UITableViewDelegate {
    let presenter: SettingsPresenter
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let table: CellGroupTable

    init(presenter: SettingsPresenter) {
        self.presenter = presenter
        var factory = TableCellFactory(placeholder: SettingCell.self) { cell, group, state in
            switch state {
            case .loading: cell.show(title: group, value: "Loading…")
            case .failed(let why): cell.show(title: group, value: "Unavailable: \(why)")
            }
        }
        factory.register(TextSetting.self, cell: SettingCell.self) { cell, model in cell.show(title: model.title, value: model.text) }
        factory.register(SwitchSetting.self, cell: SettingCell.self) { cell, model in cell.show(title: model.title, value: model.isOn ? "On" : "Off") }
        table = CellGroupTable(tableView: tableView, factory: factory)
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        tableView.delegate = self
        presenter.list.host = table
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }

    /// The groups fill the screen.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([], fill: tableView)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let rows = presenter.list.rows
        guard rows.indices.contains(indexPath.row), case .cell(_, let model as SwitchSetting) = rows[indexPath.row] else { return }
        try? presenter.list.handle(.toggled(!model.isOn), atRow: indexPath.row)
    }
}
#endif
