import Mosaic
import MosaicDI

/// A profile header: given only a user id, it loads the profile itself and offers "write a
/// message", which starts the compose activity addressed to that user. Embeddable above any
/// list of the user's things.
public enum ProfileHeaderModule: Module {
    /// The header's presenter.
    public typealias Input = ProfileHeaderPresenter
}

/// A user's profile as the header shows it.
public struct Profile: Sendable, Equatable {
    /// The user, as a contact.
    public let contact: Contact
    /// How many messages they sent.
    public let postCount: Int
}

/// Loads the profile and starts writing to the user.
@MainActor
public final class ProfileHeaderPresenter {
    /// The header's router.
    public let router: Router<ProfileHeaderModule>
    private let mailbox: Mailbox
    private let outbox: Outbox
    private let container: Container
    /// The profile shown.
    public private(set) var profile: Profile?
    /// The compose activity started from here, while it runs.
    public private(set) var writing: ActivityHandle<ComposeActivity>?

    init(router: Router<ProfileHeaderModule>, mailbox: Mailbox, outbox: Outbox, container: Container) {
        self.router = router
        self.mailbox = mailbox
        self.outbox = outbox
        self.container = container
    }

    /// Loads the profile of `userID` (an address).
    ///
    /// ```swift
    /// try header.configure(userID: "ada@example.org")
    /// ```
    public func configure(userID: String) throws {
        let sent = try mailbox.messages().filter { $0.address == userID }
        guard let first = sent.first else { throw NoSuchSender(userID: userID) }
        profile = Profile(contact: Contact(role: "To", name: first.from, address: userID), postCount: sent.count)
    }

    /// Starts writing a message to the user.
    ///
    /// ```swift
    /// try header.writeMessage()
    /// ```
    public func writeMessage() throws {
        guard let profile else { throw NoSuchSender(userID: "") }
        writing = try ComposeActivity.start(from: router, container: container, outbox: outbox, recipient: profile.contact)
    }
}

/// Builds a profile header.
@MainActor
public final class ProfileHeaderBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let outbox: Outbox
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, outbox: Outbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.outbox = outbox
        self.views = views
    }
    /// Assembles the header.
    public func build(_ context: ModuleContext<ProfileHeaderModule>) throws -> Assembly<ProfileHeaderModule> {
        let presenter = ProfileHeaderPresenter(router: context.router, mailbox: mailbox, outbox: outbox, container: context.container)
        return Assembly(view: theme.styling(views.profileHeader(presenter)), input: presenter)
    }
}
