#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message's body section on iOS: one label per block, in order — a paragraph's wrapped
/// lines, or a picture inline (its label names it; the picture is the cache's drawing). An HTML
/// body is shown as its text, never as markup.
@MainActor
final class MessageBodyViewController: UIViewController, UIKitModuleView, AccentTinted, LifecycleObserver {
    let presenter: MessageBodyPresenter
    /// The blocks, in order.
    let blocks = UIStackView(arrangedSubviews: [])
    /// Says the body was HTML, shown as text.
    let htmlNote = UILabel()

    init(presenter: MessageBodyPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        htmlNote.text = "Shown as text (the message was HTML)"
        htmlNote.isHidden = true
        view.addSubview(htmlNote)
        view.addSubview(blocks)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The HTML note on top, the blocks below it.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([htmlNote], fill: blocks)
    }

    func moduleDidBecomeActive() { render() }
    func moduleDidResignActive() {}
    func moduleDidClose() {}

    /// The blocks are drawn once: a body does not change after it is configured.
    private func render() {
        guard blocks.arrangedSubviews.isEmpty else { return }
        for block in presenter.blocks {
            let label = UILabel()
            label.numberOfLines = 0
            switch block {
            case .text(let lines): label.text = lines.joined(separator: "\n")
            case .image(let image): label.text = "🖼 \(image.name)"
            }
            blocks.addArrangedSubview(label)
        }
        htmlNote.isHidden = !presenter.wasHTML
    }
}
#endif
