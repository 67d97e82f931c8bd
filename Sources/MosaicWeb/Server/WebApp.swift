import Hummingbird
import Mosaic
import MosaicDI

/// A Mosaic app served to browsers: every browser gets a session with its own module tree, and
/// the routes below turn requests into what the tree and its modules do.
///
/// - `GET /` — the session's front page (a new session when the browser has none).
/// - `GET /m/ID` — page `ID`. Reading it changes nothing; when pages lie above it (the browser
///   went Back) the page script reports that with `POST /back`. A page no longer open (Forward
///   to a page Back closed, an old bookmark) redirects to `/`, the app as it is.
/// - `POST /event` — a form's event, for view `mosaic-view`, with `mosaic-token`.
/// - `POST /back` — the browser returned to page `page`: the pages above close.
/// - `GET /open?link=…` — a deep link, applied by `POST /open`.
/// - `GET /updates` — live updates as server-sent events.
/// - `GET /inspect` — when the app is made `inspectable`: the session's module tree and the
///   container's dependency graph (DOT text).
/// - `GET /mosaic/mosaic.js`, `/mosaic/mosaic.css`, `/mosaic/app.css` — the page's script, the
///   host's style and the app's own.
///
/// Every state change is a POST carrying the session's token; every id is looked up in the
/// requesting session only.
///
/// ```swift
/// let app = WebApp(container: container, templates: templates) { try $0.start(InboxModule.self) }
/// let server = app.makeServer(port: 8080)
/// try await app.serve(server)
/// ```
@MainActor
public final class WebApp {
    /// Sizes the app enforces.
    public struct Limits: Sendable {
        /// Sessions: how many, how long.
        public var sessions: SessionStore.Limits
        /// Largest request body read, in bytes.
        public var maximumBodyBytes: Int

        /// Defaults: the session store's defaults, 64 KiB bodies.
        ///
        /// ```swift
        /// let limits = WebApp.Limits(sessions: .init(maximumSessions: 100), maximumBodyBytes: 16_384)
        /// ```
        public init(sessions: SessionStore.Limits = .init(), maximumBodyBytes: Int = 64 * 1024) {
            self.sessions = sessions
            self.maximumBodyBytes = maximumBodyBytes
        }
    }

    /// The name of the session cookie.
    nonisolated public static let cookieName = "mosaic-session"
    /// The live sessions.
    public let sessions: SessionStore
    /// The limits in force.
    public let limits: Limits
    /// Deep links the app follows (`/open?link=…`), when it has any.
    public let routes: RouteRegistry?
    /// The app's own stylesheet, served at `/mosaic/app.css` after the host's.
    public let style: String
    /// Whether `/inspect` shows the session's module tree and the container's dependency graph.
    public let isInspectable: Bool
    /// The container sessions resolve modules from.
    public let container: Container
    /// The host names the app answers for (without port), or nil for any. A request naming
    /// another host in its `Host` header is refused (421), so that a page of another site whose
    /// name was made to resolve to this machine cannot reach the app. By default, the names of
    /// this machine's loopback address: `localhost`, `127.0.0.1`, `[::1]`.
    public let hostNames: Set<String>?

    /// The names of this machine's loopback address, which the app answers for by default.
    nonisolated public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
    /// The clock sessions age by (tests move it by hand).
    public var now: @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    /// Where Graphviz's `dot` is, to draw the dependency graph on `/inspect` as a picture: the
    /// first `dot` on `PATH` unless set. Nil, or no Graphviz, shows the graph as DOT text.
    ///
    /// ```swift
    /// app.dotExecutable = "/opt/graphviz/bin/dot"
    /// ```
    public var dotExecutable: String? = Graphviz.findDot()
    /// The container's dependency graph as DOT text, written once (the container never changes).
    lazy var dependencyDOT = container.graph.dot()
    /// The graph's picture once drawn, and the `dot` that drew it (the container never changes).
    var drawnGraph: (executable: String, result: Result<String, GraphvizError>)?

