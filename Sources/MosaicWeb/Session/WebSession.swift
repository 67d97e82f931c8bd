import Mosaic
import MosaicDI

/// One browser's session: its own module tree on its own ``WebHost``, an unguessable id (the
/// cookie) and a token every state-changing request must carry. Nothing in one session can name
/// another's views: views are looked up by id in the session's own host only.
///
/// ```swift
/// let session = try app.sessions.open(now: .now)
/// print(session.tree)
/// ```
@MainActor
public final class WebSession {
    /// The cookie's value: 128 random bits.
    public let id: String
    /// The token forms send back (`mosaic-token`); 128 random bits, distinct from the id.
    public let token: String
    /// The session's host.
    public let host: WebHost
    /// The session's modules.
    public let tree: ModuleTree
    /// When the session was last used.
    public internal(set) var lastUse: ContinuousClock.Instant
    /// Whether the session was closed (expired or evicted); a closed session answers nothing.
    public private(set) var isClosed = false
    /// The address of the client that opened the session, when known.
    public let client: String?
    /// Whether the browser came back with the session's cookie at least once (a client that
    /// keeps no cookies opens sessions it never uses again).
    public internal(set) var cameBack = false
    let updates = LiveUpdates()
    /// Tells the open pages each time the tree changed, when the session announces it.
    private var treeWatcher: TreeWatcher?
    /// How many transitions the tree committed while watched.
    private(set) var treeVersion = 0
    private var isDrawingChanges = false
    private var pendingChanges: [String] = []
    let renderer: PageRenderer
    /// Writes the session to its app's archive as its tree changes, when the app keeps one.
    var keeper: SessionKeeper? {
        didSet {
            if let oldValue { tree.removeObserver(oldValue) }
            if let keeper { tree.addObserver(keeper) }
        }
    }

    /// A session with a fresh id and token, or the `id` and `token` of one the archive kept.
    init(
        container: Container, templates: WebTemplates, now: ContinuousClock.Instant, client: String? = nil,
        maximumLayers: Int = 32, announcesTreeChanges: Bool = false, id: String? = nil, token: String? = nil
    ) {
        self.id = id ?? SecureToken.make()
        self.token = token ?? SecureToken.make()
        self.client = client
        host = WebHost(maximumLayers: maximumLayers)
        tree = ModuleTree(container: container, host: host)
        renderer = PageRenderer(templates: templates, token: self.token, keepsDrawings: true)
        host.attach(to: tree)
        lastUse = now
        host.screen.observer = self
        if announcesTreeChanges {
            let watcher = TreeWatcher(session: self)
            treeWatcher = watcher
            tree.addObserver(watcher)
        }
    }

    /// The tree committed a transition: open pages hear `event: tree` with the new version.
    fileprivate func treeDidChange() {
        treeVersion += 1
        guard updates.count > 0 else { return }
        updates.send(event: "tree", payload: ["version": treeVersion])
    }

    /// A cell module list's window moved: the new window goes to the open pages.
    private func windowDidChange(_ id: String, _ list: WebModuleList) {
        guard updates.count > 0 else { return }
        guard let html = try? renderer.window(of: list, view: id, on: host.screen, depth: 1) else {
            viewDidChange(id)   // the window could not be drawn alone: draw the view
            return
        }
        updates.send(event: "modules", payload: ["view": id, "list": list.name, "html": html])
    }

    /// Rows of a view's cell list changed: only those rows go to the open pages.
    private func rowsDidChange(_ id: String, _ list: WebCellList, _ update: ListUpdate) {
        guard updates.count > 0 else { return }
        guard let payload = try? renderer.rows(update, of: list, view: id) else {
            viewDidChange(id)   // the rows could not be drawn one by one: draw the view
            return
        }
        updates.send(event: "rows", payload: payload)
    }

