import Foundation
import Hummingbird
import Mosaic
import HTTPTypes
import NIOCore

extension WebApp {
    // MARK: Pages (reading changes nothing but the session's last use)

    func front(_ request: Request, client: String?) throws(WebRequestError) -> Response {
        let (session, isNew) = try sessionOrNew(request, client: client)
        guard let front = session.host.frontPage else {
            throw WebRequestError(.internalServerError, "the session shows no page: its first module did not open")
        }
        var response = Response.redirect(to: "/m/" + front, type: .normal)
        if isNew { response.setCookie(sessionCookie(session)) }
        return response
    }

    func page(_ request: Request, id: String) throws(WebRequestError) -> Response {
        guard let session = existingSession(request) else { return Response.redirect(to: "/", type: .normal) }
        do {
            return Self.html(try session.renderer.page(id, on: session.host.screen))
        } catch .noSuchPage {
            // A page that was closed (Forward after Back, an old bookmark): the app as it is now.
            return Response.redirect(to: "/", type: .normal)
        } catch {
            throw WebRequestError(.internalServerError, "the page could not be drawn: \(error)")
        }
    }

    func confirmOpen(_ request: Request, client: String?) throws(WebRequestError) -> Response {
        guard routes != nil else { throw WebRequestError(.notFound, "this app follows no deep links") }
        guard let link = request.uri.queryParameters.get("link"), !link.isEmpty else {
            throw WebRequestError(.badRequest, "malformed deep link request: no link parameter (use /open?link=…)")
        }
        let (session, isNew) = try sessionOrNew(request, client: client)
        let context: [String: Any] = ["link": link, "token": session.token]
        let html: String
        do {
            html = try session.renderer.templates.render(context, with: "mosaic-open")
        } catch {
            throw WebRequestError(.internalServerError, "the page could not be drawn: \(error)")
        }
        var response = Self.html(html)
        if isNew { response.setCookie(sessionCookie(session)) }
        return response
    }

    // MARK: State changes (POST, with the session's token)

    func event(_ request: Request, fields: [String: String]) throws(WebRequestError) -> Response {
        let session = try authorised(request, fields: fields)
        guard let viewID = fields["mosaic-view"], !viewID.isEmpty else {
            throw WebRequestError(.badRequest, "malformed event: no mosaic-view field naming the module's view")
        }
        guard let name = fields["event"], !name.isEmpty else {
            throw WebRequestError(.badRequest, "malformed event: no event field naming what happened")
        }
        guard let view = session.host.view(id: viewID) else {
            throw WebRequestError(.notFound, "no module \(Self.clip(viewID)) in this session")
        }
        // Only what is in front takes events: a second click on a row that already opened a
        // page, or a stale tab, must not act beneath what covers it.
        guard let front = session.host.frontPage, session.host.screen.layer(containing: viewID) == front else {
            throw WebRequestError(
                .conflict,
                "event \"\(Self.clip(name))\" refused: that view is covered by another page or dialog; the app is at /")
        }
        var rest = fields
        for key in ["mosaic-view", "mosaic-token", "event"] { rest[key] = nil }
        // What a view shows may change with any event it handles, announced or not.
        defer { session.host.screen.viewChanged(viewID) }
        do {
            try view.handle(WebEvent(name: name, fields: rest))
        } catch {
            let detail = isInspectable && Self.reason(for: error) != String(describing: error) ? " (\(error))" : ""
            throw WebRequestError(
                .unprocessableContent, "event \"\(Self.clip(name))\" refused: \(Self.reason(for: error))\(detail)")
        }
        return toFront(session)
    }

    func back(_ request: Request, fields: [String: String]) throws(WebRequestError) -> Response {
        let session = try authorised(request, fields: fields)
        guard let page = fields["page"], !page.isEmpty else {
            throw WebRequestError(.badRequest, "malformed back: no page field naming the page returned to")
        }
        guard session.host.browserReturned(to: page) else {
            throw WebRequestError(.notFound, "no page \(Self.clip(page)) in this session")
        }
        return toFront(session)
    }

    func open(_ request: Request, fields: [String: String]) throws(WebRequestError) -> Response {
        let session = try authorised(request, fields: fields)
        guard let routes else { throw WebRequestError(.notFound, "this app follows no deep links") }
        guard let link = fields["link"], !link.isEmpty else {
            throw WebRequestError(.badRequest, "malformed deep link: no link field")
        }
        do {
            try session.tree.open(deepLink: link, routes: routes)
        } catch {
            let status: HTTPResponse.Status
            switch error.reason {
            case .unknownPath, .wrongScheme: status = .notFound
            default: status = .unprocessableContent
            }
            throw WebRequestError(status, "deep link not followed: \(Self.clip(error.description, to: 300))")
        }
        return toFront(session)
    }

    /// Why `error` stopped what a person asked for, in their terms: a transition that failed is
    /// told by what made it fail (a module's own error, the host's refusal), not by the modules'
    /// type names, which an inspectable app adds for its developers.
    nonisolated static func reason(for error: any Error) -> String {
        guard let transition = error as? TransitionError else { return String(describing: error) }
        switch transition.reason {
        case .buildFailed(let underlying), .hostRefused(let underlying): return reason(for: underlying)
        case .closed: return "that screen has closed"
        case .tooManyQueued: return "too much is happening at once; try again"
        default: return "that screen could not be opened"
        }
    }

