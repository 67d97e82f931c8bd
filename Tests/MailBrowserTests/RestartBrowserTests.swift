import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import Mosaic
import MosaicSQLite
import MosaicWeb
import Testing

/// The server stops and starts again in the middle of a visit, on the same files, as
/// `swift run mail-demo` stopped with Ctrl-C and run again: the page in Chromium, asked for again
/// (on the new server's port: the test server picks a free one, and cookies do not depend on
/// the port), shows the same screens, each as it was left.
@Suite(
    "Mail in Chromium across a server restart", .serialized,
    .enabled(if: ChromeDriver.shouldRun, "needs chromium and chromium-driver (apt-get install chromium chromium-driver)"))
@MainActor
struct RestartBrowserTests {
    @Test("a message with its attachments collapsed comes back after a restart, and works")
    func restartInTheMiddle() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let driver = try await ChromeDriver.start()
        let browser: WebDriver
        do {
            browser = try await WebDriver.startSession(driver: driver.client, browser: driver.browser)
        } catch {
            await driver.stop()
            throw error
        }
        let page = BrowserPage(driver: browser)
        var failure: (any Error)?
        do {
            // The first server: a message, its attachments collapsed.
            try await serve(directory) { app, base in
                try await page.open(base)
                try await page.waitFor("the inbox's rows") { try await page.count(".row button[value=open]") > 0 }
                try await page.open(base + "/open?link=" + "mail%3A%2F%2Finbox%2Fmessage%2F12")
                try await page.click(page.element("form[action='/open'] button"))
                _ = try await page.element("article.message h1.subject")
                try await page.click(page.element("section.attachments button[value=toggle]"))
                try await page.waitFor("the attachments to collapse") { try await page.count("section.attachments.expanded") == 0 }
                try await page.assertClean("message 12 with its attachments collapsed")
            }
            // The second server, same files: the page asked for again shows the same message.
            let left = try #require(URL(string: try await browser.currentURL()))
            #expect(left.path.hasPrefix("/m/"))
            try await serve(directory) { app, base in
                try await page.open(base + left.path)
                _ = try await browser.consoleEntries()   // what the page logged while the server was down
                let subject = try await page.text(of: page.element("article.message h1.subject"))
                #expect(subject.contains("#12"))
                #expect(try await page.count("section.attachments") == 1)
                #expect(try await page.count("section.attachments.expanded") == 0, "the attachments came back collapsed")
                // The restored page works: a section toggles, the message's Back returns to the
                // inbox (the browser's own Back would lead to the first server's port).
                try await page.click(page.element("section.attachments button[value=toggle]"))
                try await page.waitFor("the attachments to expand") { try await page.count("section.attachments.expanded") == 1 }
                try await page.click(page.element("button[value=back]"))
                try await page.waitFor("the inbox after Back") { try await page.text(of: page.element("h1")).hasPrefix("Inbox") }
                try await page.assertClean("the inbox after the restart")
            }
        } catch {
            failure = error
        }
        await browser.quit()
        await driver.stop()
        if let failure { throw failure }
    }

    /// Serves the mail app from `directory` (its mailbox and its kept sessions) on a free port
    /// while `body` runs, then stops it as Ctrl-C does: every session closes, the archive keeps
    /// them.
    private func serve(_ directory: String, _ body: @MainActor @Sendable (WebApp, String) async throws -> Void) async throws {
        let mailbox = try Mailbox(directory: directory, samples: MailFixture.messages(count: 60))
        let database = try SQLiteDatabase(path: (directory as NSString).appendingPathComponent("sessions.sqlite"))
        let archive = try SQLiteStore<String, SavedSession>(database: database, table: "sessions")
        let app = try MailWebApp.make(mailbox: mailbox, developer: true, sessionArchive: archive)
        var archiveFailures: [String] = []
        app.sessions.onArchiveFailure = { archiveFailures.append("\($0)") }
        let server = Application(router: app.makeRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await server.test(.live) { @MainActor client in
            let bound = try #require(client.port)
            do {
                try await body(app, "http://127.0.0.1:\(bound)")
            } catch {
                app.sessions.closeAll()
                throw error
            }
            app.sessions.closeAll()
        }
        try database.close()
        #expect(archiveFailures.isEmpty, "\(archiveFailures)")
    }
}
