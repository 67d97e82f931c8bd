import Foundation
import Mosaic
import MosaicDI

/// A sender's posts: a module container. The posts module deals with posts only (lists them,
/// opens one); the profile above them is a module of its own embedded in the `profile` slot,
/// given nothing but the sender's id, that loads the profile and offers "write a message".
///
/// ```swift
/// try router.open(SenderPostsModule.self) { try $0.configure(userID: "ada@example.org"); return nil }
/// ```
public enum SenderPostsModule: Module {
    /// The screen's presenter.
    public typealias Input = SenderPostsPresenter
}

/// One post of a sender.
public struct Post: Sendable, Equatable, Identifiable {
    /// The message it is.
    public let id: Int
    /// Its title.
    public let title: String
    /// When it was written.
    public let date: String
}

/// No sender has the id asked for.
public struct NoSuchSender: Error, CustomStringConvertible {
    /// The id asked for.
    public let userID: String
    /// `no sender ada@example.org`.
    public var description: String { "no sender \(userID.prefix(80))" }
}

/// Lists a sender's posts, opens one, embeds the profile header.
@MainActor
public final class SenderPostsPresenter: LifecycleObserver {
    /// The screen's router.
    public let router: Router<SenderPostsModule>
    private let mailbox: Mailbox
    /// The sender's id (their address).
    public private(set) var userID = ""
    /// Their posts, newest first.
    public private(set) var posts: [Post] = []
    private var embedded = false

    init(router: Router<SenderPostsModule>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
    }

    /// Shows the posts of sender `userID`; a sender with none refuses the open.
    ///
    /// ```swift
    /// try posts.configure(userID: "ada@example.org")
    /// ```
    public func configure(userID: String) throws {
        let posts = try mailbox.messages().filter { $0.address == userID }
        guard !posts.isEmpty else { throw NoSuchSender(userID: userID) }
        self.userID = userID
        self.posts = posts.map {
            Post(id: $0.id, title: $0.subject, date: $0.date.formatted(date: .abbreviated, time: .omitted))
        }
    }

    /// Embeds the profile header once the screen shows.
    public func moduleDidBecomeActive() {
        guard !embedded else { return }
        embedded = true
        let userID = userID
        _ = try? router.embed(ProfileHeaderModule.self, in: "profile") { try $0.configure(userID: userID); return nil }
    }

    /// Opens post `id` (a message).
    ///
    /// ```swift
    /// try posts.open(42)
    /// ```
    public func open(_ id: Int) throws {
        guard posts.contains(where: { $0.id == id }) else { throw NoSuchMessage(id: id) }
        try router.open(MessageModule.self) { try $0.configure(messageID: id); return nil }
    }

    /// Back to the screen that opened the posts.
    ///
    /// ```swift
    /// try posts.close()
    /// ```
    public func close() throws {
        try router.close()
    }
}

/// Builds the posts screen.
@MainActor
public final class SenderPostsBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the screen with its `profile` slot.
    public func build(_ context: ModuleContext<SenderPostsModule>) throws -> Assembly<SenderPostsModule> {
        let presenter = SenderPostsPresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: theme.styling(views.posts(presenter)), input: presenter, slots: ["profile"], roles: [presenter])
    }
}
