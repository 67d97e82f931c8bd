import Foundation
import Mosaic
import MosaicDI

/// What one inbox row shows: a message's summary and its attachments.
public struct InboxItem: Identifiable, Sendable, Equatable {
    /// The message's id.
    public let id: Int
    /// The sender's name, on one line cut to fit the row.
    public let from: String
    /// The subject, on one line cut to fit the row.
    public let subject: String
    /// The start of the message's text, on one line: what a row shows when it has no files.
    public let preview: String
    /// The date, as shown in a row (day, month and time).
    public let date: String
    /// Whether it is unread.
    public let isUnread: Bool
    /// The files attached, shown in the row's strip.
    public let attachments: [MailMessage.Attachment]

    /// The row of `message`.
    ///
    /// ```swift
    /// let item = InboxItem(message)
    /// ```
    public init(_ message: MailMessage) {
        id = message.id
        from = SummaryLine.of(message.from, maximum: 80)
        subject = SummaryLine.of(message.subject)
        preview = SummaryLine.of(Self.opening(of: message), maximum: 140)
        date = message.date.formatted(.dateTime.day().month(.abbreviated).hour().minute())
        isUnread = !message.isRead
        attachments = message.attachments
    }
}

extension InboxItem {
    /// The first lines of a message's text, joined: quoted lines and picture lines left out, an
    /// HTML body read as text.
    static func opening(of message: MailMessage) -> String {
        let text = message.isHTML ? HTMLText.paragraphs(message.body).joined(separator: "\n") : message.body
        var words: [Substring] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let line = line.drop { $0 == " " || $0 == "\t" }
            guard !line.isEmpty, !line.hasPrefix(">"), !line.hasPrefix("[image: ") else { continue }
            words.append(line)
            if words.reduce(0, { $0 + $1.count }) > 200 { break }
        }
        return words.joined(separator: " ")
    }
}

/// One row of the inbox, a module of its own: it shows a message's summary and a horizontal
/// strip of attachments, keeps the strip's offset while its message is off screen, and opens
/// the message itself.
///
/// ```swift
/// try list.register(InboxRowModule.self, forKind: "message")
/// ```
public enum InboxRowModule: Module {
    /// The row's presenter.
    public typealias Input = InboxRowPresenter
}

/// A row's logic: the item shown and where its attachment strip is scrolled to.
@MainActor
public final class InboxRowPresenter: RowInput {
    /// The farthest a strip offset may be (in points); larger reports are clamped.
    public static let maximumOffset = 100_000
    /// The row's router.
    public let router: Router<InboxRowModule>
    /// The message shown.
    public private(set) var item: InboxItem?
    /// How far the attachment strip is scrolled, in points.
    public private(set) var stripOffset = 0
    /// Called when the row shows another item (the view redraws).
    public var onChange: (() -> Void)?

    init(router: Router<InboxRowModule>) {
        self.router = router
    }

    /// Shows `item`, with the strip where it was when this message last left the screen.
    public func show(_ item: InboxItem, restoring state: Int?) {
        self.item = item
        stripOffset = state ?? 0
        onChange?()
    }

    /// The strip's offset, kept for the message while it is off screen.
    public func saveState() -> Int? { stripOffset }

    /// The user scrolled the strip (clamped to 0…``maximumOffset``).
    ///
    /// ```swift
    /// row.stripScrolled(to: 120)
    /// ```
    public func stripScrolled(to offset: Int) {
        stripOffset = min(max(offset, 0), Self.maximumOffset)
    }

    /// Opens the message shown.
    ///
    /// ```swift
    /// try row.open()
    /// ```
    public func open() throws {
        guard let item else { throw NoSuchMessage(id: 0) }
        try router.open(MessageModule.self) { try $0.configure(messageID: item.id); return nil }
    }
}

/// Builds an inbox row.
@MainActor
public final class InboxRowBuilder: ModuleBuilder {
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(views: MailViews, theme: Theme) {
        self.views = views
        self.theme = theme
    }
    /// Assembles a row.
    public func build(_ context: ModuleContext<InboxRowModule>) throws -> Assembly<InboxRowModule> {
        let presenter = InboxRowPresenter(router: context.router)
        return Assembly(view: theme.styling(views.inboxRow(presenter)), input: presenter)
    }
}
