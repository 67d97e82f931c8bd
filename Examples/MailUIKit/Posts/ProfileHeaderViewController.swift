#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A profile header on iOS: the initial, name, address, how many posts, and "Write a message"
/// (which starts writing to this sender).
@MainActor
final class ProfileHeaderViewController: UIViewController, UIKitModuleView, AccentTinted, LifecycleObserver {
    let presenter: ProfileHeaderPresenter
    let initial = UILabel()
    let name = UILabel()
    let address = UILabel()
    let count = UILabel()
    /// Why writing could not start, when it could not.
    let failureLabel = UILabel()
    /// "Write a message".
    private(set) lazy var writeButton = UIButton.titled("Write a message") { [weak self] in self?.writeMessage() }

    init(presenter: ProfileHeaderPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        failureLabel.isHidden = true
        for subview in [initial, name, address, count, writeButton, failureLabel] { view.addSubview(subview) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// One line each, top to bottom.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([initial, name, address, count, writeButton, failureLabel])
    }

    /// "Write a message" was tapped.
    func writeMessage() {
        do {
            try presenter.writeMessage()
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }

    func moduleDidBecomeActive() { render() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    private func render() {
        guard let profile = presenter.profile else { return }
        initial.text = profile.contact.name.first.map(String.init) ?? "?"
        name.text = profile.contact.name
        address.text = profile.contact.address
        count.text = profile.postCount == 1 ? "1 post" : "\(profile.postCount) posts"
    }
}
#endif
