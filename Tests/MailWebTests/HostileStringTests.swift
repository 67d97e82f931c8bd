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

/// Message 10 of the sample mailbox carries `<script>alert('subject')</script>` as its subject,
/// sender name, address and an attachment's name, and in its body. On every screen it reaches
/// it shows as text: escaped, and the page holds only the markup its templates wrote.
@MainActor
@Suite("Mail hostile strings on every screen")
struct HostileStringTests {
    static let raw = "<script>alert("
    static let escaped = "&lt;script&gt;alert("

    private func check(_ page: TestBrowser.Page, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(page.status == .ok, sourceLocation: sourceLocation)
        #expect(page.body.contains(Self.escaped), "\(name) shows the hostile text", sourceLocation: sourceLocation)
        #expect(!page.body.contains(Self.raw), "\(name) holds a live script tag", sourceLocation: sourceLocation)
        try MarkupCheck.onlyTemplateMarkup(page.body, page: name)
    }

    @Test func aScriptInEveryFieldShowsEscapedOnEveryScreen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-hostile-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let start = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let token = session.token
            @MainActor func send(_ event: String, to view: String, _ fields: [(String, String)] = []) async throws -> TestBrowser.Page {
                try await browser.post("/event", [("mosaic-view", view), ("mosaic-token", token), ("event", event)] + fields)
            }
            @MainActor func settle(_ condition: @MainActor () -> Bool) async -> Bool {
                for _ in 0..<10_000 where !condition() { await Task.yield() }
                return condition()
            }
            @MainActor func front() async throws -> TestBrowser.Page { try await browser.get("/m/" + (session.host.frontPage ?? "")) }

            // Inbox: row 190 is message 10 (newest first).
            _ = try await send("mosaic-visible", to: start.viewIDs[0], [("first", "190"), ("count", "10")])
            let inbox = try await front()
            #expect(inbox.body.contains("<span class=\"subject\">&lt;script&gt;alert("))
            try check(inbox, "inbox")

            // Message: subject, sender, contacts, attachments and body.
            let opened = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/10")])
            let message = try await browser.get(try #require(opened.location))
            #expect(message.body.contains("<title>&lt;script&gt;alert("))
            #expect(message.body.components(separatedBy: Self.escaped).count - 1 >= 6)
            try check(message, "message 10")

            // The sender's posts and their profile header.
            let header = try #require(message.viewID(showing: ">Posts</button>"))
            _ = try await send("posts", to: header)
            let posts = try await front()
            #expect(posts.body.contains("<h1>&lt;script&gt;alert("))
            try check(posts, "posts")

            // Compose, addressed to them from the profile; the picker lists them too.
            let profile = try #require(posts.viewID(showing: "Write a message"))
            _ = try await send("write", to: profile)
            #expect(await settle { session.tree.front?.input(as: ComposePresenter.self) != nil })
            let compose = try await front()
            #expect(compose.body.contains("To: <strong>&lt;script&gt;alert("))
            try check(compose, "compose")
            _ = try await send("pick", to: compose.viewIDs[0], [("subject", "<script>alert(9)</script>"), ("body", "</textarea><script>alert(10)</script>")])
            #expect(await settle { session.tree.front?.input(as: ContactPickerPresenter.self) != nil })
            let picker = try await front()
            try check(picker, "contact picker")
            _ = try await send("cancel", to: try #require(picker.viewID(showing: "Cancel</button>")))
            #expect(await settle { session.tree.front?.input(as: ComposePresenter.self)?.draft.body.isEmpty == false })
            let typed = try await front()
            #expect(typed.body.contains("&lt;/textarea&gt;&lt;script&gt;alert(10)"))
            try check(typed, "compose with typed text")
            _ = try await send("discard", to: typed.viewIDs[0])

            // The attachments as a page of their own.
            let attachments = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/10/attachments")])
            let page = try await browser.get(try #require(attachments.location))
            #expect(page.body.contains("<li><span class=\"icon icon-image\" aria-hidden=\"true\"></span>&lt;script&gt;alert("))
            try check(page, "attachments of 10")
        }
    }
}
