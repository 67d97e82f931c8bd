import Dispatch
import Foundation
import ServiceLifecycle

extension WebApp {
    /// Runs `server` (made by ``makeServer(host:port:serverName:connections:onServerRunning:)``,
    /// or a Hummingbird `Application` serving ``makeRouter()``) until the process gets Ctrl-C
    /// (SIGINT) or SIGTERM. Then every session closes first — its module tree closes
    /// and its live update streams end, so no open page holds the server — and the server shuts
    /// down gracefully. Every `sweepInterval`, idle sessions are closed and live update streams are
    /// pinged (so that those whose browser left end).
    ///
    /// ```swift
    /// let server = app.makeServer(port: 8080)
    /// try await app.serve(server)
    /// ```
    public func serve(_ server: some Service, sweepInterval: Duration = .seconds(30)) async throws {
        let group = ServiceGroup(services: [server], gracefulShutdownSignals: [], cancellationSignals: [])
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.sessions.closeAll() }
                Task { await group.triggerGracefulShutdown() }
            }
            source.resume()
            sources.append(source)
        }
        let sweeper = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: sweepInterval)
                self?.sweep()
                self?.sessions.pingLiveUpdates()
            }
        }
        defer {
            sweeper.cancel()
            sources.forEach { $0.cancel() }
            sessions.closeAll()
        }
        try await group.run()
    }
}
