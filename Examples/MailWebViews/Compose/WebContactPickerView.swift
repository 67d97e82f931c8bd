import MailFeatures
import Mosaic
import MosaicWeb

/// The contact picker in the browser: an overlay listing the contacts; picking one closes it.
@MainActor final class WebContactPickerView: WebModuleView, Themeable {
    /// The theme of the feature that built this view (drawn as `data-mosaic-theme`).
    private(set) var theme: Theme?
    func apply(_ theme: Theme) { self.theme = theme }
    let presenter: ContactPickerPresenter
    let changes = ViewChanges()
    init(presenter: ContactPickerPresenter) { self.presenter = presenter }
    var template: String { "contact-picker" }
    var title: String { "Pick a recipient" }
    var viewModel: Any {
        ["contacts": presenter.contacts.enumerated().map { ["index": $0.offset, "name": $0.element.name, "address": $0.element.address] as [String: Any] }]
            as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "pick": try presenter.pick(try event.intField("index"))
        case "cancel": try presenter.cancel()
        default: throw UnknownEvent(name: event.name)
        }
    }
}
