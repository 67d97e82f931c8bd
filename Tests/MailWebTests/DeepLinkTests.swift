import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import MosaicWeb
import WebTestSupport
import Testing

/// Deep links into the mail app: `/open?link=…` asks, a POST follows the whole path; a link
/// that cannot be followed is refused with a 4xx saying why, and the session stays as it was.
@MainActor
@Suite("Mail deep links")
struct DeepLinkTests {
    private func withSession(_ body: @MainActor (inout TestBrowser, WebSession) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            try await body(&browser, session)
        }
    }

    private func screens(_ session: WebSession) -> [String] {
        session.tree.openModules.filter { node in
            if case .embedded = node.style { return false }
            return true
        }.map(\.name)
    }

    @Test func aLinkToAMessagesAttachmentsOpensTheWholePath() async throws {
        try await withSession { browser, session in
            let asked = try await browser.get("/open?link=mail%3A%2F%2Finbox%2Fmessage%2F42%2Fattachments")
            #expect(asked.status == .ok)
            #expect(asked.body.contains("Open <code>mail://inbox/message/42/attachments</code>?"))
            #expect(screens(session) == ["InboxModule"])   // asking changes nothing

            let followed = try await browser.post("/open", [("mosaic-token", session.token), ("link", "mail://inbox/message/42/attachments")])
            #expect(followed.status == .seeOther)
            #expect(screens(session) == ["InboxModule", "MessageModule", "AttachmentsSection"])
            let page = try await browser.get(try #require(followed.location))
            #expect(page.body.contains("<title>Attachments</title>"))
            #expect(page.body.contains("<h1>Attachments</h1>"))
            #expect(page.body.contains("<span class=\"icon icon-image\" aria-hidden=\"true\"></span>diagram-42.png"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "attachments of 42")

            // Back from the attachments page: the message it was opened over.
            let back = try await browser.post("/event", [("mosaic-view", page.viewIDs[0]), ("mosaic-token", session.token), ("event", "back")])
            let message = try await browser.get(try #require(back.location))
            #expect(message.body.contains("<title>Engines #42</title>"))
            #expect(screens(session) == ["InboxModule", "MessageModule"])
        }
    }

    @Test(arguments: [
        ("mail://inbox/nowhere", "404", "nowhere"),
        ("mail://inbox/message/4242/attachments", "422", "no message 4242"),
        ("mail://inbox/message/abc", "422", "abc"),
        ("https://example.org/inbox", "404", "mail"),
        ("mail://inbox/message/<script>alert(1)</script>", "404", "no route for script>"),
    ])
    func aLinkThatCannotBeFollowedIsRefusedAndChangesNothing(link: String, status: String, says: String) async throws {
        try await withSession { browser, session in
            let message = try await browser.post("/open", [("mosaic-token", session.token), ("link", "mail://inbox/message/7")])
            #expect(message.status == .seeOther)
            let before = screens(session)
            let front = session.host.frontPage
            let refused = try await browser.post("/open", [("mosaic-token", session.token), ("link", link)])
            #expect(String(refused.status.code) == status)
            #expect(refused.body.hasPrefix("deep link not followed: "))
            #expect(refused.body.contains(says))
            #expect(refused.headers[.contentType] == "text/plain; charset=utf-8")   // never read as HTML
            #expect(screens(session) == before)
            #expect(session.host.frontPage == front)
        }
    }

    @Test func aHostileLinkIsShownEscapedWhenAsked() async throws {
        try await withSession { browser, _ in
            let link = "mail://inbox/\"><script>alert(1)</script>"
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            let asked = try await browser.get("/open?link=" + (link.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""))
            #expect(asked.status == .ok)
            #expect(!asked.body.contains("<script>alert"))
            #expect(asked.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func aLinkWithoutTheTokenIsRefused() async throws {
        try await withSession { browser, session in
            let refused = try await browser.post("/open", [("link", "mail://inbox/message/42")])
            #expect(refused.status == .forbidden)
            #expect(screens(session) == ["InboxModule"])
        }
    }
}
