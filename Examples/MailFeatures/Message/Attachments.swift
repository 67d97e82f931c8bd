import Mosaic
import MosaicDI

/// A message's attachments, images apart from documents; collapsible. Inside a message it is a
/// section of the scroll stack; opened on its own (a deep link's `…/attachments`) it is a page
/// with a way back.
public enum AttachmentsSection: Module {
    /// The section's presenter.
    public typealias Input = AttachmentsPresenter
}

/// Reads a message's attachments and keeps whether the section is expanded.
@MainActor
public final class AttachmentsPresenter {
    /// The section's router.
    public let router: Router<AttachmentsSection>
    private let mailbox: Mailbox
    private var section: SectionReporter?
    /// Images attached.
    public private(set) var images: [MailMessage.Attachment] = []
    /// Documents attached.
    public private(set) var documents: [MailMessage.Attachment] = []
    /// Whether the section is expanded.
    public private(set) var isExpanded = true
    /// Whether it is a page of its own (not a section of a message).
    public private(set) var isPage = true
    /// The id of the message whose attachments are shown, once configured.
    public private(set) var messageID: Int?
    /// Called when what is shown changed (the section alone redraws).
    public var onChange: (() -> Void)?

    init(router: Router<AttachmentsSection>, mailbox: Mailbox) {
        self.router = router
        self.mailbox = mailbox
    }

    /// Shows the attachments of message `id`; with a `section`, as part of a message (hidden
    /// when there are none).
    ///
    /// ```swift
    /// try attachments.configure(messageID: 42, section: nil)   // a page of its own
    /// ```
    public func configure(messageID id: Int, section: SectionReporter?) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        messageID = id
        self.section = section
        isPage = section == nil
        images = message.attachments.filter(\.isImage)
        documents = message.attachments.filter { !$0.isImage }
        section?.report(message.attachments.isEmpty ? .hidden : .ready(expanded: isExpanded))
        onChange?()
    }

    /// Collapses or expands the section.
    ///
    /// ```swift
    /// attachments.toggle()
    /// ```
    public func toggle() {
        isExpanded.toggle()
        section?.report(.ready(expanded: isExpanded))
        onChange?()
    }

    /// Closes the page (a section inside a message has no page to close).
    ///
    /// ```swift
    /// try attachments.close()
    /// ```
    public func close() throws {
        guard isPage else { throw NotAPage() }
        try router.close()
    }

    /// Only a page of its own can be closed.
    struct NotAPage: Error, CustomStringConvertible {
        var description: String { "the attachments are a section of the message here, not a page" }
    }
}

/// Builds the attachments section.
@MainActor
public final class AttachmentsBuilder: ModuleBuilder {
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
    public func build(_ context: ModuleContext<AttachmentsSection>) throws -> Assembly<AttachmentsSection> {
        let presenter = AttachmentsPresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: theme.styling(views.attachments(presenter)), input: presenter)
    }
}
