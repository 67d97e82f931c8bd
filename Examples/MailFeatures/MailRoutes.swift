import Mosaic

/// The mail app's deep links: `mail://inbox`, `mail://inbox/message/42`,
/// `mail://inbox/message/42/attachments`, `mail://inbox/settings`; and the screens a snapshot
/// of the app may reopen (those, and a sender's posts).
public enum MailRoutes {
    /// The registry the hosts follow links with.
    ///
    /// ```swift
    /// try tree.open(deepLink: "mail://inbox/message/42/attachments", routes: MailRoutes.registry())
    /// ```
    @MainActor public static func registry() throws -> RouteRegistry {
        var routes = RouteRegistry(scheme: "mail")
        try routes.add("inbox", opens: InboxModule.self)
        try routes.add("settings", opens: SettingsModule.self)
        try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
            try input.configure(messageID: try parameters.int("id"))
        }
        // After a message: its attachments as a page of their own.
        try routes.add("attachments", opens: AttachmentsSection.self) { input, parameters in
            try input.configure(messageID: try parameters.int("id"), section: nil)
        }
        // No link opens a sender's posts, but a snapshot reopens them.
        try routes.add(module: SenderPostsModule.self)
        return routes
    }
}
