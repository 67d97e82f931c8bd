import Foundation
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
/// **Outliving the server.** Given an archive (any `DataStore` of ``SavedSession``, such as
/// MosaicSQLite's `SQLiteStore`) and the app's `RouteRegistry`, the store writes each
/// session's module tree there as it changes (a `TreeSnapshot`). When a browser comes back
/// with a cookie the store does not know — the server was restarted — and the archive has that
/// session, not idle too long, the session is reopened with its id and token and every module
/// the registry can reopen, in place of a new one. A session that expires or is replaced is
/// taken out of the archive; stopping the server (``closeAll()``) leaves the archive as it is.
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
    /// Where sessions are kept across restarts, and what reopens their modules.
    private let archive: (store: any DataStore<String, SavedSession>, routes: RouteRegistry)?

    /// Called with what went wrong writing or reading the archive, or reopening a kept session
    /// (which then starts afresh).
    ///
    /// ```swift
    /// store.onArchiveFailure = { error in print("sessions: \(error)") }
    /// ```
    public var onArchiveFailure: ((any Error) -> Void)?

    /// Makes an empty store; `start` opens each new session's root module. With an `archive`,
    /// sessions are kept there and reopened through `routes` after a restart (see the overview).
    ///
    /// ```swift
    /// let store = SessionStore(container: container, templates: templates, start: { try $0.start(InboxModule.self) })
    /// ```
    public init(
        container: Container, templates: WebTemplates, limits: Limits = Limits(),
        archive: (any DataStore<String, SavedSession>)? = nil, routes: RouteRegistry? = nil,
        start: @escaping @MainActor (ModuleTree) throws -> Void
    ) {
        self.container = container
        self.templates = templates
        self.limits = limits
        self.start = start
        if let archive { self.archive = (archive, routes ?? RouteRegistry(scheme: "app")) } else { self.archive = nil }
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
    /// keeps its cookie); nil when there is none or it expired (then it is closed). With an
    /// archive, a session the server does not know but the archive kept is reopened here (see
    /// the overview).
    ///
    /// ```swift
    /// let session = store.session(id: cookie, now: .now)
    /// ```
    public func session(id: String?, now: ContinuousClock.Instant) -> WebSession? {
        guard let id else { return nil }
        guard let session = sessions[id] ?? revive(id, now: now) else { return nil }
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
        try makeRoom(now: now, client: client)
        let session = makeSession(now: now, client: client)
        do {
            try start(session.tree)
        } catch {
            session.close()
            throw WebRequestError(.internalServerError, "the app's first screen could not open: \(error)")
        }
        admit(session, client: client)
        return session
    }

    /// Closes sessions as the type's overview says until a new one fits, or throws 503.
    private func makeRoom(now: ContinuousClock.Instant, client: String?) throws(WebRequestError) {
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
    }

    /// A session not started yet: new, or with the id and token of a kept one.
    private func makeSession(now: ContinuousClock.Instant, client: String?, kept: (id: String, token: String)? = nil) -> WebSession {
        WebSession(
            container: container, templates: templates, now: now, client: client, maximumLayers: limits.maximumLayers,
            announcesTreeChanges: announcesTreeChanges, id: kept?.id, token: kept?.token)
    }

    /// Counts a started session in, and keeps it in the archive from now on.
    private func admit(_ session: WebSession, client: String?) {
        sessions[session.id] = session
        if let client { perClient[client, default: 0] += 1 }
        guard let archive else { return }
        let keeper = SessionKeeper(session: session, archive: archive.store, routes: archive.routes) { [weak self] error in
            self?.onArchiveFailure?(error)
        }
        session.keeper = keeper
        keeper.saveNow()
    }

    /// Reopens the kept session with cookie `id`, when the archive has one not idle too long;
    /// one that cannot be reopened is taken out of the archive (its browser then gets a new one).
    private func revive(_ id: String, now: ContinuousClock.Instant) -> WebSession? {
        guard let archive, SecureToken.isWellFormed(id) else { return nil }
        let entry: StoreEntry<SavedSession>
        do {
            guard let found = try archive.store.entry(for: id) else { return nil }
            entry = found
        } catch {
            onArchiveFailure?(error)
            return nil
        }
        guard isFresh(entry), SecureToken.isWellFormed(entry.value.token) else {
            forget(id)
            return nil
        }
        // A full store turns the browser away for now (503 on its next request); the kept
        // session stays in the archive for when there is room.
        guard (try? makeRoom(now: now, client: nil)) != nil else { return nil }
        let session = makeSession(now: now, client: nil, kept: (id, entry.value.token))
        do {
            try session.tree.restore(entry.value.snapshot, routes: archive.routes)
            if session.tree.root == nil { try start(session.tree) }
        } catch {
            session.close()
            forget(id)
            onArchiveFailure?(error)
            return nil
        }
        admit(session, client: nil)
        return session
    }

    /// Whether a kept session was saved less than the idle lifetime ago.
    private func isFresh(_ entry: StoreEntry<SavedSession>) -> Bool {
        let age = entry.age(at: Date())
        return age >= 0 && Duration.seconds(age) <= limits.idleLifetime
    }

    /// Takes session `id` out of the archive.
    private func forget(_ id: String) {
        guard let archive else { return }
        do { try archive.store.removeValue(for: id) } catch { onArchiveFailure?(error) }
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
        sweepArchive()
        return expired.count
    }

    /// Takes kept sessions idle too long out of the archive.
    private func sweepArchive() {
        guard let archive else { return }
        do {
            for id in try archive.store.keys() where sessions[id] == nil {
                if let entry = try archive.store.entry(for: id), isFresh(entry) { continue }
                forget(id)
            }
        } catch {
            onArchiveFailure?(error)
        }
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

    /// Closes every session (the server is stopping). With an archive, each session's latest
    /// state is written first and stays there, to be reopened by the next server.
    ///
    /// ```swift
    /// store.closeAll()
    /// ```
    public func closeAll() {
        for session in sessions.values {
            session.keeper?.saveNow()
            session.keeper = nil
            close(session)
        }
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
        if session.keeper != nil {
            // Expired or replaced: gone for good, from the archive too.
            session.keeper = nil
            forget(session.id)
        }
        if let client = session.client {
            let left = (perClient[client] ?? 1) - 1
            perClient[client] = left > 0 ? left : nil
        }
        session.close()
    }
}
