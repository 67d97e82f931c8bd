import Mosaic

/// Draws a session's pages and views with its templates. Only templates write HTML; user data
/// reaches the page through escaped tags.
@MainActor
struct PageRenderer {
    let templates: WebTemplates
    let token: String
    /// Deeper than this, embedding is taken for a cycle and refused.
    nonisolated static let maximumDepth = 64

    /// The whole document for layer `id`.
    func page(_ id: String, on screen: WebScreen) throws(WebRenderError) -> String {
        guard let page = screen.page(for: id) else { throw WebRenderError.noSuchPage(id) }
        let base = try view(page.base.id, on: screen)
        let overlays = try page.overlays.map { (record) throws(WebRenderError) -> [String: Any] in
            ["slots": ["html": try view(record.id, on: screen)]]
        }
        let context: [String: Any] = [
            "title": page.overlays.last?.view.title ?? page.base.view.title,
            "page": id,
            "token": token,
            "covered": page.covered,
            "slots": ["page": base],
            "overlays": overlays,
        ]
        return try render(context, with: "mosaic-page")
    }

    /// One view's HTML, wrapped so the page script can replace it, with its slots filled.
    func view(_ id: String, on screen: WebScreen, depth: Int = 0) throws(WebRenderError) -> String {
        guard depth < Self.maximumDepth else { throw WebRenderError.tooDeep(id) }
        guard let record = screen.record(id) else { throw WebRenderError.noSuchView(id) }
        var slots: [String: String] = [:]
        for (slot, child) in record.slots {
            slots[slot] = try view(child, on: screen, depth: depth + 1)
        }
        let context = ViewContext(model: record.view.viewModel, mosaic: ["view": id, "token": token], slots: slots)
        let inner = try render(context, with: record.view.template)
        return try render(["id": id, "slots": ["content": inner]] as [String: Any], with: "mosaic-view")
    }

    private func render(_ context: Any, with template: String) throws(WebRenderError) -> String {
        do {
            return try templates.render(context, with: template)
        } catch {
            throw WebRenderError.template(error)
        }
    }
}

/// Why a page could not be drawn.
///
/// ```swift
/// print(error)   // no page 3f2a… in this session
/// ```
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
    ///
    /// ```swift
    /// print(WebRenderError.noSuchPage("42").description)
    /// ```
    public var description: String {
        switch self {
        case .noSuchPage(let id): "no page \(id.prefix(64)) in this session"
        case .noSuchView(let id): "no view \(id.prefix(64)) in this session"
        case .tooDeep(let id): "view \(id) is embedded more than \(PageRenderer.maximumDepth) levels deep"
        case .template(let error): error.description
        }
    }
}
