import Mosaic
import Mustache

/// Draws a session's pages and views with its templates. Only templates write HTML; user data
/// reaches the page through escaped tags.
///
/// A renderer that keeps drawings (a session's) keeps each view's HTML on the screen and draws
/// the view again only once it changed: its view model (``ViewChanges/send()``, or an event it
/// handled), a list in it, a view embedded in it, or the layers of the screen. The page around
/// the views is drawn on every request.
@MainActor
struct PageRenderer {
    let templates: WebTemplates
    let token: String
    /// Whether views' drawings are kept on the screen and reused until the view changes.
    var keepsDrawings = false
    /// Deeper than this, embedding is taken for a cycle and refused.
    nonisolated static let maximumDepth = 64

    /// The whole document for layer `id`.
    func page(_ id: String, on screen: WebScreen) throws(WebRenderError) -> String {
        guard let page = screen.page(for: id) else { throw WebRenderError.noSuchPage(id) }
        // Read before drawing: a change announced while the views are drawn may be missing from
        // them, and the page then asks for it as it connects.
        let views = screen.viewsVersion
        let base = try view(page.base.id, on: screen)
        let overlays = try page.overlays.map { (record) throws(WebRenderError) -> [String: Any] in
            ["slots": ["html": try view(record.id, on: screen)]]
        }
        let context: [String: Any] = [
            "title": page.overlays.last?.view.title ?? page.base.view.title,
            "page": id,
            "token": token,
            "covered": page.covered,
            "layers": screen.layersVersion,
            "views": views,
            "slots": ["page": base],
            "overlays": overlays,
        ]
        return try render(context, with: "mosaic-page")
    }

    /// One view's HTML, wrapped so the page script can replace it, with its slots filled. A
    /// slot is drawn only when the template places it (a cell module list's pooled rows are
    /// embedded modules too, but no template names them).
    func view(_ id: String, on screen: WebScreen, depth: Int = 0) throws(WebRenderError) -> String {
        guard depth < Self.maximumDepth else { throw WebRenderError.tooDeep(id) }
        guard let record = screen.record(id) else { throw WebRenderError.noSuchView(id) }
        let windows = keepsDrawings ? windowKeys(of: record.view, on: screen) : []
        let epoch = screen.drawingsEpoch
        if keepsDrawings, let drawing = screen.drawing(of: id), drawing.windows == windows { return drawing.html }
        let slots = LazySlots { (name) throws(WebRenderError) -> String? in
            if let child = record.slots[name] { return try view(child, on: screen, depth: depth + 1) }
            if let list = record.view.lists.first(where: { $0.name == name }) { return try self.list(list, view: id) }
            if let list = record.view.moduleLists.first(where: { $0.name == name }) {
                return try window(of: list, view: id, on: screen, depth: depth)
            }
            return nil
        }
        let context = ViewContext(model: record.view.viewModel, mosaic: ["view": id, "token": token], slots: slots)
        let inner = try render(context, with: record.view.template)
        if let failure = slots.failure { throw failure }
        var wrapper: [String: Any] = ["id": id, "slots": ["content": inner]]
        if let theme = record.view.theme { wrapper["theme"] = theme.name }
        let html = try render(wrapper, with: "mosaic-view")
        if keepsDrawings { screen.keep(.init(html: html, windows: windows, epoch: epoch), for: id, drawnAt: record.changes) }
        return html
    }

    /// What the cell module lists of `view` show: for each, its row count, its window and the
    /// view (or the failure) on each row of the window. Rows come and go with the list's own
    /// updates, which the view need not announce; a drawing made under other keys is stale.
    private func windowKeys(of view: any WebModuleView, on screen: WebScreen) -> [String] {
        let lists = view.moduleLists
        guard !lists.isEmpty else { return [] }
        var keys: [String] = []
        for list in lists {
            let window = list.window
            keys.append("\(list.name) \(list.rowCount) \(window.lowerBound) \(window.upperBound)")
            for index in window {
                if let view = list.view(atRow: index), let child = screen.id(of: view) {
                    keys.append(child)
                } else {
                    keys.append("! " + (list.failure(atRow: index) ?? ""))
                }
            }
        }
        return keys
    }

    /// The rows of a cell module list now on the page, each its module's view, in the wrapper
    /// the page script finds them by (with the row count and the first row, for its spacers).
    func window(of list: WebModuleList, view id: String, on screen: WebScreen, depth: Int) throws(WebRenderError) -> String {
        var rows: [[String: Any]] = []
        for index in list.window {
            let html: String
            if let view = list.view(atRow: index), let child = screen.id(of: view) {
                html = try self.view(child, on: screen, depth: depth + 1)
            } else {
                let why = list.failure(atRow: index) ?? "not on the page"
                html = try render(["text": "Row \(index) could not be shown: \(why)"] as [String: Any], with: "mosaic-row-failure")
            }
            rows.append(["index": index, "slots": ["html": html]])
        }
        // Without the page script, buttons move the window a page of rows at a time.
        let window = list.window
        let size = max(window.count, 1)
        let navigation: [String: Any] = [
            "view": id, "token": token, "count": size,
            "hasEarlier": window.lowerBound > 0, "earlier": max(window.lowerBound - size, 0),
            "hasLater": window.upperBound < list.rowCount, "later": window.upperBound,
        ]
        let context: [String: Any] = [
            "name": list.name, "count": list.rowCount, "first": window.lowerBound,
            "after": max(list.rowCount - window.upperBound, 0), "rows": rows, "navigation": navigation,
        ]
        return try render(context, with: "mosaic-modules")
    }