    // MARK: Live updates

    func updates(_ request: Request) throws(WebRequestError) -> Response {
        guard let session = existingSession(request) else {
            throw WebRequestError(.forbidden, "no live session (it expired or the cookie is missing): reload the page")
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        let query = request.uri.queryParameters
        let stream = EventStreamBody(events: session.liveUpdates(
            drawnAt: query.get("layers").flatMap { Int($0) },
            viewsDrawnAt: query.get("views").flatMap { Int($0) }))
        return Response(status: .ok, headers: headers, body: ResponseBody(asyncSequence: stream))
    }

    // MARK: Helpers

    func existingSession(_ request: Request) -> WebSession? {
        sessions.session(id: Self.sessionCookie(of: request), now: now())
    }

    /// The value of the request's session cookie (the first, if it sent several), read straight
    /// from its `Cookie` fields: no other cookie is parsed.
    nonisolated static func sessionCookie(of request: Request) -> String? {
        let prefix = Array((cookieName + "=").utf8)
        for field in request.headers[values: .cookie] {
            for part in field.utf8.split(separator: UInt8(ascii: ";")) {
                let pair = part.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                guard pair.starts(with: prefix) else { continue }
                return String(Substring(pair.dropFirst(prefix.count)))
            }
        }
        return nil
    }

    private func sessionOrNew(_ request: Request, client: String?) throws(WebRequestError) -> (WebSession, isNew: Bool) {
        if let session = existingSession(request) { return (session, false) }
        return (try sessions.open(now: now(), client: client), true)
    }

    /// The request's session, when the request carries the session's token.
    private func authorised(_ request: Request, fields: [String: String]) throws(WebRequestError) -> WebSession {
        // Browsers say where a request comes from; another site's form is refused outright.
        if let site = request.headers[Self.fetchSiteHeader], site == "cross-site" {
            throw WebRequestError(.forbidden, "cross-site request refused: state changes come from the app's own pages")
        }
        guard let session = existingSession(request) else {
            throw WebRequestError(.forbidden, "no live session (it expired or the cookie is missing): reload the page")
        }
        guard let token = fields["mosaic-token"] else {
            throw WebRequestError(.forbidden, "missing token: a state change must carry the session's mosaic-token")
        }
        guard SecureToken.matches(token, session.token) else {
            throw WebRequestError(.forbidden, "wrong token: the mosaic-token is not this session's")
        }
        return session
    }

    private func toFront(_ session: WebSession) -> Response {
        Response.redirect(to: "/m/" + (session.host.frontPage ?? ""), type: .normal)
    }

    private func sessionCookie(_ session: WebSession) -> Cookie {
        Cookie(name: Self.cookieName, value: session.id, path: "/", httpOnly: true, sameSite: .strict)
    }

    /// Reads a form body of at most `limit` bytes.
    nonisolated static func form(_ request: Request, limit: Int) async throws(WebRequestError) -> (Request, [String: String]) {
        let type = request.headers[.contentType] ?? ""
        guard type.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            throw WebRequestError(
                .unsupportedMediaType, "expected a form (application/x-www-form-urlencoded), got \"\(clip(type))\"")
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw WebRequestError(.contentTooLarge, "request body over \(limit) bytes")
        } catch {
            throw WebRequestError(.badRequest, "the request body could not be read: \(error)")
        }
        guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
            throw WebRequestError(.badRequest, "malformed form: the body is not UTF-8")
        }
        return (request, try FormFields.parse(text))
    }

    nonisolated static func html(_ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The header browsers say where a request comes from with.
    nonisolated static let fetchSiteHeader = HTTPField.Name("Sec-Fetch-Site")!   // a valid token: never nil

    /// The header the page script sends with the events it posts by `fetch`.
    nonisolated static let scriptHeader = HTTPField.Name("X-Mosaic-Fetch")!   // a valid token: never nil

    /// A redirect answering an event the page script sent is given as `{"url": …}` instead, so
    /// the script decides how to go there and no page is drawn for a redirect nobody follows
    /// (the page it names may be gone by the time it would be read).
    nonisolated static func answer(_ request: Request, with response: Response) -> Response {
        guard request.headers[scriptHeader] == "1", response.status == .seeOther,
            let location = response.headers[.location]
        else { return response }
        // New headers: the redirect's (its empty body's length among them) do not fit.
        var headers = HTTPFields()
        for field in response.headers where field.name == .setCookie { headers.append(field) }
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        let body = (try? JSONEncoder().encode(["url": location])) ?? Data()
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    nonisolated static func asset(_ text: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// Scripts and styles only from the app itself, nothing inline, no plug-ins, no framing.
    nonisolated static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// At most `count` code points of text a request sent, for messages (counted by code point:
    /// one character may hold any number of them).
    nonisolated static func clip(_ text: String, to count: Int = 64) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > count else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(count))) + "…"
    }
}
