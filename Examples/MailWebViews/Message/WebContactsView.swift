import MailFeatures
import Mosaic
import MosaicWeb

/// A message's contacts in the browser, collapsible: collapsing redraws this section alone.
@MainActor final class WebContactsView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: ContactsPresenter
    let changes = ViewChanges()
    init(presenter: ContactsPresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "contacts" }
    var viewModel: Any {
        [
            "expanded": presenter.isExpanded, "count": presenter.contacts.count,
            "loading": presenter.loading != nil, "failure": presenter.failure as Any,
            "contacts": presenter.contacts.map { ["role": $0.role, "name": $0.name, "address": $0.address] },
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "toggle": presenter.toggle()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
