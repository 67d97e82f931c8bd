import Mosaic

/// What a web app keeps of a session so that it outlives the server: the token its pages carry
/// and a snapshot of its module tree. A server started again with the same archive reopens the
/// session when its browser comes back with the cookie, every page where it was.
///
/// The archive is keyed by the session's cookie and holds its token: keep it as private as the
/// cookies themselves (a file only the server's user reads).
///
/// ```swift
/// let archive = InMemoryStore<String, SavedSession>(name: "sessions")
/// let app = WebApp(container: container, templates: templates, routes: routes, sessionArchive: archive) {
///     try $0.start(InboxModule.self)
/// }
/// ```
public struct SavedSession: Codable, Sendable, Equatable {
    /// The token the session's forms carry (`mosaic-token`).
    public var token: String
    /// The session's open modules.
    public var snapshot: TreeSnapshot

    /// A session's record.
    ///
    /// ```swift
    /// let saved = SavedSession(token: session.token, snapshot: try session.tree.snapshot(restorableBy: routes))
    /// ```
    public init(token: String, snapshot: TreeSnapshot) {
        self.token = token
        self.snapshot = snapshot
    }
}
