#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message on iOS: the scroll stack of its sections (header, contacts, attachments, body),
/// each section's module embedded into its own container by a ``ScrollStackView``; a section
/// that could not be embedded at all is named, with why, below the stack.
@MainActor
final class MessageViewController: UIViewController, UIKitModuleView, AccentTinted, LifecycleObserver {
    let presenter: MessagePresenter
    /// The sections' containers, in the stack's order.
    let sections = ScrollStackView()
    /// The sections that could not be embedded, with why.
    let failuresLabel = UILabel()
    private var showsStack = false

    init(presenter: MessagePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        failuresLabel.numberOfLines = 0
        view.addSubview(sections.scrollView)
        view.addSubview(failuresLabel)
        render()
    }

    /// The failures line on top, the sections' scroll view below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([failuresLabel], fill: sections.scrollView)
    }

    /// A section's container. The stack is known once the message is configured, which is
    /// before its sections are embedded: the containers are made on the first question.
    func containerView(forSlot slot: String) -> UIView? {
        showStackIfNeeded()
        return sections.containerView(forSlot: slot)
    }

    func moduleDidBecomeActive() { render() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    private func showStackIfNeeded() {
        guard !showsStack, let stack = presenter.stack else { return }
        showsStack = true
        sections.show(stack)
    }

    private func render() {
        showStackIfNeeded()
        title = presenter.subject ?? "Message"
        let failures = (presenter.stack?.failures ?? [:]).sorted { $0.key < $1.key }
        failuresLabel.text = failures.map { "The \($0.key) could not be shown: \($0.value)" }.joined(separator: "\n")
        failuresLabel.isHidden = failures.isEmpty
    }
}
#endif
