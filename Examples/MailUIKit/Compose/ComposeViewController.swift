#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// The compose screen on iOS: the recipient (tap to pick one), the subject and text fields, and
/// why sending was refused. Every change to the text goes to the activity as an edit, so what
/// was typed is kept whatever the user asks for next; Send and Discard end the activity.
@MainActor
final class ComposeViewController: UIViewController, UIKitModuleView, AccentTinted, UITextViewDelegate {
    let presenter: ComposePresenter
    let to = UILabel()
    let subject = UITextField()
    let body = UITextView()
    /// Why sending was refused, when it was.
    let problem = UILabel()
    /// The recipient line as a button: tapping it opens the contact picker.
    private(set) lazy var recipientButton = UIButton.wrapping([to]) { [weak self] in self?.pickRecipient() }
    /// "Send".
    private(set) lazy var sendButton = UIButton.titled("Send") { [weak self] in self?.send() }
    /// "Discard".
    private(set) lazy var discardButton = UIButton.titled("Discard") { [weak self] in self?.discard() }

    init(presenter: ComposePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "New message"
        subject.placeholder = "Subject"
        subject.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        body.delegate = self
        problem.numberOfLines = 0
        for subview in [recipientButton, subject, body, problem, sendButton, discardButton] { view.addSubview(subview) }
        presenter.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The recipient, the subject, the problem line and the buttons on top; the body below.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([recipientButton, subject, problem, sendButton, discardButton], fill: body)
    }

    /// The user typed in the text.
    func textViewDidChange(_ textView: UITextView) {
        textDidChange()
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

    private func textDidChange() {
        edit(subject: subject.text ?? "", body: body.text ?? "")
    }

    private func render() {
        let draft = presenter.draft
        to.text = draft.to.map { "To: \($0.name) <\($0.address)>" } ?? "To: (tap to pick a recipient)"
        // Only what the activity changed is written back: the fields keep the user's cursor.
        if subject.text != draft.subject { subject.text = draft.subject }
        if body.text != draft.body { body.text = draft.body }
        problem.text = presenter.problem
        problem.isHidden = presenter.problem == nil
    }
}
#endif
