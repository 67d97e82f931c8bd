import MailFeatures
import Mosaic
import MosaicWeb

/// A message in the browser: the scroll stack's sections in order, each drawn by its own view
/// into its slot; a section that failed shows why, one still loading a placeholder.
@MainActor final class WebMessageView: WebModuleView {
    let presenter: MessagePresenter
    let changes = ViewChanges()
    init(presenter: MessagePresenter) { self.presenter = presenter }
    var template: String { "message" }
    var title: String { presenter.subject ?? "Message" }
    var viewModel: Any {
        let sections = (presenter.stack?.layout ?? []).map { entry -> [String: Any] in
            var section: [String: Any] = ["slot": entry.slot]
            switch entry.state {
            case .loading: section["loading"] = true
            case .failed(let why): section["failure"] = why
            case .hidden: break
            case .ready: section["shown"] = true
            }
            return section
        }
        return ["sections": sections] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "back": try presenter.close()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
