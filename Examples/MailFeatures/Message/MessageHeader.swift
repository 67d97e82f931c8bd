import Foundation
import Mosaic
import MosaicDI

/// A message's header section: subject, sender and date; the sender opens their posts.
public enum MessageHeaderSection: Module {
    /// The header's presenter.
    public typealias Input = MessageHeaderPresenter
}

/// Reads the message's header from the mailbox.
@MainActor
public final class MessageHeaderPresenter {
    /// The header's router.
    public let router: Router<MessageHeaderSection>
    private let mailbox: Mailbox
    /// The message shown.
    public private(set) var message: MailMessage?

    init(router: Router<MessageHeaderSection>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
    }

    /// Shows the header of message `id`.
    ///
    /// ```swift
    /// try header.configure(messageID: 42)
    /// ```
    public func configure(messageID id: Int) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        self.message = message
    }

    /// Opens the sender's posts.
    ///
    /// ```swift
    /// try header.openSenderPosts()
    /// ```
    public func openSenderPosts() throws {
        guard let message else { throw NoSuchMessage(id: 0) }
        try router.open(SenderPostsModule.self) { try $0.configure(userID: message.address); return nil }
    }
}

/// Builds a header section.
@MainActor
public final class MessageHeaderBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the section.
    public func build(_ context: ModuleContext<MessageHeaderSection>) throws -> Assembly<MessageHeaderSection> {
        let presenter = MessageHeaderPresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: theme.styling(views.header(presenter)), input: presenter)
    }
}
