import MailFeatures
import Mosaic
import MosaicWeb

/// The compose screen in the browser: one form; every button sends the subject and text with
/// it, so what was typed is kept whatever the user asks for next.
@MainActor final class WebComposeView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: ComposePresenter
    let changes = ViewChanges()
    init(presenter: ComposePresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "compose" }
    var title: String { "New message" }
    var viewModel: Any {
        let draft = presenter.draft
        return [
            "to": draft.to.map { ["name": $0.name, "address": $0.address] } as Any,
            "subject": draft.subject, "body": draft.body, "problem": presenter.problem as Any,
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        let intent: ComposeIntent?
        switch event.name {
        case "edit": intent = nil
        case "pick": intent = .pickRecipient
        case "send": intent = .send
        case "discard": intent = .discard
        default: throw UnknownEvent(name: event.name)
        }
        // The typed text travels with every button; an event without it keeps the draft's.
        let subject = event.fields["subject"] ?? presenter.draft.subject
        let body = event.fields["body"] ?? presenter.draft.body
        if subject != presenter.draft.subject || body != presenter.draft.body || event.name == "edit" {
            presenter.ask(.edit(subject: subject, body: body))
        }
        if let intent { presenter.ask(intent) }
    }
}
