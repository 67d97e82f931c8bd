import MailFeatures
import Mosaic
import MosaicWeb

/// A message in the browser: the scroll stack's sections in order, each drawn by its own view
/// into its slot; a section that could not be embedded shows why in its place.
@MainActor final class WebMessageView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: MessagePresenter
    let changes = ViewChanges()
    init(presenter: MessagePresenter) { self.presenter = presenter }
    var template: String { "message" }
    var title: String { presenter.subject ?? "Message" }
    var viewModel: Any {
        // Sections draw their own placeholders; only a section that could not be embedded at
        // all is drawn here, with why.
        let failures = (presenter.stack?.failures ?? [:]).sorted { $0.key < $1.key }
        return ["failures": failures.map { ["slot": $0.key, "why": $0.value.description] }] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "back": try presenter.close()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
