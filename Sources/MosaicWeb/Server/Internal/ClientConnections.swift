import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes

/// How many connections each client address has open, shared by every connection's
/// ``ClientConnectionCap``. A count is per address: one client opening hundreds of connections
/// (a slow-request attack) uses up its own allowance, not the server's.
final class ClientConnections: Sendable {
    let maximumPerClient: Int
    private let counts = NIOLockedValueBox<[String: Int]>([:])

    init(maximumPerClient: Int) {
        self.maximumPerClient = max(maximumPerClient, 1)
    }

    /// Counts a new connection from `client`; false (counting nothing) when it already has the most.
    func open(_ client: String) -> Bool {
        counts.withLockedValue { counts in
            let open = counts[client] ?? 0
            guard open < maximumPerClient else { return false }
            counts[client] = open + 1
            return true
        }
    }

    /// A connection from `client` closed.
    func close(_ client: String) {
        counts.withLockedValue { counts in
            let left = (counts[client] ?? 1) - 1
            counts[client] = left > 0 ? left : nil
        }
    }

    /// How many connections `client` has open.
    func count(of client: String) -> Int {
        counts.withLockedValue { $0[client] ?? 0 }
    }
}

/// Closes a connection at once when its client already has the most connections open, and
/// counts it while it lives otherwise; closes it too when a request's body is still arriving
/// `bodyTimeout` after its header. One per connection, in its pipeline after the HTTP decoder;
/// it passes every request part on unchanged.
final class ClientConnectionCap: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let connections: ClientConnections
    private let bodyTimeout: TimeAmount
    /// The address counted for this connection, while it is counted.
    private var counted: String?
    private var refused = false
    /// Closes the connection if the body being read is not whole in time.
    private var bodyDeadline: Scheduled<Void>?

    init(connections: ClientConnections, bodyTimeout: TimeAmount) {
        self.connections = connections
        self.bodyTimeout = bodyTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A refused connection is closing: what it sent is not handled.
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case .head(let head) where Self.hasBody(head):
            bodyDeadline?.cancel()
            let channel = context.channel
            bodyDeadline = context.eventLoop.scheduleTask(in: bodyTimeout) { channel.close(promise: nil) }
        case .end:
            bodyDeadline?.cancel()
            bodyDeadline = nil
        default:
            break
        }
        context.fireChannelRead(data)
    }

    /// Whether a request announces a body (a length above zero, or chunks).
    private static func hasBody(_ head: HTTPRequest) -> Bool {
        if let length = head.headerFields[.contentLength] { return length != "0" }
        return head.headerFields[.transferEncoding] != nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        bodyDeadline?.cancel()
        bodyDeadline = nil
        release()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard counted == nil, !refused, let client = context.channel.remoteAddress?.ipAddress else { return }
        if connections.open(client) {
            counted = client
        } else {
            refused = true
            context.close(promise: nil)
        }
    }

    private func release() {
        if let client = counted { connections.close(client) }
        counted = nil
    }
}

@available(*, unavailable)
extension ClientConnectionCap: Sendable {}
