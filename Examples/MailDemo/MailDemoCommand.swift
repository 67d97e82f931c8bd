import ArgumentParser
import Foundation
import Hummingbird
import MailFeatures
import MailWebViews
import Mosaic
import MosaicDI
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

    @MainActor
    func run() async throws {
        let mailbox: Mailbox
        do {
            mailbox = try Mailbox(
                directory: data, service: slow ? .slow(latency: .milliseconds(1_200), failureRate: 0.3) : .prompt)
        } catch {
            throw ValidationError("cannot open the mailbox in \(data): \(error.localizedDescription)")
        }
        let app = try MailWebApp.make(mailbox: mailbox, developer: developer)
        let router = app.makeRouter()
        router.get("/health") { _, _ in "ok" }
        let mailboxPath = mailbox.path
        let port = port
        let server = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "mosaic-mail"),
            onServerRunning: { _ in
                // Written once the port is bound, unbuffered, so a script reading it can connect at once.
                FileHandle.standardOutput.write(Data("Mailbox: \(mailboxPath)\nhttp://127.0.0.1:\(port)\n".utf8))
            })
        try await app.serve(server)
    }
}
