import Hummingbird

/// A refused request: a 4xx (or 503) status and one plain-text sentence saying what was wrong.
/// Nothing in the session changed.
///
/// ```swift
/// throw WebRequestError(.forbidden, "missing token: state changes need the session's token")
/// ```
public struct WebRequestError: Error, Sendable, HTTPResponseError, CustomStringConvertible {
    /// The HTTP status.
    public let status: HTTPResponse.Status
    /// What was wrong, for the person reading the response.
    public let message: String

    /// Describes a refused request.
    ///
    /// ```swift
    /// WebRequestError(.notFound, "no module 1234 in this session")
    /// ```
    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// `403: missing token`.
    public var description: String { "\(status.code): \(message)" }

    /// The plain-text response, marked so browsers never read it as HTML.
    ///
    /// ```swift
    /// let response = try error.response(from: request, context: context)
    /// ```
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