    /// A cell list's rows, in the wrapper the page script finds them by.
    func list(_ list: WebCellList, view id: String) throws(WebRenderError) -> String {
        var rows: [[String: Any]] = []
        for index in 0..<list.rowCount {
            rows.append(["slots": ["html": try row(index, of: list, view: id)]])
        }
        return try render(["name": list.name, "rows": rows] as [String: Any], with: "mosaic-list")
    }

    /// Row `index` of `list`.
    func row(_ index: Int, of list: WebCellList, view id: String) throws(WebRenderError) -> String {
        guard let cell = list.cell(at: index) else { throw WebRenderError.noSuchView("\(id) row \(index)") }
        let context = ViewContext(
            model: cell.model, mosaic: ["view": id, "token": token, "row": String(index)], slots: [String: String]())
        let inner = try render(context, with: cell.template)
        return try render(["slots": ["content": inner]] as [String: Any], with: "mosaic-row")
    }

    /// What the page needs to apply `update` to `list`'s rows: the indices removed and moved,
    /// and the HTML of the rows inserted or reloaded, by their index after the update.
    func rows(_ update: ListUpdate, of list: WebCellList, view id: String) throws(WebRenderError) -> RowsUpdate {
        let removed = Set(update.deletes).union(update.moves.map(\.from))
        let arriving = Set(update.inserts).union(update.moves.map(\.to))
        let newCount = list.rowCount
        let oldCount = newCount + removed.count - arriving.count
        let reloaded = Set(update.reloads)
        var survivors = (0..<max(oldCount, 0)).filter { !removed.contains($0) }.makeIterator()
        var reloads: [RowsUpdate.Row] = []
        for index in 0..<newCount where !arriving.contains(index) {
            guard let old = survivors.next() else { break }
            if reloaded.contains(old) { reloads.append(.init(index: index, html: try row(index, of: list, view: id))) }
        }
        var inserts: [RowsUpdate.Row] = []
        for index in update.inserts.sorted() {
            inserts.append(.init(index: index, html: try row(index, of: list, view: id)))
        }
        return RowsUpdate(
            view: id, list: list.name, count: newCount, deletes: update.deletes.sorted(),
            moves: update.moves.map { [$0.from, $0.to] }, inserts: inserts, reloads: reloads)
    }

    private func render(_ context: Any, with template: String) throws(WebRenderError) -> String {
        do {
            return try templates.render(context, with: template)
        } catch {
            throw WebRenderError.template(error)
        }
    }
}

/// A view's slots, drawn when the template asks for them. The first error is kept (a template
/// lookup cannot throw) and thrown once the template is drawn.
final class LazySlots: MustacheParent {
    private let draw: (String) throws(WebRenderError) -> String?
    private var drawn: [String: String] = [:]
    private(set) var failure: WebRenderError?

    init(draw: @escaping (String) throws(WebRenderError) -> String?) {
        self.draw = draw
    }

    func child(named name: String) -> Any? {
        if let html = drawn[name] { return html }
        guard failure == nil else { return nil }
        do {
            guard let html = try draw(name) else { return nil }
            drawn[name] = html
            return html
        } catch {
            failure = error
            return nil
        }
    }
}

/// The rows of a cell list that changed, as sent to the page (`event: rows`).
struct RowsUpdate: Encodable, Equatable {
    struct Row: Encodable, Equatable {
        let index: Int
        let html: String
    }
    let view: String
    let list: String
    /// How many rows the list has after the update.
    let count: Int
    /// Indices before the update.
    let deletes: [Int]
    /// `[from, to]`: from an index before, to one after.
    let moves: [[Int]]
    /// Indices after the update.
    let inserts: [Row]
    /// Indices after the update of rows whose content changed.
    let reloads: [Row]
}

/// Why a page could not be drawn.
public enum WebRenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The id names no page of this session.
    case noSuchPage(String)
    /// The id names no view of this session.
    case noSuchView(String)
    /// Embedding went deeper than the host draws.
    case tooDeep(String)
    /// A template is missing.
    case template(WebTemplateError)

    /// One sentence naming what is missing.
    public var description: String {
        switch self {
        case .noSuchPage(let id): "no page \(id.prefix(64)) in this session"
        case .noSuchView(let id): "no view \(id.prefix(64)) in this session"
        case .tooDeep(let id): "view \(id) is embedded more than \(PageRenderer.maximumDepth) levels deep"
        case .template(let error): error.description
        }
    }
}