    /// Makes an app: `start` opens each new session's first module. `style` is the app's own
    /// stylesheet; `inspectable` turns on `/inspect` (for developers); `hostNames` are the names
    /// the app is reached by (nil: any, when a proxy in front checks them). With a
    /// `sessionArchive`, sessions outlive the server: each one's module tree is kept there as it
    /// changes and reopened through `routes` when its browser comes back to a restarted server
    /// (see ``SessionStore``).
    ///
    /// ```swift
    /// let app = WebApp(container: container, templates: templates) { try $0.start(InboxModule.self) }
    /// let public = WebApp(container: container, templates: templates, hostNames: ["mail.example.com"]) {
    ///     try $0.start(InboxModule.self)
    /// }
    /// ```
    public init(
        container: Container, templates: WebTemplates, limits: Limits = Limits(), routes: RouteRegistry? = nil,
        style: String = "", inspectable: Bool = false, hostNames: Set<String>? = WebApp.loopbackNames,
        sessionArchive: (any DataStore<String, SavedSession>)? = nil,
        start: @escaping @MainActor (ModuleTree) throws -> Void
    ) {
        self.limits = limits
        self.style = style
        self.isInspectable = inspectable
        self.container = container
        self.routes = routes
        self.hostNames = hostNames.map { Set($0.map { HostCheck<WebRequestContext>.hostName($0) }) }
        sessions = SessionStore(
            container: container, templates: templates, limits: limits.sessions, archive: sessionArchive, routes: routes,
            start: start)
        sessions.announcesTreeChanges = inspectable
    }

    /// A Hummingbird router serving this app.
    ///
    /// ```swift
    /// let router = app.makeRouter()
    /// router.get("/health") { _, _ in "ok" }
    /// ```
    ///
    /// A request whose `Host` is not one of ``hostNames`` is refused (421) before any route.
    public func makeRouter() -> Hummingbird.Router<WebRequestContext> {
        let router = Hummingbird.Router(context: WebRequestContext.self)
        if let hostNames { router.add(middleware: HostCheck(allowed: hostNames)) }
        let maximumBody = limits.maximumBodyBytes
        router.get("/") { request, context in try await self.front(request, client: context.client) }
        router.get("/m/:page") { request, context in
            try await self.page(request, id: context.parameters.get("page") ?? "")
        }
        router.post("/event") { request, _ in
            let (request, fields) = try await Self.form(request, limit: maximumBody)
            do {
                return Self.answer(request, with: try await self.event(request, fields: fields))
            } catch let error as WebRequestError where error.status == .conflict {
                // Refused because the view is covered (a second click, a stale tab): the page
                // script is told to show the front page, as it would after any event.
                guard request.headers[Self.scriptHeader] == "1" else { throw error }
                return Self.answer(request, with: Response.redirect(to: "/", type: .normal))
            }
        }
        router.post("/back") { request, _ in
            let (request, fields) = try await Self.form(request, limit: maximumBody)
            return Self.answer(request, with: try await self.back(request, fields: fields))
        }
        router.get("/open") { request, context in try await self.confirmOpen(request, client: context.client) }
        router.post("/open") { request, _ in
            let (request, fields) = try await Self.form(request, limit: maximumBody)
            return Self.answer(request, with: try await self.open(request, fields: fields))
        }
        router.get("/updates") { request, _ in try await self.updates(request) }
        router.get("/inspect") { request, _ in try await self.inspect(request) }
        router.get("/inspect/tree") { request, _ in try await self.inspectTree(request) }
        router.get("/inspect/graph.svg") { request, _ in try await self.inspectGraph(request) }
        router.get("/mosaic/inspect.js") { _, _ in Self.asset(InspectAssets.script, type: "text/javascript; charset=utf-8") }
        router.get("/mosaic/mosaic.js") { _, _ in Self.asset(PageAssets.script, type: "text/javascript; charset=utf-8") }
        router.get("/mosaic/mosaic.css") { _, _ in Self.asset(PageAssets.style, type: "text/css; charset=utf-8") }
        // The tab's icon; browsers ask for /favicon.ico on pages without one (plain error pages).
        router.get("/mosaic/icon.svg") { _, _ in Self.asset(PageAssets.icon, type: "image/svg+xml") }
        router.get("/favicon.ico") { _, _ in Self.asset(PageAssets.icon, type: "image/svg+xml") }
        let style = style
        router.get("/mosaic/app.css") { _, _ in Self.asset(style, type: "text/css; charset=utf-8") }
        return router
    }

    /// Closes sessions idle too long; the executable calls it now and then.
    ///
    /// ```swift
    /// app.sweep()
    /// ```
    @discardableResult
    public func sweep() -> Int {
        sessions.sweep(now: now())
    }
}
