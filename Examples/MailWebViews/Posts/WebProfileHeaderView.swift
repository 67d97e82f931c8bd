import MailFeatures
import Mosaic
import MosaicWeb

/// A profile header in the browser: name, address, how many posts, "Write a message".
@MainActor final class WebProfileHeaderView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: ProfileHeaderPresenter
    let changes = ViewChanges()
    init(presenter: ProfileHeaderPresenter) { self.presenter = presenter }
    var template: String { "profile-header" }
    var viewModel: Any {
        guard let profile = presenter.profile else { return [String: Any]() }
        return [
            "name": profile.contact.name, "address": profile.contact.address, "count": profile.postCount,
            "initial": profile.contact.name.first.map(String.init) ?? "?",
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "write": try presenter.writeMessage()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
