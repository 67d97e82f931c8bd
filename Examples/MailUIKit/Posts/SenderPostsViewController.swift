#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A sender's posts on iOS: the profile header's slot above a table of the posts (title and
/// date); tapping a post opens it.
@MainActor
final class SenderPostsViewController: UIViewController, UIKitModuleView, AccentTinted, LifecycleObserver, UITableViewDataSource, UITableViewDelegate {
    let presenter: SenderPostsPresenter
    /// The "profile" slot's container: the profile header goes there.
    let profile = UIView()
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Why a post could not be opened, when it could not.
    let failureLabel = UILabel()

    init(presenter: SenderPostsPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "Posts"
        tableView.register(TitleDetailCell.self, forCellReuseIdentifier: "post")
        tableView.dataSource = self
        tableView.delegate = self
        failureLabel.isHidden = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [profile, failureLabel, tableView] { view.addSubview(subview) }
        tableView.reloadData()
    }

    /// The profile header (four lines and its button) on top, the posts below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([profile, failureLabel], rowHeight: 220, fill: tableView)
    }

    /// The posts are read when the module is configured, which may come after the view loaded.
    func moduleDidBecomeActive() { tableView.reloadData() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    func containerView(forSlot slot: String) -> UIView? {
        slot == "profile" ? profile : nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        if let cell = cell as? TitleDetailCell, presenter.posts.indices.contains(indexPath.row) {
            cell.show(title: presenter.posts[indexPath.row].title, detail: presenter.posts[indexPath.row].date)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard presenter.posts.indices.contains(indexPath.row) else { return }
        do {
            try presenter.open(presenter.posts[indexPath.row].id)
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }
}
#endif
