import Foundation
import Mosaic
import MosaicDI

/// The root screen: the mailbox's messages, newest first; opening one pushes the message.
///
/// ```swift
/// try tree.start(InboxModule.self)
/// ```
public enum InboxModule: Module {
    /// The inbox's presenter.
    public typealias Input = InboxPresenter
}

/// One row of the inbox.
public struct InboxRow: Sendable, Equatable {
    /// The message's id.
    public let id: Int
    /// The sender's name.
    public let from: String
    /// The subject line.
    public let subject: String
    /// The date, as shown.
    public let date: String
    /// Whether it is unread.
    public let isUnread: Bool
    /// How many files are attached.
    public let attachmentCount: Int
}

/// Lists the messages and opens one.
@MainActor
public final class InboxPresenter: LifecycleObserver {
    /// The inbox's router.
    public let router: Router<InboxModule>
    private let mailbox: Mailbox
    /// The rows shown, newest first.
    public private(set) var rows: [InboxRow] = []
    /// Why the rows could not be read, when they could not.
    public private(set) var failure: String?
    /// Called when the rows changed (the view redraws).
    public var onChange: (() -> Void)?

    init(router: Router<InboxModule>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
        reload()
    }

    /// Reads the rows again (coming back from a message, a message may have been read).
    public func moduleDidBecomeActive() {
        reload()
    }

    /// Opens message `id` over the inbox.
    ///
    /// ```swift
    /// try inbox.open(42)
    /// ```
    public func open(_ id: Int) throws {
        try router.open(MessageModule.self) { try $0.configure(messageID: id); return nil }
    }

    /// Opens the settings over the inbox.
    ///
    /// ```swift
    /// try inbox.openSettings()
    /// ```
    public func openSettings() throws {
        try router.open(SettingsModule.self)
    }

    private func reload() {
        do {
            rows = try mailbox.messages().map { message in
                InboxRow(
                    id: message.id, from: message.from, subject: message.subject,
                    date: message.date.formatted(date: .abbreviated, time: .shortened),
                    isUnread: !message.isRead, attachmentCount: message.attachments.count)
            }
            failure = nil
        } catch {
            failure = "The mailbox could not be read: \(error)"
        }
        onChange?()
    }
}

/// Builds the inbox from the mailbox and the host's view.
@MainActor
public final class InboxBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    /// Made by the container.
    public init(mailbox: Mailbox, views: MailViews) {
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the inbox.
    public func build(_ context: ModuleContext<InboxModule>) throws -> Assembly<InboxModule> {
        let presenter = InboxPresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: views.inbox(presenter), input: presenter, roles: [presenter])
    }
}
