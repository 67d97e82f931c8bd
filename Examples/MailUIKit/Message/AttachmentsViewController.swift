#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message's attachments on iOS, images apart from documents; tapping the heading collapses
/// or expands this section alone. Opened on its own (a deep link) it is a page, left with Back.
@MainActor
final class AttachmentsViewController: UIViewController, UIKitModuleView, AccentTinted {
    let presenter: AttachmentsPresenter
    let heading = UILabel()
    let images = UILabel()
    let documents = UILabel()
    /// The heading as a button: tapping it collapses or expands the section.
    private(set) lazy var headingButton = UIButton.wrapping([heading]) { [weak self] in self?.toggle() }

    init(presenter: AttachmentsPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        images.numberOfLines = 0
        documents.numberOfLines = 0
        for subview in [headingButton, images, documents] { view.addSubview(subview) }
        presenter.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The heading, then the two lists.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([headingButton, images, documents])
    }

    /// The heading was tapped.
    func toggle() {
        presenter.toggle()
    }

    private func render() {
        title = "Attachments"
        let count = presenter.images.count + presenter.documents.count
        heading.text = "Attachments (\(count)) " + (presenter.isExpanded ? "▾" : "▸")
        images.text = presenter.images.map { "🖼 \($0.name) (\($0.size.formatted(.byteCount(style: .file))))" }.joined(separator: "\n")
        documents.text = presenter.documents.map { "📄 \($0.name) (\($0.size.formatted(.byteCount(style: .file))))" }.joined(separator: "\n")
        images.isHidden = !presenter.isExpanded || presenter.images.isEmpty
        documents.isHidden = !presenter.isExpanded || presenter.documents.isEmpty
    }
}
#endif
