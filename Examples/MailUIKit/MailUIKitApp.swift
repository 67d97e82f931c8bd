#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicDI
import MosaicUIKit
import UIKit

extension MailViews {
    /// The UIKit views of the mail screens.
    ///
    /// ```swift
    /// builder.register(value: MailViews.uiKit)
    /// ```
    @MainActor
    public static var uiKit: MailViews {
        MailViews(
            inbox: { InboxViewController(presenter: $0) },
            inboxRow: { InboxRowViewController(presenter: $0) },
            message: { MessageViewController(presenter: $0) },
            header: { MessageHeaderViewController(presenter: $0) },
            contacts: { ContactsViewController(presenter: $0) },
            attachments: { AttachmentsViewController(presenter: $0) },
            body: { MessageBodyViewController(presenter: $0) },
            settings: { SettingsViewController(presenter: $0) },
            posts: { SenderPostsViewController(presenter: $0) },
            profileHeader: { ProfileHeaderViewController(presenter: $0) },
            compose: { ComposeViewController(presenter: $0) },
            contactPicker: { ContactPickerViewController(presenter: $0) })
    }
}

/// The mail app on iOS: the mail screens with their UIKit views, on a ``UIKitHost`` in a window.
///
/// ```swift
/// // SceneDelegate
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let scene = scene as? UIWindowScene else { return }
///     let window = UIWindow(windowScene: scene)
///     let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
///     app = try? MailUIKitApp(window: window, dataDirectory: documents.path)
///     window.makeKeyAndVisible()
///     self.window = window
/// }
/// ```
@MainActor
public final class MailUIKitApp {
    /// The host showing the screens in the window.
    public let host: UIKitHost
    /// The module tree: the inbox at its root.
    public let tree: ModuleTree

    /// Starts the app in `window`, showing `mailbox`'s inbox (sent mail goes to `outbox`);
    /// `developer` adds the developer settings group.
    ///
    /// ```swift
    /// let app = try MailUIKitApp(window: window, mailbox: mailbox)
    /// ```
    public init(window: UIWindow, mailbox: Mailbox, outbox: Outbox = Outbox(), developer: Bool = false) throws {
        let container = try Container { builder in
            builder.register(value: mailbox)
            builder.register(value: outbox)
            builder.register(value: MailViews.uiKit)
            builder.register(value: MailOptions(developer: developer))
            MailScreens.register(in: &builder)
        }
        host = UIKitHost(window: window)
        tree = ModuleTree(container: container, host: host)
        host.attach(to: tree)
        try tree.start(InboxModule.self)
    }

    /// Starts the app in `window` with the mailbox kept in `dataDirectory` (a sample mailbox is
    /// written there on the first run).
    ///
    /// ```swift
    /// let app = try MailUIKitApp(window: window, dataDirectory: documents.path)
    /// ```
    public convenience init(window: UIWindow, dataDirectory: String, developer: Bool = false) throws {
        try self.init(window: window, mailbox: Mailbox(directory: dataDirectory), developer: developer)
    }
}
#endif
