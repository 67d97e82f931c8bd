#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message's header section on iOS: subject, sender and date; tapping the sender opens
/// their posts.
@MainActor
final class MessageHeaderViewController: UIViewController, UIKitModuleView, AccentTinted, LifecycleObserver {
    let presenter: MessageHeaderPresenter
    let subject = UILabel()
    let from = UILabel()
    let date = UILabel()
    /// Why the sender's posts could not be opened, when they could not.
    let failureLabel = UILabel()
    /// The sender as a button: tapping it opens their posts.
    private(set) lazy var senderButton = UIButton.wrapping([from]) { [weak self] in self?.openSenderPosts() }

    init(presenter: MessageHeaderPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        subject.numberOfLines = 0
        failureLabel.isHidden = true
        for subview in [subject, senderButton, date, failureLabel] { view.addSubview(subview) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// One line each, top to bottom.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([subject, senderButton, date, failureLabel])
    }

    /// The sender was tapped.
    func openSenderPosts() {
        do {
            try presenter.openSenderPosts()
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }

    func moduleDidBecomeActive() { render() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    private func render() {
        guard let message = presenter.message else { return }
        subject.text = message.subject
        from.text = "\(message.from) <\(message.address)>"
        date.text = message.date.formatted(date: .abbreviated, time: .shortened)
    }
}
#endif
