#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// One inbox row on iOS, a module's view of its own: sender (● when unread), subject, date,
/// and a horizontal strip (a collection view) of the message's attachments, scrolled to the
/// offset the row kept. Tapping the summary opens the message.
@MainActor
final class InboxRowViewController: UIViewController, UIKitModuleView, AccentTinted {
    let presenter: InboxRowPresenter
    let from = UILabel()
    let subject = UILabel()
    let date = UILabel()
    /// The attachment strip; its content offset is the row's saved state.
    let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    /// One label per attachment (icon and name), inside the strip.
    private(set) var stripItems: [UILabel] = []
    /// Why the message could not be opened, when it could not.
    let failureLabel = UILabel()
    /// The summary (sender, subject, date): tapping it opens the message.
    private(set) lazy var summary = UIButton.wrapping([from, subject, date]) { [weak self] in self?.open() }

    init(presenter: InboxRowPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        for subview in [summary, strip, failureLabel] { view.addSubview(subview) }
        failureLabel.isHidden = true
        #if os(iOS)
        strip.delegate = self
        #endif
        presenter.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The summary on top, the attachments strip (or the failure line) below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([summary, failureLabel], rowHeight: 60, fill: strip)
    }

    /// The summary was tapped: the message opens.
    func open() {
        do {
            try presenter.open()
        } catch {
            failureLabel.text = "\(error)"
            failureLabel.isHidden = false
        }
    }

    /// The user scrolled the strip: the row keeps the offset (non-finite offsets count as 0).
    func stripDidScroll() {
        let x = strip.contentOffset.x
        let clamped = x.isFinite ? min(max(x, 0), CGFloat(InboxRowPresenter.maximumOffset)) : 0
        presenter.stripScrolled(to: Int(clamped))
    }

    private func render() {
        guard let item = presenter.item else { return }
        from.text = item.isUnread ? "● " + item.from : item.from
        subject.text = item.subject
        date.text = item.date
        failureLabel.isHidden = true
        for label in stripItems { label.removeFromSuperview() }
        stripItems = item.attachments.map { attachment in
            let label = UILabel()
            label.text = (attachment.isImage ? "🖼 " : "📄 ") + attachment.name
            return label
        }
        for label in stripItems { strip.addSubview(label) }
        strip.isHidden = item.attachments.isEmpty
        strip.contentOffset = CGPoint(x: CGFloat(presenter.stripOffset), y: 0)
    }
}

#if os(iOS)
extension InboxRowViewController: UICollectionViewDelegate {
    /// The strip scrolled under the user's finger.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === strip { stripDidScroll() }
    }
}
#endif
#endif
