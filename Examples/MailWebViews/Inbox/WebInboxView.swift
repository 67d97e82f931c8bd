import MailFeatures
import Mosaic
import MosaicWeb

/// The inbox in the browser: a window of row modules that moves as the page scrolls.
@MainActor final class WebInboxView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: InboxPresenter
    let changes = ViewChanges()
    let rows: WebModuleList
    init(presenter: InboxPresenter) {
        self.presenter = presenter
        rows = WebModuleList(name: "rows", list: presenter.list, changes: changes)
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "inbox" }
    var title: String { "Inbox" }
    var viewModel: Any {
        [
            "failure": presenter.failure as Any, "count": presenter.count, "loaded": presenter.hasLoaded,
            "loading": presenter.loading != nil && !presenter.hasLoaded,
            "empty": presenter.hasLoaded && presenter.count == 0,
            "unread": presenter.list.items.filter(\.isUnread).count,
            "hasUnread": presenter.list.items.contains(where: \.isUnread),
        ] as [String: Any]
    }
    var moduleLists: [WebModuleList] { [rows] }
    func handle(_ event: WebEvent) throws {
        if try rows.handleVisibleEvent(event) { return }
        switch event.name {
        case "settings": try presenter.openSettings()
        case "compose": try presenter.compose()
        case "retry": presenter.retry()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
