import Mosaic
import MosaicDI

/// The live sessions, each with its own module tree, capped in number and closed when idle too
/// long. Expired sessions close their trees (so their modules are released) the moment they
/// are noticed: on the next request naming them, when a new session is needed, or on a sweep.
///
/// ```swift
/// let store = SessionStore(container: container, templates: templates, limits: .init(maximumSessions: 2), start: { try $0.start(InboxModule.self) })
/// let session = try store.open(now: .now)
/// ```
@MainActor
public final class SessionStore {
    /// How many sessions may live at once and how long an idle one lives.
    public struct Limits: Sendable {
        /// Most sessions alive at once; a new browser beyond it is told to come back later.
        public var maximumSessions: Int
        /// How long a session lives without a request.
        public var idleLifetime: Duration

        /// Limits with defaults: 1,000 sessions, 30 idle minutes.
        ///
        /// ```swift
        /// let limits = SessionStore.Limits(maximumSessions: 50, idleLifetime: .seconds(600))
        /// ```
        public init(maximumSessions: Int = 1_000, idleLifetime: Duration = .seconds(30 * 60)) {
            self.maximumSessions = maximumSessions
            self.idleLifetime = idleLifetime
        }
    }

    /// The limits in force.
    public let limits: Limits
    private let container: Container
    private let templates: WebTemplates
    private let start: @MainActor (ModuleTree) throws -> Void
    private var sessions: [String: WebSession] = [:]

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

    /// The live session with cookie `id`, marked as used at `now`; nil when there is none or it
    /// expired (then it is closed).
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
        return session
    }

    /// A new session with its root module started. Expired sessions are closed first; when the
    /// store is still full the new one is refused with a ``WebRequestError`` (503).
    ///
    /// ```swift
    /// let session = try store.open(now: .now)
    /// ```
    public func open(now: ContinuousClock.Instant) throws(WebRequestError) -> WebSession {
        if sessions.count >= limits.maximumSessions { sweep(now: now) }
        guard sessions.count < limits.maximumSessions else {
            throw WebRequestError(
                .serviceUnavailable,
                "too many live sessions (at most \(limits.maximumSessions)); try again when one expires")
        }
        let session = WebSession(container: container, templates: templates, now: now)
        do {
            try start(session.tree)
        } catch {
            session.close()
            throw WebRequestError(.internalServerError, "the app's first screen could not open: \(error)")
        }
        sessions[session.id] = session
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

    private func close(_ session: WebSession) {
        sessions[session.id] = nil
        session.close()
    }
}
