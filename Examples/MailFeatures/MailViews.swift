import Mosaic

/// What a host supplies to the mail screens: a view for each presenter. The screens' logic
/// (contracts, builders, presenters) knows no host; a browser host and a UIKit host each give
/// their own views.
///
/// ```swift
/// builder.register(value: MailViews.web)   // the browser's views
/// ```
public struct MailViews: Sendable {
    /// Makes a view for a presenter.
    public typealias Make<Presenter> = @MainActor @Sendable (Presenter) -> any ModuleView

    /// The inbox's view.
    public let inbox: Make<InboxPresenter>
    /// The view of one inbox row.
    public let inboxRow: Make<InboxRowPresenter>
    /// A message's view (the scroll stack of its sections).
    public let message: Make<MessagePresenter>
    /// The view of a message's header section.
    public let header: Make<MessageHeaderPresenter>
    /// The view of a message's contacts section.
    public let contacts: Make<ContactsPresenter>
    /// The view of a message's attachments section (or page).
    public let attachments: Make<AttachmentsPresenter>
    /// The view of a message's body section.
    public let body: Make<MessageBodyPresenter>
    /// The settings screen's view.
    public let settings: Make<SettingsPresenter>
    /// A sender's posts' view (with a slot for the profile header).
    public let posts: Make<SenderPostsPresenter>
    /// A profile header's view.
    public let profileHeader: Make<ProfileHeaderPresenter>
    /// The compose screen's view.
    public let compose: Make<ComposePresenter>
    /// The contact picker's view.
    public let contactPicker: Make<ContactPickerPresenter>

    /// Names the host's views.
    ///
    /// ```swift
    /// let views = MailViews(inbox: { InboxView(presenter: $0) }, inboxRow: { RowView(presenter: $0) }, …)
    /// ```
    public init(
        inbox: @escaping Make<InboxPresenter>, inboxRow: @escaping Make<InboxRowPresenter>,
        message: @escaping Make<MessagePresenter>, header: @escaping Make<MessageHeaderPresenter>,
        contacts: @escaping Make<ContactsPresenter>, attachments: @escaping Make<AttachmentsPresenter>,
        body: @escaping Make<MessageBodyPresenter>, settings: @escaping Make<SettingsPresenter>,
        posts: @escaping Make<SenderPostsPresenter>, profileHeader: @escaping Make<ProfileHeaderPresenter>,
        compose: @escaping Make<ComposePresenter>, contactPicker: @escaping Make<ContactPickerPresenter>
    ) {
        self.posts = posts
        self.profileHeader = profileHeader
        self.compose = compose
        self.contactPicker = contactPicker
        self.inbox = inbox
        self.inboxRow = inboxRow
        self.message = message
        self.header = header
        self.contacts = contacts
        self.attachments = attachments
        self.body = body
        self.settings = settings
    }
}
