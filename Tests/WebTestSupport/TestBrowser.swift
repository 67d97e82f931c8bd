import Foundation
import Hummingbird
import HummingbirdTesting
import MosaicWeb

/// A browser for the router test client: keeps its session cookie, reads the token from the
/// page and sends forms the way a page does. Shared by the web host's and the mail app's tests
/// (not a product).
public struct TestBrowser: Sendable {
    public let client: any TestClientProtocol
    public var cookie: String?

    public init(_ client: any TestClientProtocol) { self.client = client }

    public struct Page: Sendable {
        public let status: HTTPResponse.Status
        public let headers: HTTPFields
        public let body: String
        public var location: String? { headers[.location] }
        /// The value of the first `name="…"` attribute.
        public func attribute(_ name: String) -> String? {
            guard let start = body.range(of: name + "=\"") else { return nil }
            let rest = body[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        /// Every view id on the page, in order.
        public var viewIDs: [String] {
            body.components(separatedBy: "data-mosaic-view=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
    }

    /// GET; a new session's cookie is kept.
    public mutating func get(_ uri: String) async throws -> Page {
        var headers = HTTPFields()
        if let cookie { headers[.cookie] = "\(WebApp.cookieName)=\(cookie)" }
        let response = try await client.execute(uri: uri, method: .get, headers: headers)
        keepCookie(response.headers)
        return Page(status: response.status, headers: response.headers, body: String(buffer: response.body))
    }

    /// Opens the app and follows the redirect to the front page.
    public mutating func start() async throws -> Page {
        let front = try await get("/")
        return try await get(front.location ?? "/")
    }

    /// POSTs `fields` form-encoded (or `rawBody` as is).
    public func post(
        _ uri: String, _ fields: [(String, String)] = [], rawBody: String? = nil,
        contentType: String = "application/x-www-form-urlencoded", headers extra: HTTPFields = [:]
    ) async throws -> Page {
        var headers = extra
        if let cookie { headers[.cookie] = "\(WebApp.cookieName)=\(cookie)" }
        headers[.contentType] = contentType
        let body = rawBody ?? Self.encode(fields)
        let response = try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
        return Page(status: response.status, headers: response.headers, body: String(buffer: response.body))
    }

    /// `fields` as an `application/x-www-form-urlencoded` body.
    public static func encode(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return fields.map { key, value in
            let k = key.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            let v = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            return k + "=" + v
        }.joined(separator: "&")
    }

    private mutating func keepCookie(_ headers: HTTPFields) {
        for field in headers[values: .setCookie] {
            guard let pair = field.split(separator: ";").first else { continue }
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == WebApp.cookieName { cookie = String(parts[1]) }
        }
    }
}
