import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// Sessions that outlive the server: a second app on the same archive reopens a browser's
/// session from its cookie, every screen where it was.
@MainActor
@Suite("Mail sessions across a restart")
struct RestartTests {
    private func makeApp(_ directory: String, archive: InMemoryStore<String, SavedSession>) throws -> WebApp {
        try MailWebApp.make(
            mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 60)), sessionArchive: archive)
    }

    @Test func aRestartedServerReopensTheMessageWithItsSectionAsItWasLeft() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = InMemoryStore<String, SavedSession>(name: "sessions")
        var failures: [String] = []

        // The first server: open message 12, collapse its attachments, open the sender's posts.
        let first = try makeApp(directory, archive: archive)
        first.sessions.onArchiveFailure = { failures.append("\($0)") }
        var cookie: String?
        var token = ""
        var before = ""
        try await Application(router: first.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(first.sessions.session(id: browser.cookie, now: first.now()))
            let followed = try await browser.post("/open", [("mosaic-token", session.token), ("link", "mail://inbox/message/12")])
            let page = try await browser.get(try #require(followed.location))
            let attachments = try #require(page.viewID(showing: "Attachments (2)"))
            _ = try await browser.post("/event", [("mosaic-view", attachments), ("mosaic-token", session.token), ("event", "toggle")])
            cookie = browser.cookie
            token = session.token
            before = session.tree.description
        }
        first.sessions.closeAll()   // the server stops; the archive keeps the session
        #expect(failures.isEmpty)
        let keptCookie = try #require(cookie)
        let kept = try #require(try archive.value(for: keptCookie))
        #expect(kept.token == token)
        #expect(kept.snapshot.modules.map(\.name) == ["InboxModule", "MessageModule", "AttachmentsSection"])

        // The second server, same archive: the browser comes back with its cookie.
        let second = try makeApp(directory, archive: archive)
        second.sessions.onArchiveFailure = { failures.append("\($0)") }
        try await Application(router: second.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = cookie
            let front = try await browser.get("/")
            #expect(front.status == .found || front.status == .seeOther)
            #expect(front.headers[.setCookie] == nil, "the browser keeps its session")
            let page = try await browser.get(try #require(front.location))
            #expect(page.body.contains("<title>Engines #12</title>"))
            #expect(page.body.contains("<section class=\"attachments\">"), "the attachments are still collapsed")
            #expect(!page.body.contains("<section class=\"attachments expanded\">"))
            let session = try #require(second.sessions.session(id: cookie, now: second.now()))
            #expect(session.token == token, "the page's forms still carry the right token")
            #expect(session.tree.description == before)
            // The reopened session takes events with the token its pages had.
            let attachments = try #require(page.viewID(showing: "Attachments (2)"))
            let toggled = try await browser.post("/event", [("mosaic-view", attachments), ("mosaic-token", token), ("event", "toggle")])
            #expect(toggled.status == .seeOther)
            let again = try await browser.get(try #require(toggled.location))
            #expect(again.body.contains("<section class=\"attachments expanded\">"))
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aKeptSessionThatNoLongerRestoresStartsAfreshAndLeavesTheArchive() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = InMemoryStore<String, SavedSession>(name: "sessions")
        let cookie = SecureToken.make()
        let broken = TreeSnapshot(modules: [
            .init(name: "InboxModule", style: .root),
            .init(name: "MessageModule", style: .push, state: #"{"messageID":999999}"#, parent: 0),
        ])
        try archive.save([cookie: SavedSession(token: SecureToken.make(), snapshot: broken)], at: Date())
        let app = try makeApp(directory, archive: archive)
        var failures: [String] = []
        app.sessions.onArchiveFailure = { failures.append("\($0)") }
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = cookie
            let front = try await browser.get("/")
            #expect(front.headers[.setCookie] != nil, "a new session")
            #expect(try archive.value(for: cookie) == nil)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("InboxModule/MessageModule") == true)
        #expect(failures.first?.contains("no message 999999") == true)
    }

    @Test func aFullStoreTurnsAKeptSessionAwayForNowAndKeepsItInTheArchive() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = InMemoryStore<String, SavedSession>(name: "sessions")
        let kept = SecureToken.make()
        let snapshot = TreeSnapshot(modules: [.init(name: "InboxModule", style: .root)])
        try archive.save([kept: SavedSession(token: SecureToken.make(), snapshot: snapshot)], at: Date())
        let app = try MailWebApp.make(
            mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 10)),
            limits: WebApp.Limits(sessions: .init(maximumSessions: 1)), sessionArchive: archive)
        // The one place is taken by a browser that came back with its cookie a moment ago.
        let other = try app.sessions.open(now: app.now())
        #expect(app.sessions.session(id: other.id, now: app.now()) != nil)
        #expect(app.sessions.session(id: kept, now: app.now()) == nil)
        #expect(try archive.value(for: kept) != nil, "the kept session waits for room")
    }

    @Test func aCookieOfTheWrongFormIsNeverLookedUp() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = InMemoryStore<String, SavedSession>(name: "sessions")
        let oddKey = "ABC' OR 1=1 --"
        try archive.save([oddKey: SavedSession(token: SecureToken.make(), snapshot: TreeSnapshot(modules: []))], at: Date())
        let app = try makeApp(directory, archive: archive)
        #expect(app.sessions.session(id: oddKey, now: app.now()) == nil)
    }
}
