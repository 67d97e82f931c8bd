#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The inbox on iOS: a table whose rows are row modules (``InboxRowViewController``), shown
/// in reused cells by a ``CellModuleTable``; a status line says when the mailbox is loading or
/// could not be read. Its bar buttons open the settings and start writing a message.
@MainActor
final class InboxViewController: UIViewController, UIKitModuleView, AccentTinted {
    let presenter: InboxPresenter
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Shows the presenter's row modules in `tableView`.
    let rows: CellModuleTable<InboxItem>
    /// "Loading…" before the first answer, or why the mailbox could not be read (with retry).
    let statusLabel = UILabel()

    init(presenter: InboxPresenter) {
        self.presenter = presenter
        rows = CellModuleTable(tableView: tableView, list: presenter.list)
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
        presenter.onChange = { [weak self] in self?.render() }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.numberOfLines = 0
        // A row module: its summary (three lines) over its attachments strip.
        tableView.rowHeight = 100
        for subview in [settingsButton, writeButton, statusLabel, retryButton, tableView] { view.addSubview(subview) }
        render()
    }

    /// The bar buttons and the status line across the top, the rows below them.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([settingsButton, writeButton, statusLabel, retryButton], fill: tableView)
    }

    func containerView(forSlot slot: String) -> UIView? {
        rows.containerView(forSlot: slot)
    }

    /// "Settings".
    private(set) lazy var settingsButton = UIButton.titled("Settings") { [weak self] in self?.openSettings() }
    /// "Write": starts writing a message.
    private(set) lazy var writeButton = UIButton.titled("Write") { [weak self] in self?.compose() }
    /// "Try again", shown when the mailbox could not be read.
    private(set) lazy var retryButton = UIButton.titled("Try again") { [weak self] in self?.retry() }

    /// The Settings button was tapped.
    func openSettings() {
        perform { try presenter.openSettings() }
    }

    /// The Compose button was tapped.
    func compose() {
        perform { try presenter.compose() }
    }

    /// The status line's Retry was tapped.
    func retry() {
        presenter.retry()
    }

    private func perform(_ action: () throws -> Void) {
        do {
            try action()
        } catch {
            statusLabel.text = "\(error)"
            statusLabel.isHidden = false
        }
    }

    private func render() {
        let loading = presenter.loading != nil && !presenter.hasLoaded
        statusLabel.text = presenter.failure ?? (loading ? "Loading…" : nil)
        statusLabel.isHidden = statusLabel.text == nil
        retryButton.isHidden = presenter.failure == nil
        rows.reload()
    }
}
#endif
