import MailFeatures
import Mosaic
import MosaicWeb

/// A sender's posts in the browser: the profile header's slot, then the posts.
@MainActor final class WebSenderPostsView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: SenderPostsPresenter
    let changes = ViewChanges()
    init(presenter: SenderPostsPresenter) { self.presenter = presenter }
    var template: String { "posts" }
    var title: String { "Posts" }
    var viewModel: Any {
        ["posts": presenter.posts.map { ["id": $0.id, "title": $0.title, "date": $0.date] as [String: Any] }] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "open": try presenter.open(try event.intField("id"))
        case "back": try presenter.close()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
