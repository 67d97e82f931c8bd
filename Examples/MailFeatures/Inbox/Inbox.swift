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
    /// The load under way, while the service has not answered (tests await it).
    public private(set) var loading: Task<Void, Never>?
    /// Whether the messages were read at least once.
    public private(set) var hasLoaded = false
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
    }

    /// Reads the messages again after the service failed.
    ///
    /// ```swift
    /// inbox.retry()
    /// ```
    public func retry() {
        reload()
    }

    /// Stops a load under way when the inbox closes.
    public func moduleDidClose() {
        loading?.cancel()
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

    /// Reads the messages: at once from a prompt service; otherwise in a task, the rows shown
    /// so far (or a placeholder) staying until the service answers.
    private func reload() {
        guard mailbox.service.isAsynchronous else {
            show(Result { try mailbox.messages() })
            return
        }
        guard loading == nil else { return }
        failure = nil
        onChange?()
        let source = mailbox
        loading = Task { @MainActor [weak self] in
            let result: Result<[MailMessage], any Error>
            do { result = .success(try await source.fetchMessages()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            loading = nil
            show(result)
        }
    }

    private func show(_ result: Result<[MailMessage], any Error>) {
        switch result {
        case .success(let messages):
            list.setItems(messages.map(InboxItem.init))
            if list.visibleRange.isEmpty { list.show(rows: 0..<Self.initialWindow) }
            failure = nil
            hasLoaded = true
        case .failure(let error):
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
    private let theme: Theme
    private let outbox: Outbox
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, outbox: Outbox, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
        self.outbox = outbox
    }
    /// Assembles the inbox.
    public func build(_ context: ModuleContext<InboxModule>) throws -> Assembly<InboxModule> {
        let presenter = try InboxPresenter(
            router: context.router, mailbox: mailbox, outbox: outbox, container: context.container)
        return Assembly(view: theme.styling(views.inbox(presenter)), input: presenter, roles: [presenter])
    }
}
