import MailFeatures
import Mosaic
import MosaicDI
import MosaicWeb

/// The mail app for browsers: the mail screens with their web views, on a ``WebApp``.
///
/// ```swift
/// let app = try MailWebApp.make(mailbox: try Mailbox(directory: "mail-data"))
/// ```
public enum MailWebApp {
    /// The app serving `mailbox` (sent mail goes to `outbox`), each session starting at the inbox; `developer` turns on
    /// `/inspect` and the developer settings group; `hostNames` are the names it is reached by. With a
    /// `sessionArchive`, every session's open screens are kept there and come back after a restart.
    ///
    /// ```swift
    /// let app = try MailWebApp.make(mailbox: mailbox, limits: .init())
    /// ```
    @MainActor
    public static func make(
        mailbox: Mailbox, outbox: Outbox = Outbox(), limits: WebApp.Limits = .init(), developer: Bool = false,
        hostNames: Set<String>? = WebApp.loopbackNames, sessionArchive: (any DataStore<String, SavedSession>)? = nil
    ) throws -> WebApp {
        let container = try Container { builder in
            builder.register(value: mailbox)
            builder.register(value: outbox)
            builder.register(value: MailViews.web)
            builder.register(value: MailOptions(developer: developer))
            MailScreens.register(in: &builder)
        }
        return WebApp(
            container: container, templates: try MailTemplates.make(), limits: limits, routes: try MailRoutes.registry(),
            style: try ThemeStyleSheet(MailThemes.all(in: container)).css + MailTemplates.style, inspectable: developer,
            hostNames: hostNames, sessionArchive: sessionArchive
        ) { try $0.start(InboxModule.self) }
    }
}
