import Mosaic
import MosaicDI

/// The live sessions, each with its own module tree, capped in number and closed when idle too
/// long. Expired sessions close their trees (so their modules are released) the moment they
/// are noticed: on the next request naming them, when a new session is needed, or on a sweep.
///
/// The caps make room rather than lock people out. A new session over a client's own cap
/// replaces that client's least recently used session. A new session over the store's cap
/// replaces the least recently used session whose browser never came back with its cookie
/// (a script asking for pages without keeping cookies makes only such sessions), and failing
/// that the least recently used one idle for at least ``Limits/evictionGrace``; only when every
/// session is in use is a new browser told to come back later.
///
/// ```swift
/// let store = SessionStore(container: container, templates: templates, limits: .init(maximumSessions: 2), start: { try $0.start(InboxModule.self) })
/// let session = try store.open(now: .now)
/// ```
@MainActor
public final class SessionStore {
    /// How many sessions may live at once and how long an idle one lives.
    public struct Limits: Sendable {
        /// Most sessions alive at once.
        public var maximumSessions: Int
        /// Most sessions one client address holds at once.
        public var maximumSessionsPerClient: Int
        /// How long a session lives without a request.
        public var idleLifetime: Duration
        /// How long a session that came back with its cookie is kept from being replaced by a
        /// new one when the store is full.
        public var evictionGrace: Duration
        /// The most pages and dialogs one session shows at once (see ``WebHost/maximumLayers``).
        public var maximumLayers: Int

        /// Limits with defaults: 1,000 sessions, 64 per client address, 30 idle minutes, a
        /// minute's grace, 32 pages and dialogs a session.
        ///
        /// ```swift
        /// let limits = SessionStore.Limits(maximumSessions: 50, idleLifetime: .seconds(600))
        /// ```
        public init(
            maximumSessions: Int = 1_000, maximumSessionsPerClient: Int = 64, idleLifetime: Duration = .seconds(30 * 60),
            evictionGrace: Duration = .seconds(60), maximumLayers: Int = 32
        ) {
            self.maximumSessions = maximumSessions
            self.maximumSessionsPerClient = maximumSessionsPerClient
            self.idleLifetime = idleLifetime
            self.evictionGrace = evictionGrace
            self.maximumLayers = maximumLayers
        }
    }

    /// The limits in force.
    public let limits: Limits
    private let container: Container
    private let templates: WebTemplates
    private let start: @MainActor (ModuleTree) throws -> Void
    private var sessions: [String: WebSession] = [:]
    /// How many sessions each client address holds.
    private var perClient: [String: Int] = [:]

    /// Makes an empty store; `start` opens each new session's root module.
    ///
    /// ```swift
    /// let store = SessionStore(container: container, templates: templates, start: { try $0.start(InboxModule.self) })
    /// ```
    public init(
        container: Container, templates: WebTemplates, limits: Limits = Limits(),
        start: @escaping @MainActor (ModuleTree) throws -> Void
    ) {
        self.container = container
        self.templates = templates
        self.limits = limits
        self.start = start
    }

    /// How many sessions are alive.
    public var count: Int { sessions.count }

    /// Whether new sessions tell their open pages each time their module tree changes
    /// (`event: tree`), for the inspector's live tree. An inspectable ``WebApp`` turns it on.
    ///
    /// ```swift
    /// store.announcesTreeChanges = true
    /// ```
    public var announcesTreeChanges = false

    /// How many sessions client address `client` holds.
    ///
    /// ```swift
    /// let held = store.count(of: "192.0.2.7")
    /// ```
    public func count(of client: String) -> Int { perClient[client] ?? 0 }

    /// The live session with cookie `id`, marked as used at `now` (and as one whose browser
    /// keeps its cookie); nil when there is none or it expired (then it is closed).
    ///
    /// ```swift
    /// let session = store.session(id: cookie, now: .now)
    /// ```
    public func session(id: String?, now: ContinuousClock.Instant) -> WebSession? {
        guard let id, let session = sessions[id] else { return nil }
        guard !isExpired(session, now: now) else {
            close(session)
            return nil
        }
        session.lastUse = now
        session.cameBack = true
        return session
    }

    /// A new session with its root module started, for client address `client` (nil when
    /// unknown). Room is made as the type's overview says; when none can be made the new one is
    /// refused with a ``WebRequestError`` (503).
    ///
    /// ```swift
    /// let session = try store.open(now: .now, client: "192.0.2.7")
    /// ```
    public func open(now: ContinuousClock.Instant, client: String? = nil) throws(WebRequestError) -> WebSession {
        if let client, count(of: client) >= max(limits.maximumSessionsPerClient, 1),
            let oldest = leastRecentlyUsed(now: now, where: { $0.client == client }, grace: nil)
        {
            close(oldest)
        }
        if sessions.count >= limits.maximumSessions { sweep(now: now) }
        if sessions.count >= limits.maximumSessions,
            let replaced = leastRecentlyUsed(now: now, where: { !$0.cameBack }, grace: nil)
                ?? leastRecentlyUsed(now: now, where: { _ in true }, grace: limits.evictionGrace)
        {
            close(replaced)
        }
        guard sessions.count < limits.maximumSessions else {
            throw WebRequestError(
                .serviceUnavailable,
                "too many sessions in use (at most \(limits.maximumSessions)); try again in a minute")
        }
        let session = WebSession(
            container: container, templates: templates, now: now, client: client, maximumLayers: limits.maximumLayers,
            announcesTreeChanges: announcesTreeChanges)
        do {
            try start(session.tree)
        } catch {
            session.close()
            throw WebRequestError(.internalServerError, "the app's first screen could not open: \(error)")
        }
        sessions[session.id] = session
        if let client { perClient[client, default: 0] += 1 }
        return session
    }

    /// Closes every session idle for longer than the limit; returns how many closed.
    ///
    /// ```swift
    /// let closed = store.sweep(now: .now)
    /// ```
    @discardableResult
    public func sweep(now: ContinuousClock.Instant) -> Int {
        let expired = sessions.values.filter { isExpired($0, now: now) }
        expired.forEach(close)
        return expired.count
    }

    /// Sends a keep-alive comment on every live update stream, so that streams whose browser
    /// went away are noticed and end.
    ///
    /// ```swift
    /// store.pingLiveUpdates()
    /// ```
    public func pingLiveUpdates() {
        for session in sessions.values { session.updates.ping() }
    }

    /// Closes every session (the server is stopping).
    ///
    /// ```swift
    /// store.closeAll()
    /// ```
    public func closeAll() {
        sessions.values.forEach(close)
    }

    private func isExpired(_ session: WebSession, now: ContinuousClock.Instant) -> Bool {
        now - session.lastUse > limits.idleLifetime
    }

    /// The least recently used session among those `matching`, idle for at least `grace` when
    /// given. One pass over the sessions: it runs only when a cap is reached.
    private func leastRecentlyUsed(
        now: ContinuousClock.Instant, where matching: (WebSession) -> Bool, grace: Duration?
    ) -> WebSession? {
        var oldest: WebSession?
        for session in sessions.values where matching(session) {
            if let grace, now - session.lastUse < grace { continue }
            if oldest.map({ session.lastUse < $0.lastUse }) ?? true { oldest = session }
        }
        return oldest
    }

    private func close(_ session: WebSession) {
        guard sessions.removeValue(forKey: session.id) != nil else { return }
        if let client = session.client {
            let left = (perClient[client] ?? 1) - 1
            perClient[client] = left > 0 ? left : nil
        }
        session.close()
    }
}
