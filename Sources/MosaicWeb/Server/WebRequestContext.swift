import Hummingbird
import NIOCore

/// What the app's routes know of a request besides the request itself: the address of the
/// client that sent it, by which the app caps how many sessions one client may hold.
///
/// ``WebApp/makeRouter()`` makes a router of this context; add your own routes to it as usual.
///
/// ```swift
/// let router = app.makeRouter()
/// router.get("/health") { _, context in "ok from \(context.remoteAddress?.ipAddress ?? "?")" }
/// ```
public struct WebRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's part of the context.
    public var coreContext: CoreRequestContextStorage
    /// The address of the client at the other end of the connection; nil when it has none (a
    /// test client that is not on a socket).
    public let remoteAddress: SocketAddress?

    /// The context of a request that arrived on `source.channel`.
    ///
    /// ```swift
    /// let context = WebRequestContext(source: source)
    /// ```
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's IP address as text, for counting its sessions.
    var client: String? { remoteAddress?.ipAddress }
}