    /// A view's model changed: its new HTML goes to the open pages. A change announced while a
    /// view is being drawn (a view model that changes state as it is read, or changes another
    /// view) is drawn once after the current one, never recursively; changes announced during
    /// that second pass are dropped, so a view model that announces a change on every read
    /// cannot loop.
    private func viewDidChange(_ id: String) {
        guard updates.count > 0 else { return }
        guard !isDrawingChanges else {
            if !pendingChanges.contains(id) { pendingChanges.append(id) }
            return
        }
        isDrawingChanges = true
        defer {
            isDrawingChanges = false
            pendingChanges = []
        }
        sendView(id)
        let pending = pendingChanges
        pendingChanges = []
        for other in pending { sendView(other) }
    }

    private func sendView(_ id: String) {
        guard let payload = viewChange(id) else { return }
        updates.send(event: "view", payload: payload)
    }

    /// A `view` live update: view `id`'s new HTML.
    private func viewChange(_ id: String) -> [String: String]? {
        guard let html = try? renderer.view(id, on: host.screen) else { return nil }
        return ["view": id, "html": html]
    }

    /// The front page changed: open pages are told where to go.
    private func layersDidChange() {
        guard updates.count > 0, let front = host.frontPage else { return }
        updates.send(event: "page", payload: PageChange(url: "/m/" + front, layers: host.screen.layersVersion))
    }

    /// A stream of the session's live updates, each one server-sent event already framed
    /// (`event: view` with a view's new HTML, `event: rows` with the changed rows of one of its
    /// cell lists, `event: modules` with the new window of one of its cell module lists, `event: page` with the URL of a new front page,
    /// and, in an inspectable app, `event: tree` each time the module tree changed).
    /// It ends when the session closes (asked for after that, it is already over); a session
    /// keeps at most four streams, ending the oldest.
    ///
    /// Every page carries the count of layer changes it was drawn at (`data-mosaic-layers`), and
    /// so does each `page` event: a page reloads only for a count above its own. `drawnAt` is
    /// the count of the page that connects: when the layers changed since (a module opened or
    /// closed while no page was listening, between one page and the next), the stream starts
    /// with a `page` event, so the browser catches up.
    ///
    /// A page also carries the count of view changes it was drawn at (`data-mosaic-views`),
    /// given here as `viewsDrawnAt`: a view that changed after the page was drawn but before it
    /// connected (a slow section arriving in between) would otherwise never reach it. The
    /// stream then starts with a `view` event for each layer in which something changed since.
    ///
    /// ```swift
    /// for await frame in session.liveUpdates(drawnAt: 3, viewsDrawnAt: 12) { print(frame) }
    /// ```
    public func liveUpdates(drawnAt layers: Int? = nil, viewsDrawnAt views: Int? = nil) -> AsyncStream<String> {
        // The catch-up goes to the connecting page only: the pages already listening had it.
        var catchUp: [(event: String, payload: any Encodable)] = []
        if let layers, layers < host.screen.layersVersion, let front = host.frontPage {
            catchUp = [("page", PageChange(url: "/m/" + front, layers: host.screen.layersVersion))]
        } else if let views {
            catchUp = host.screen.layers(changedSince: views).compactMap { layer in viewChange(layer).map { ("view", $0) } }
        }
        return updates.subscribe(startingWith: catchUp)
    }

    /// Closes the session's tree and ends its live update streams, for good: the host then
    /// refuses every transition (so the tree cannot start again), and a stream asked for later
    /// ends at once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        host.screen.observer = nil
        host.closeAll()
        host.retire()
        updates.finish()
    }
}

extension WebSession: ScreenObserver {
    func screen(_ screen: WebScreen, did event: ScreenEvent) {
        switch event {
        case .viewChanged(let id): viewDidChange(id)
        case .rowsChanged(let id, let list, let update): rowsDidChange(id, list, update)
        case .windowMoved(let id, let list): windowDidChange(id, list)
        case .layersChanged: layersDidChange()
        }
    }
}

/// Hears the session's tree, for the inspector's live tree.
@MainActor
private final class TreeWatcher: TreeObserver {
    weak var session: WebSession?

    init(session: WebSession) {
        self.session = session
    }

    func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {
        session?.treeDidChange()
    }
}

/// A `page` live update: where the front page is, and the count of layer changes it shows.
private struct PageChange: Encodable {
    let url: String
    let layers: Int
}
