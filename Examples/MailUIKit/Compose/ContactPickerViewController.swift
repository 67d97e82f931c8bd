#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The contact picker on iOS: a sheet listing the contacts (name and address); tapping one
/// picks it and closes the sheet, Cancel closes it with nothing picked.
@MainActor
final class ContactPickerViewController: UIViewController, UIKitModuleView, AccentTinted, UITableViewDataSource, UITableViewDelegate {
    let presenter: ContactPickerPresenter
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Why a contact could not be picked, when it could not.
    let failureLabel = UILabel()

    init(presenter: ContactPickerPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "Pick a recipient"
        tableView.register(TitleDetailCell.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.delegate = self
        failureLabel.isHidden = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cancelButton)
        view.addSubview(failureLabel)
        view.addSubview(tableView)
        tableView.reloadData()
    }

    /// Cancel and the failure line across the top, the contacts below them.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([cancelButton, failureLabel], fill: tableView)
    }

    /// "Cancel": closes the sheet with nothing picked.
    private(set) lazy var cancelButton = UIButton.titled("Cancel") { [weak self] in self?.cancel() }

    /// Cancel was tapped.
    func cancel() {
        perform { try presenter.cancel() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        if let cell = cell as? TitleDetailCell, presenter.contacts.indices.contains(indexPath.row) {
            cell.show(title: presenter.contacts[indexPath.row].name, detail: presenter.contacts[indexPath.row].address)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        perform { try presenter.pick(indexPath.row) }
    }

    private func perform(_ action: () throws -> Void) {
        do {
            try action()
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }
}
#endif
