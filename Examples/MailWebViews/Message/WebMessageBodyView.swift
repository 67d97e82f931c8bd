import MailFeatures
import Mosaic
import MosaicWeb

/// A message's body in the browser: wrapped lines, inline pictures; an HTML body as its text.
@MainActor final class WebMessageBodyView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: MessageBodyPresenter
    let changes = ViewChanges()
    init(presenter: MessageBodyPresenter) { self.presenter = presenter }
    var template: String { "message-body" }
    var viewModel: Any {
        [
            "html": presenter.wasHTML,
            // Whole lines: the browser wraps them to the screen's width.
            "blocks": presenter.paragraphs.map { block -> [String: Any] in
                switch block {
                case .text(let lines): ["lines": lines.map { ["text": $0] }]
                case .image(let image): ["image": ["name": image.name, "type": image.mediaType, "data": image.base64]]
                }
            },
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        throw UnknownEvent(name: event.name)
    }
}
