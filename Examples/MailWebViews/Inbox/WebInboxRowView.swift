import MailFeatures
import Mosaic
import MosaicWeb

/// One inbox row in the browser: the message's summary (a button opening it) and the strip of
/// its attachments, which the page scrolls to the offset the row kept.
@MainActor final class WebInboxRowView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: InboxRowPresenter
    let changes = ViewChanges()
    init(presenter: InboxRowPresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "inbox-row" }
    var viewModel: Any {
        guard let item = presenter.item else { return [String: Any]() }
        return [
            "id": item.id, "from": item.from, "subject": item.subject, "preview": item.preview, "date": item.date,
            "unread": item.isUnread, "hasAttachments": !item.attachments.isEmpty, "offset": presenter.stripOffset,
            "attachments": item.attachments.map {
                ["name": SummaryLine.of($0.name, maximum: 60), "kind": $0.isImage ? "image" : "document"]
            },
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "open": try presenter.open()
        case "strip": presenter.stripScrolled(to: try event.intField("offset"))
        default: throw UnknownEvent(name: event.name)
        }
    }
}
