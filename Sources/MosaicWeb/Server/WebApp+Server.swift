import Hummingbird
import HummingbirdCore
import NIOCore

extension WebApp {
    /// How the server made by ``makeServer(host:port:serverName:connections:onServerRunning:)``
    /// treats connections, so that clients that open many, or send slowly, cannot hold it.
    public struct ConnectionLimits: Sendable {
        /// Most connections open at once; further ones wait until one closes.
        public var maximumConnections: Int
        /// Most connections one client address keeps open; further ones are closed at once.
        public var maximumConnectionsPerClient: Int
        /// A connection that sends no complete request for this long is closed: one left open
        /// between requests, and one sending its request's header too slowly.
        public var idleTimeout: Duration
        /// A connection whose request body has not all arrived this long after its header is
        /// closed (a body sent a byte at a time).
        public var bodyTimeout: Duration

        /// Defaults: 1,000 connections, 64 per client address, closed after 15 idle seconds or a
        /// body 10 seconds late.
        ///
        /// ```swift
        /// let limits = WebApp.ConnectionLimits(maximumConnectionsPerClient: 16, idleTimeout: .seconds(10))
        /// ```
        public init(
            maximumConnections: Int = 1_000, maximumConnectionsPerClient: Int = 64, idleTimeout: Duration = .seconds(15),
            bodyTimeout: Duration = .seconds(10)
        ) {
            self.maximumConnections = maximumConnections
            self.maximumConnectionsPerClient = maximumConnectionsPerClient
            self.idleTimeout = idleTimeout
            self.bodyTimeout = bodyTimeout
        }
    }

    /// An HTTP server for this app on `host`:`port`, with ``makeRouter()``'s routes and the
    /// connection limits in force. Run it with ``serve(_:sweepInterval:)``; add routes first by
    /// making the router yourself and an `Application` with the same settings.
    ///
    /// ```swift
    /// let server = app.makeServer(port: 8080)
    /// try await app.serve(server)
    /// ```
    public func makeServer(
        host: String = "127.0.0.1", port: Int, serverName: String? = nil, connections: ConnectionLimits = .init(),
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        makeServer(
            router: makeRouter(), host: host, port: port, serverName: serverName, connections: connections,
            onServerRunning: onServerRunning)
    }

    /// The same, serving `router` (made by ``makeRouter()``, with routes of your own added).
    ///
    /// ```swift
    /// let router = app.makeRouter()
    /// router.get("/health") { _, _ in "ok" }
    /// let server = app.makeServer(router: router, port: 8080)
    /// ```
    public func makeServer(
        router: Hummingbird.Router<WebRequestContext>, host: String = "127.0.0.1", port: Int, serverName: String? = nil,
        connections: ConnectionLimits = .init(), onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let perClient = ClientConnections(maximumPerClient: connections.maximumConnectionsPerClient)
        return Application(
            router: router,
            server: .http1(configuration: .init(
                additionalChannelHandlers: [
                    ClientConnectionCap(connections: perClient, bodyTimeout: TimeAmount(connections.bodyTimeout))
                ],
                idleTimeout: TimeAmount(connections.idleTimeout))),
            configuration: .init(
                address: .hostname(host, port: port), serverName: serverName,
                availableConnectionsDelegate: MaximumAvailableConnections(connections.maximumConnections)),
            onServerRunning: onServerRunning)
    }
}
