#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The compose screen on iOS: the recipient (tap to pick one), the subject and text, and why
/// sending was refused. Every change to the text goes to the activity as an edit, so what was
/// typed is kept whatever the user asks for next; Send and Discard end the activity.
@MainActor
final class ComposeViewController: UIViewController, UIKitModuleView {
    let presenter: ComposePresenter
    let to = UILabel()
    let subject = UILabel()
    let body = UILabel()
    /// Why sending was refused, when it was.
    let problem = UILabel()

    init(presenter: ComposePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "New message"
        body.numberOfLines = 0
        problem.numberOfLines = 0
        for subview in [to, subject, body, problem] { view.addSubview(subview) }
        presenter.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The user changed the subject or the text.
    func edit(subject: String, body: String) {
        guard subject != presenter.draft.subject || body != presenter.draft.body else { return }
        presenter.ask(.edit(subject: subject, body: body))
    }

    /// The recipient line was tapped: the contact picker opens over the screen.
    func pickRecipient() {
        presenter.ask(.pickRecipient)
    }

    /// Send was tapped.
    func send() {
        presenter.ask(.send)
    }

    /// Discard was tapped.
    func discard() {
        presenter.ask(.discard)
    }

    private func render() {
        let draft = presenter.draft
        to.text = draft.to.map { "To: \($0.name) <\($0.address)>" } ?? "To: (tap to pick a recipient)"
        subject.text = draft.subject
        body.text = draft.body
        problem.text = presenter.problem
        problem.isHidden = presenter.problem == nil
    }
}
#endif
