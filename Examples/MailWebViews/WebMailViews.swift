import MailFeatures
import Mosaic
import MosaicWeb

/// A message in the browser: header, body with long lines wrapped, attachments in a slot.
@MainActor final class WebMessageView: WebModuleView {
    let presenter: MessagePresenter
    let changes = ViewChanges()
    init(presenter: MessagePresenter) { self.presenter = presenter }
    var template: String { "message" }
    var title: String { presenter.message?.subject ?? "Message" }
    var viewModel: Any {
        guard let message = presenter.message else { return [String: Any]() }
        return [
            "from": message.from, "address": message.address, "subject": message.subject,
            "date": message.date.formatted(date: .abbreviated, time: .shortened),
            "paragraphs": message.body.split(separator: "\n", omittingEmptySubsequences: false).map { ["text": String($0)] },
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "back": try presenter.close()
        default: throw UnknownEvent(name: event.name)
        }
    }
}

/// The attachments section: images apart from documents, collapsible.
@MainActor final class WebAttachmentsView: WebModuleView {
    let presenter: AttachmentsPresenter
    let changes = ViewChanges()
    init(presenter: AttachmentsPresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "attachments" }
    var viewModel: Any {
        func files(_ list: [MailFeatures.MailMessage.Attachment]) -> [[String: Any]] {
            list.map { ["name": $0.name, "size": $0.size.formatted(.byteCount(style: .file))] }
        }
        return [
            "expanded": presenter.isExpanded,
            "any": !(presenter.images.isEmpty && presenter.documents.isEmpty),
            "images": files(presenter.images), "documents": files(presenter.documents),
            "hasImages": !presenter.images.isEmpty, "hasDocuments": !presenter.documents.isEmpty,
        ] as [String: Any]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "toggle": presenter.toggle()
        default: throw UnknownEvent(name: event.name)
        }
    }
}

/// The settings in the browser: the cell groups' rows; a switch's row changes alone.
@MainActor final class WebSettingsView: WebModuleView {
    let presenter: SettingsPresenter
    let changes = ViewChanges()
    let rows: WebCellList
    init(presenter: SettingsPresenter) {
        self.presenter = presenter
        rows = WebCellList(name: "rows", list: presenter.list, changes: changes) { row in
            switch row {
            case .cell(let group, let model as SwitchSetting):
                WebCell(template: "setting-switch", model: [
                    "group": group, "title": model.title, "on": model.isOn, "next": model.isOn ? "false" : "true",
                ] as [String: Any])
            case .cell(let group, let model as TextSetting):
                WebCell(template: "setting-text", model: ["group": group, "title": model.title, "text": model.text])
            case .cell(let group, _):
                WebCell(template: "setting-text", model: ["group": group, "title": "", "text": row.description])
            case .placeholder(let group, .loading):
                WebCell(template: "setting-placeholder", model: ["group": group, "text": "Loading…"])
            case .placeholder(let group, .failed(let why)):
                WebCell(template: "setting-placeholder", model: ["group": group, "text": "Unavailable: \(why)"])
            }
        }
    }
    var template: String { "settings" }
    var title: String { "Settings" }
    var viewModel: Any { [String: Any]() }
    var lists: [WebCellList] { [rows] }
    func handle(_ event: WebEvent) throws {
        if event.name == "back" { return try presenter.close() }
        guard try rows.handleRowEvent(event) else { throw UnknownEvent(name: event.name) }
    }
}

/// An event the view does not know.
struct UnknownEvent: Error, CustomStringConvertible {
    let name: String
    var description: String { "no event named \"\(name.prefix(64))\" here" }
}

extension MailViews {
    /// The browser's views of the mail screens.
    ///
    /// ```swift
    /// builder.register(value: MailViews.web)
    /// ```
    public static var web: MailViews {
        MailViews(
            inbox: { WebInboxView(presenter: $0) },
            inboxRow: { WebInboxRowView(presenter: $0) },
            message: { WebMessageView(presenter: $0) },
            attachments: { WebAttachmentsView(presenter: $0) },
            settings: { WebSettingsView(presenter: $0) })
    }
}
