import MailFeatures
import Mosaic
import MosaicWeb

/// A message's attachments in the browser: images apart from documents, collapsible; as a page
/// of its own, with a way back.
@MainActor final class WebAttachmentsView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: AttachmentsPresenter
    let changes = ViewChanges()
    init(presenter: AttachmentsPresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "attachments" }
    var title: String { "Attachments" }
    var viewModel: Any {
        func files(_ list: [MailFeatures.MailMessage.Attachment]) -> [[String: Any]] {
            list.map { ["name": $0.name, "size": $0.size.formatted(.byteCount(style: .file))] }
        }
        return [
            "expanded": presenter.isExpanded, "page": presenter.isPage,
            "any": !(presenter.images.isEmpty && presenter.documents.isEmpty),
            "images": files(presenter.images), "documents": files(presenter.documents),
            "hasImages": !presenter.images.isEmpty, "hasDocuments": !presenter.documents.isEmpty,
            "total": presenter.images.count + presenter.documents.count,
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "toggle": presenter.toggle()
        case "back": try presenter.close()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
