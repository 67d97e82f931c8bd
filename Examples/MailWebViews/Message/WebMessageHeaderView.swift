import MailFeatures
import Mosaic
import MosaicWeb

/// A message's header in the browser: subject, sender, date.
@MainActor final class WebMessageHeaderView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: MessageHeaderPresenter
    let changes = ViewChanges()
    init(presenter: MessageHeaderPresenter) { self.presenter = presenter }
    var template: String { "message-header" }
    var viewModel: Any {
        guard let message = presenter.message else { return [String: Any]() }
        return [
            "from": message.from, "address": message.address, "subject": message.subject,
            "date": message.date.formatted(date: .abbreviated, time: .shortened),
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "posts": try presenter.openSenderPosts()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
