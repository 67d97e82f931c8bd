import Foundation
import Mosaic
import MosaicDI

/// A message: header and body, with its attachments embedded as a section of their own.
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

/// Shows one message, marks it read, embeds its attachments.
@MainActor
public final class MessagePresenter: LifecycleObserver {
    /// The message's router.
    public let router: Router<MessageModule>
    private let mailbox: Mailbox
    /// The message shown.
    public private(set) var message: MailMessage?
    private var embedded = false

    init(router: Router<MessageModule>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
    }

    /// Loads message `id`; an unknown id refuses the open.
    ///
    /// ```swift
    /// try presenter.configure(messageID: 42)
    /// ```
    public func configure(messageID id: Int) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        self.message = message
    }

    /// Marks the message read and embeds the attachments section, once.
    public func moduleDidBecomeActive() {
        guard let message, !embedded else { return }
        embedded = true
        try? mailbox.setRead(message.id, true)
        _ = try? router.embed(AttachmentsSection.self, in: "attachments") { $0.show(message.attachments); return nil }
    }

    /// Back to the inbox.
    ///
    /// ```swift
    /// try presenter.close()
    /// ```
    public func close() throws {
        try router.close()
    }
}

/// Builds a message screen.
@MainActor
public final class MessageBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    /// Made by the container.
    public init(mailbox: Mailbox, views: MailViews) {
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles a message screen with its `attachments` slot.
    public func build(_ context: ModuleContext<MessageModule>) throws -> Assembly<MessageModule> {
        let presenter = MessagePresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: views.message(presenter), input: presenter, slots: ["attachments"], roles: [presenter])
    }
}

/// A message's attachments, images apart from documents; collapsible.
public enum AttachmentsSection: Module {
    /// The section's presenter.
    public typealias Input = AttachmentsPresenter
}

/// Keeps the attachments and whether the section is expanded.
@MainActor
public final class AttachmentsPresenter {
    /// Images attached.
    public private(set) var images: [MailMessage.Attachment] = []
    /// Documents attached.
    public private(set) var documents: [MailMessage.Attachment] = []
    /// Whether the section is expanded.
    public private(set) var isExpanded = true
    /// Called when what is shown changed.
    public var onChange: (() -> Void)?

    /// Shows `attachments`.
    public func show(_ attachments: [MailMessage.Attachment]) {
        images = attachments.filter(\.isImage)
        documents = attachments.filter { !$0.isImage }
        onChange?()
    }

    /// Collapses or expands the section.
    public func toggle() {
        isExpanded.toggle()
        onChange?()
    }
}

/// Builds the attachments section.
@MainActor
public final class AttachmentsBuilder: ModuleBuilder {
    private let views: MailViews
    /// Made by the container.
    public init(views: MailViews) { self.views = views }
    /// Assembles the section.
    public func build(_ context: ModuleContext<AttachmentsSection>) throws -> Assembly<AttachmentsSection> {
        let presenter = AttachmentsPresenter()
        return Assembly(view: views.attachments(presenter), input: presenter, roles: [presenter])
    }
}

/// Registers the mail screens' builders; the host registers `MailViews`, `MailOptions` and a
/// `Mailbox`.
///
/// ```swift
/// let container = try Container { MailScreens.register(in: &$0) }
/// ```
public enum MailScreens {
    /// Adds the builders of every mail screen.
    public static func register(in builder: inout ContainerBuilder) {
        builder.register(onMainActor: InboxBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: InboxRowBuilder.init(views:)).asModuleBuilder()
        builder.register(onMainActor: MessageBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: AttachmentsBuilder.init(views:)).asModuleBuilder()
        builder.register(onMainActor: SettingsBuilder.init(views:options:)).asModuleBuilder()
    }
}

/// The mail app's deep links: `mail://inbox`, `mail://inbox/message/42`.
public enum MailRoutes {
    /// The registry the hosts follow links with (`mail://inbox/settings` too).
    ///
    /// ```swift
    /// try tree.open(deepLink: "mail://inbox/message/42", routes: MailRoutes.registry())
    /// ```
    @MainActor public static func registry() throws -> RouteRegistry {
        var routes = RouteRegistry(scheme: "mail")
        try routes.add("inbox", opens: InboxModule.self)
        try routes.add("settings", opens: SettingsModule.self)
        try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
            try input.configure(messageID: try parameters.int("id"))
        }
        return routes
    }
}
