#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message on iOS: header, body with long lines wrapped, the attachments section in its slot.
@MainActor
final class MessageViewController: UIViewController, UIKitModuleView, LifecycleObserver {
    let presenter: MessagePresenter
    let from = UILabel()
    let subject = UILabel()
    let date = UILabel()
    let body = UILabel()
    /// The container of the "attachments" slot.
    let attachments = UIView()

    init(presenter: MessagePresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.numberOfLines = 0
        subject.numberOfLines = 0
        for subview in [from, subject, date, attachments, body] { view.addSubview(subview) }
        render()
    }

    func containerView(forSlot slot: String) -> UIView? {
        slot == "attachments" ? attachments : nil
    }

    func moduleDidBecomeActive() { render() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    private func render() {
        guard let message = presenter.message else { return }
        title = message.subject
        from.text = "\(message.from) <\(message.address)>"
        subject.text = message.subject
        date.text = message.date.formatted(date: .abbreviated, time: .shortened)
        body.text = message.body
    }
}

/// A message's attachments on iOS: images apart from documents; tapping the header collapses them.
@MainActor
final class AttachmentsViewController: UIViewController, UIKitModuleView {
    let presenter: AttachmentsPresenter
    let header = UILabel()
    let images = UILabel()
    let documents = UILabel()

    init(presenter: AttachmentsPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        presenter.onChange = { [weak self] in self?.render() }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        images.numberOfLines = 0
        documents.numberOfLines = 0
        for subview in [header, images, documents] { view.addSubview(subview) }
        render()
    }

    /// The header was tapped.
    func toggle() {
        presenter.toggle()
    }

    private func render() {
        let none = presenter.images.isEmpty && presenter.documents.isEmpty
        view.isHidden = none
        header.text = "Attachments " + (presenter.isExpanded ? "▾" : "▸")
        images.text = presenter.images.map { "🖼 \($0.name) (\($0.size.formatted(.byteCount(style: .file))))" }.joined(separator: "\n")
        documents.text = presenter.documents.map { "📄 \($0.name) (\($0.size.formatted(.byteCount(style: .file))))" }.joined(separator: "\n")
        images.isHidden = !presenter.isExpanded || presenter.images.isEmpty
        documents.isHidden = !presenter.isExpanded || presenter.documents.isEmpty
    }
}
#endif
