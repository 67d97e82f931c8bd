import Foundation
import Mosaic
import MosaicDI

/// A message: a scroll stack of independent sections, each its own module driven by its own
/// presenter — the header, the contacts, the attachments (images apart from documents) and the
/// body. Contacts and attachments collapse on their own; a section that fails shows its error
/// while the others show regardless. Each section is given only the message's id and reads the
/// message from the mailbox itself.
///
/// ```swift
/// try router.open(MessageModule.self) { try $0.configure(messageID: 42); return nil }
/// ```
public enum MessageModule: Module {
    /// The message's presenter.
    public typealias Input = MessagePresenter
}

/// No message has the id asked for.
public struct NoSuchMessage: Error, CustomStringConvertible {
    /// The id asked for.
    public let id: Int
    /// `no message 42`.
    public var description: String { "no message \(id)" }
}

/// Checks the message exists, marks it read and embeds the sections once the screen shows.
@MainActor
public final class MessagePresenter: LifecycleObserver {
    /// The message's router.
    public let router: Router<MessageModule>
    private let mailbox: Mailbox
    /// The id of the message shown.
    public private(set) var messageID: Int?
    /// The message's subject (the screen's title).
    public private(set) var subject: String?
    /// The sections, in order, and where each one is.
    public private(set) var stack: ScrollStack?

    init(router: Router<MessageModule>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
    }

    /// Shows message `id`; an unknown id refuses the open.
    ///
    /// ```swift
    /// try presenter.configure(messageID: 42)
    /// ```
    public func configure(messageID id: Int) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        messageID = id
        subject = message.subject
        stack = try ScrollStack(in: "MessageModule", sections: [
            StackSection("header", MessageHeaderSection.self) { input, _ in try input.configure(messageID: id); return nil },
            StackSection("contacts", ContactsSection.self) { input, section in
                try input.configure(messageID: id, section: section)
                return nil
            },
            StackSection("attachments", AttachmentsSection.self) { input, section in
                try input.configure(messageID: id, section: section)
                return nil
            },
            StackSection("body", MessageBodySection.self) { input, _ in try input.configure(messageID: id); return nil },
        ])
    }

    /// Marks the message read and embeds the sections (again only those that failed).
    public func moduleDidBecomeActive() {
        guard let messageID, let stack else { return }
        try? mailbox.setRead(messageID, true)
        stack.load(using: router)
    }

    /// Back to the screen that opened the message.
    ///
    /// ```swift
    /// try presenter.close()
    /// ```
    public func close() throws {
        try router.close()
    }
}

/// Builds a message screen with a slot for each section.
@MainActor
public final class MessageBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles a message screen.
    public func build(_ context: ModuleContext<MessageModule>) throws -> Assembly<MessageModule> {
        let presenter = MessagePresenter(router: context.router, mailbox: mailbox)
        return Assembly(
            view: theme.styling(views.message(presenter)), input: presenter, slots: ["header", "contacts", "attachments", "body"],
            roles: [presenter])
    }
}
