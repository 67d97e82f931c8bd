import Foundation
import Hummingbird
import Mosaic

extension WebApp {
    /// `GET /inspect`: the session's module tree and the container's dependency graph.
    func inspect(_ request: Request) async throws(WebRequestError) -> Response {
        guard isInspectable else { throw WebRequestError(.notFound, "inspection is off (the app was not made inspectable)") }
        guard let session = existingSession(request) else { return Response.redirect(to: "/", type: .normal) }
        let picture = await graphPicture()
        var context: [String: Any] = [
            "front": session.host.frontPage ?? "",
            "dot": dependencyDOT,
            "slots": ["tree": try inspectedTree(of: session)],
        ]
        switch picture {
        case .success: context["svg"] = true
        case .failure(let why): context["noPicture"] = why.description
        }
        return Self.html(try renderInspection(context, with: "mosaic-inspect", in: session))
    }

    /// `GET /inspect/tree`: the tree's HTML alone, which the inspect page's script fetches to
    /// stay live.
    func inspectTree(_ request: Request) throws(WebRequestError) -> Response {
        guard isInspectable else { throw WebRequestError(.notFound, "inspection is off (the app was not made inspectable)") }
        guard let session = existingSession(request) else {
            throw WebRequestError(.forbidden, "no live session (it expired or the cookie is missing): reload the page")
        }
        return Self.html(try inspectedTree(of: session))
    }

    /// `GET /inspect/graph.svg`: the dependency graph drawn by Graphviz.
    func inspectGraph(_ request: Request) async throws(WebRequestError) -> Response {
        guard isInspectable else { throw WebRequestError(.notFound, "inspection is off (the app was not made inspectable)") }
        guard existingSession(request) != nil else {
            throw WebRequestError(.forbidden, "no live session (it expired or the cookie is missing): reload the page")
        }
        switch await graphPicture() {
        case .success(let svg):
            var headers = HTTPFields()
            headers[.contentType] = "image/svg+xml"
            headers[.xContentTypeOptions] = "nosniff"
            headers[.cacheControl] = "no-store"
            // Opened on its own, the picture runs nothing and loads nothing.
            headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        case .failure(.notInstalled):
            throw WebRequestError(.notFound, GraphvizError.notInstalled.description)
        case .failure(let error):
            throw WebRequestError(.serviceUnavailable, "the dependency graph could not be drawn: \(error)")
        }
    }

    /// The SVG of the container's graph, drawn once per `dot` executable (the container does
    /// not change).
    func graphPicture() async -> Result<String, GraphvizError> {
        guard let executable = dotExecutable else { return .failure(.notInstalled) }
        if let drawn = drawnGraph, drawn.executable == executable { return drawn.result }
        let graph = dependencyDOT
        let result = await Task.detached { () -> Result<String, GraphvizError> in
            do throws(GraphvizError) { return .success(try Graphviz.svg(of: graph, executable: executable)) } catch { return .failure(error) }
        }.value
        drawnGraph = (executable, result)
        return result
    }

    /// The session's tree as nested lists: each module's name, state, presentation, view,
    /// theme, roles and slots.
    private func inspectedTree(of session: WebSession) throws(WebRequestError) -> String {
        func node(_ module: ModuleNode) -> [String: Any] {
            let view = module.view.map { String(describing: type(of: $0)) }
            let theme = (module.view as? any WebModuleView)?.theme?.name
            var fields: [String: Any] = [
                "name": module.name, "state": module.state.rawValue, "style": String(describing: module.style),
                "children": module.children.map(node), "hasChildren": !module.children.isEmpty,
            ]
            if let view { fields["view"] = view }
            let roles = module.roleNames, slots = module.slotNames
            if !roles.isEmpty { fields["roles"] = roles.joined(separator: ", ") }
            if !slots.isEmpty { fields["slotNames"] = slots.joined(separator: ", ") }
            if let theme { fields["theme"] = theme }
            return fields
        }
        let context: [String: Any] = ["roots": session.tree.root.map { [node($0)] } ?? [], "empty": session.tree.root == nil]
        return try renderInspection(context, with: "mosaic-inspect-tree", in: session)
    }

    private func renderInspection(_ context: Any, with template: String, in session: WebSession) throws(WebRequestError) -> String {
        do {
            return try session.renderer.templates.render(context, with: template)
        } catch {
            throw WebRequestError(.internalServerError, "the page could not be drawn: \(error)")
        }
    }
}
