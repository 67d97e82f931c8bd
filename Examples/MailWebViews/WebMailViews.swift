import MailFeatures
import Mosaic
import MosaicWeb

/// An event the view does not know.
struct UnknownEvent: Error, CustomStringConvertible {
    let name: String
    var description: String { "no event named \"\(name.prefix(64))\" here" }
}

extension MailViews {
    /// The browser's views of the mail screens.
    ///
    /// ```swift
    /// builder.register(value: MailViews.web)
    /// ```
    public static var web: MailViews {
        MailViews(
            inbox: { WebInboxView(presenter: $0) },
            inboxRow: { WebInboxRowView(presenter: $0) },
            message: { WebMessageView(presenter: $0) },
            header: { WebMessageHeaderView(presenter: $0) },
            contacts: { WebContactsView(presenter: $0) },
            attachments: { WebAttachmentsView(presenter: $0) },
            body: { WebMessageBodyView(presenter: $0) },
            settings: { WebSettingsView(presenter: $0) },
            posts: { WebSenderPostsView(presenter: $0) },
            profileHeader: { WebProfileHeaderView(presenter: $0) },
            compose: { WebComposeView(presenter: $0) },
            contactPicker: { WebContactPickerView(presenter: $0) })
    }
}
