import Mosaic

/// What a host supplies to the mail screens: a view for each presenter. The screens' logic
/// (contracts, builders, presenters) knows no host; a browser host and a UIKit host each give
/// their own views.
///
/// ```swift
/// builder.register(value: MailViews(inbox: { WebInboxView(presenter: $0) }, inboxRow: { WebInboxRowView(presenter: $0) }, message: { WebMessageView(presenter: $0) },
///                                   attachments: { WebAttachmentsView(presenter: $0) },
///                                   settings: { WebSettingsView(presenter: $0) }))
/// ```
public struct MailViews: Sendable {
    /// The inbox's view.
    public let inbox: @MainActor @Sendable (InboxPresenter) -> any ModuleView
    /// The view of one inbox row.
    public let inboxRow: @MainActor @Sendable (InboxRowPresenter) -> any ModuleView
    /// A message's view.
    public let message: @MainActor @Sendable (MessagePresenter) -> any ModuleView
    /// The view of a message's attachments section.
    public let attachments: @MainActor @Sendable (AttachmentsPresenter) -> any ModuleView
    /// The settings screen's view.
    public let settings: @MainActor @Sendable (SettingsPresenter) -> any ModuleView

    /// Names the host's views.
    ///
    /// ```swift
    /// let views = MailViews(inbox: { InboxView(presenter: $0) }, inboxRow: { RowView(presenter: $0) }, message: { MessageView(presenter: $0) },
    ///                       attachments: { AttachmentsView(presenter: $0) }, settings: { SettingsView(presenter: $0) })
    /// ```
    public init(
        inbox: @escaping @MainActor @Sendable (InboxPresenter) -> any ModuleView,
        inboxRow: @escaping @MainActor @Sendable (InboxRowPresenter) -> any ModuleView,
        message: @escaping @MainActor @Sendable (MessagePresenter) -> any ModuleView,
        attachments: @escaping @MainActor @Sendable (AttachmentsPresenter) -> any ModuleView,
        settings: @escaping @MainActor @Sendable (SettingsPresenter) -> any ModuleView
    ) {
        self.settings = settings
        self.inbox = inbox
        self.inboxRow = inboxRow
        self.message = message
        self.attachments = attachments
    }
}
