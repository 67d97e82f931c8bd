import ArgumentParser
import Foundation
import Hummingbird
import NIOCore
import MailFeatures
import MailWebViews
import Mosaic
import MosaicDI
import MosaicSQLite
import MosaicWeb

/// `swift run mail-demo`: the mail app in a browser. Creates a sample mailbox on first run,
/// prints the address and serves until Ctrl-C.
@main
struct MailDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mail-demo", abstract: "The Mosaic mail app, served to a browser on this machine.")

    @Option(help: "The port to serve on (on 127.0.0.1).")
    var port = 8080

    @Option(help: "Where the mailbox's SQLite file lives (created with sample mail on first run).")
    var data = "mail-data"

    @Flag(help: "Developer mode: the developer settings group, and /inspect (the session's module tree and dependency graph).")
    var developer = false

    @Flag(help: "Make the mail service answer late and fail now and then: placeholders show, and what loads later arrives without a reload.")
    var slow = false

    @Option(help: "The most sessions one client address may hold at once (a load test from one machine needs more).")
    var sessionsPerClient = 64

    @Option(name: .customLong("allow-host"), help: "Another name the app may be reached by (a proxy's), besides localhost and 127.0.0.1; repeat for more.")
    var allowedHosts: [String] = []

    @MainActor
    func run() async throws {
        let mailbox: Mailbox
        do {
            mailbox = try Mailbox(
                directory: data, service: slow ? .slow(latency: .milliseconds(1_200), failureRate: 0.3) : .prompt)
        } catch {
            throw ValidationError("cannot open the mailbox in \(data): \(error.localizedDescription)")
        }
        // Every browser's open screens, kept beside the mailbox so a restart brings them back.
        let sessions: SQLiteStore<String, SavedSession>
        do {
            let path = (data as NSString).appendingPathComponent("sessions.sqlite")
            let database = try SQLiteDatabase(path: path)
            // It holds session cookies: readable by this user only (SQLite gives its WAL files the same mode).
            chmod(path, 0o600)
            sessions = try SQLiteStore(database: database, table: "sessions")
        } catch {
            throw ValidationError("cannot open the sessions file in \(data): \(error)")
        }
        let limits = WebApp.Limits(sessions: .init(maximumSessionsPerClient: sessionsPerClient))
        let app = try MailWebApp.make(
            mailbox: mailbox, limits: limits, developer: developer, hostNames: hostNames, sessionArchive: sessions)
        app.sessions.onArchiveFailure = { error in
            FileHandle.standardError.write(Data("mail-demo: sessions: \(error)\n".utf8))
        }
        let router = app.makeRouter()
        router.get("/health") { _, _ in "ok" }
        let mailboxPath = mailbox.path
        let port = port
        let server = app.makeServer(
            router: router, port: port, serverName: "mosaic-mail",
            onServerRunning: { _ in
                // Written once the port is bound, unbuffered, so a script reading it can connect at once.
                FileHandle.standardOutput.write(Data("Mailbox: \(mailboxPath)\nhttp://127.0.0.1:\(port)\n".utf8))
            })
        do {
            try await app.serve(server)
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            FileHandle.standardError.write(Data("mail-demo: port \(port) on 127.0.0.1 is in use (is mail-demo already running?); pick another with --port\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The names the app answers for: this machine's, and those given with --allow-host.
    private var hostNames: Set<String> { WebApp.loopbackNames.union(allowedHosts) }
}
