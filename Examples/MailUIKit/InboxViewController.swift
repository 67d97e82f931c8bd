#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The inbox on iOS: a table of messages; tapping one opens it.
@MainActor
final class InboxViewController: UIViewController, UIKitModuleView, UITableViewDataSource, UITableViewDelegate {
    let presenter: InboxPresenter
    let tableView = UITableView(frame: .zero, style: .plain)
    let failureLabel = UILabel()

    init(presenter: InboxPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        tableView.delegate = self
        presenter.onChange = { [weak self] in self?.render() }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(failureLabel)
        view.addSubview(tableView)
        render()
    }

    private func render() {
        failureLabel.text = presenter.failure
        failureLabel.isHidden = presenter.failure == nil
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        if let cell = cell as? MessageCell, presenter.rows.indices.contains(indexPath.row) { cell.show(presenter.rows[indexPath.row]) }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard presenter.rows.indices.contains(indexPath.row) else { return }
        do {
            try presenter.open(presenter.rows[indexPath.row].id)
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }
}

/// A row of the inbox: sender, subject, date.
@MainActor
final class MessageCell: UITableViewCell {
    let from = UILabel()
    let subject = UILabel()
    let date = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [from, subject, date] { contentView.addSubview(label) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ row: InboxRow) {
        from.text = row.isUnread ? "● " + row.from : row.from
        subject.text = row.attachmentCount > 0 ? "\(row.subject) 📎\(row.attachmentCount)" : row.subject
        date.text = row.date
    }
}
#endif
