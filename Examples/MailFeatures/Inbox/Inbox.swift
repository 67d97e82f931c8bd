import Foundation
import Mosaic
import MosaicDI

/// The root screen: a table of cell modules. Each message is a row module of its own (sender,
/// subject, and a horizontal strip of its attachments that remembers where it was scrolled);
/// only the rows on screen and a small pool are alive, and a row that comes back gets its strip
/// offset back.
///
/// ```swift
/// try tree.start(InboxModule.self)
/// ```
public enum InboxModule: Module {
    /// The inbox's presenter.
    public typealias Input = InboxPresenter
}

/// Reads the mailbox, keeps the rows' items and the window on screen, opens the settings and
/// starts writing a message.
@MainActor
public final class InboxPresenter: LifecycleObserver {
    /// How many rows the inbox shows before the host says what is visible.
    public static let initialWindow = 20
    /// The inbox's router.
    public let router: Router<InboxModule>
    /// The rows: one module per visible message.
    public let list: CellModuleList<InboxItem>
    private let mailbox: Mailbox
    private let outbox: Outbox
    private let container: Container
    /// The compose activity started from the inbox, while it runs.
    public private(set) var writing: ActivityHandle<ComposeActivity>?
    /// Why the messages could not be read, when they could not.
    public private(set) var failure: String?
    /// Called when the count or the failure changed (the view redraws).
    public var onChange: (() -> Void)?

    init(router: Router<InboxModule>, mailbox: Mailbox, outbox: Outbox, container: Container) throws {
        self.router = router
        self.mailbox = mailbox
        self.outbox = outbox
        self.container = container
        list = CellModuleList<InboxItem>(router: router, poolSize: 6, name: "Inbox rows") { _ in "message" }
        try list.register(InboxRowModule.self, forKind: "message")
    }

    /// How many messages the mailbox holds.
    public var count: Int { list.items.count }

    /// Reads the messages (again, coming back from a message that is now read) and shows the
    /// first rows the first time.
    public func moduleDidBecomeActive() {
        reload()
        if list.visibleRange.isEmpty { list.show(rows: 0..<Self.initialWindow) }
    }

    /// Opens the settings over the inbox.
    ///
    /// ```swift
    /// try inbox.openSettings()
    /// ```
    public func openSettings() throws {
        try router.open(SettingsModule.self)
    }

    /// Starts writing a new message (the compose activity, over the inbox).
    ///
    /// ```swift
    /// try inbox.compose()
    /// ```
    public func compose() throws {
        writing = try ComposeActivity.start(from: router, container: container, outbox: outbox, recipient: nil)
    }

    private func reload() {
        do {
            list.setItems(try mailbox.messages().map(InboxItem.init))
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
    private let outbox: Outbox
    /// Made by the container.
    public init(mailbox: Mailbox, views: MailViews, outbox: Outbox) {
        self.mailbox = mailbox
        self.views = views
        self.outbox = outbox
    }
    /// Assembles the inbox.
    public func build(_ context: ModuleContext<InboxModule>) throws -> Assembly<InboxModule> {
        let presenter = try InboxPresenter(
            router: context.router, mailbox: mailbox, outbox: outbox, container: context.container)
        return Assembly(view: views.inbox(presenter), input: presenter, roles: [presenter])
    }
}
