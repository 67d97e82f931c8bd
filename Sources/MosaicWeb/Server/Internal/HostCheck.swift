import Hummingbird

/// Refuses requests whose `Host` names a server other than the app's. A page of another site
/// whose name was made to resolve to this machine (DNS rebinding) reaches the app with its own
/// name in `Host`, and is refused before it can read or drive a session.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// Host names, lowercased and without port.
    let allowed: Set<String>

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // A request without a host (HTTP/1.0, or a test client) is not one a browser page sent.
        if let authority = request.head.authority {
            let host = Self.hostName(authority)
            guard allowed.contains(host) else {
                throw WebRequestError(
                    .misdirectedRequest,
                    "this app answers for \(allowed.sorted().joined(separator: ", ")), not \(WebApp.clip(host, to: 80))"
                        + " (a page of another site may be trying to reach it); start it with that name allowed to serve it there")
            }
        }
        return try await next(request, context)
    }

    /// `authority` without its port, lowercased, without a final dot: `[::1]:8080` → `[::1]`.
    static func hostName(_ authority: String) -> String {
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            if let close = host.firstIndex(of: "]") { host = host[...close] }
        } else if let colon = host.lastIndex(of: ":") {
            host = host[..<colon]
        }
        if host.hasSuffix(".") { host = host.dropLast() }
        return String(host)
    }
}
