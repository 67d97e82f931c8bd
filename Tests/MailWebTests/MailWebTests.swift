import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailWebViews
import MosaicWeb
import WebTestSupport
import Testing

/// The mail app over HTTP, as a browser uses it: inbox, message, attachments, back, deep links.
@MainActor
@Suite("Mail in the browser")
struct MailWebTests {
    private func withApp(
        developer: Bool = false, _ body: @MainActor @Sendable (WebApp, TestBrowser) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-web-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory), developer: developer)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            try await body(app, TestBrowser(client))
        }
    }

    @Test func theInboxListsTheSampleMailboxNewestFirst() async throws {
        try await withApp { _, browser in
            var browser = browser
            let inbox = try await browser.start()
            #expect(inbox.status == .ok)
            #expect(inbox.body.contains("<title>Inbox</title>"))
            #expect(inbox.body.contains("200 messages"))
            #expect(inbox.body.components(separatedBy: "<li class=\"row").count - 1 == 200)
            let first = try #require(inbox.body.range(of: "name=\"id\" value=\"200\""))
            let last = try #require(inbox.body.range(of: "name=\"id\" value=\"1\""))
            #expect(first.lowerBound < last.lowerBound)
            #expect(!inbox.body.contains(">nil<"))
        }
    }

    @Test func openingAMessageShowsItWithItsAttachmentsAndBackReturnsToTheInbox() async throws {
        try await withApp { app, browser in
            var browser = browser
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let inboxView = try #require(inbox.viewIDs.first)
            let opened = try await browser.post("/event", [("mosaic-view", inboxView), ("mosaic-token", token), ("event", "open"), ("id", "12")])
            #expect(opened.status == .seeOther)
            let message = try await browser.get(try #require(opened.location))
            #expect(message.body.contains("<h1 class=\"subject\">Engines #12</h1>"))
            #expect(message.body.contains("diagram-12.png"))
            #expect(message.body.contains("notes-12.pdf"))
            #expect(message.viewIDs.count == 2)   // the message and its attachments section

            // Collapse the attachments: only that section changes.
            let section = try #require(message.viewIDs.last)
            let toggled = try await browser.post("/event", [("mosaic-view", section), ("mosaic-token", token), ("event", "toggle")])
            let collapsed = try await browser.get(try #require(toggled.location))
            #expect(!collapsed.body.contains("diagram-12.png"))
            #expect(collapsed.body.contains("Attachments ▸"))

            // Back: the message closes, the inbox shows it read.
            let messageView = try #require(message.viewIDs.first)
            let back = try await browser.post("/event", [("mosaic-view", messageView), ("mosaic-token", token), ("event", "back")])
            #expect(back.location == "/m/" + inboxView)
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            #expect(session.tree.openModules.map(\.name) == ["InboxModule"])
            let again = try await browser.get("/m/" + inboxView)
            #expect(!again.body.contains("<li class=\"row unread\"><form method=\"post\" action=\"/event\"><input type=\"hidden\" name=\"mosaic-view\" value=\"\(inboxView)\"><input type=\"hidden\" name=\"mosaic-token\" value=\"\(token)\"><input type=\"hidden\" name=\"id\" value=\"12\">"))
        }
    }

    @Test func aDeepLinkOpensAMessageAndAnUnknownOneIsRefused() async throws {
        try await withApp { _, browser in
            var browser = browser
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let followed = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/42")])
            let message = try await browser.get(try #require(followed.location))
            #expect(message.body.contains("#42</h1>"))
            let unknown = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/4242")])
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.body.contains("no message 4242"))
        }
    }

    /// Every page of the sample mailbox — whose every fifth message carries hostile strings in
    /// each field — holds only the markup its templates wrote: the tags and attributes below.
    @Test func hostileMailNeverBecomesMarkup() async throws {
        try await withApp { _, browser in
            var browser = browser
            let inbox = try await browser.start()
            try MarkupCheck.onlyTemplateMarkup(inbox.body, page: "inbox")
            let token = try #require(inbox.attribute("data-mosaic-token"))
            for id in stride(from: 5, through: 200, by: 5) {
                let followed = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/\(id)")])
                let page = try await browser.get(try #require(followed.location))
                #expect(page.status == .ok)
                try MarkupCheck.onlyTemplateMarkup(page.body, page: "message \(id)")
            }
        }
    }
}

extension MailWebTests {
    /// Opens the settings from the inbox and waits for its groups to load.
    private func openSettings(_ app: WebApp, _ browser: inout TestBrowser) async throws -> (WebSession, String) {
        let inbox = try await browser.start()
        let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
        let opened = try await browser.post("/event", [
            ("mosaic-view", inbox.viewIDs.first ?? ""), ("mosaic-token", session.token), ("event", "settings"),
        ])
        let settings = try #require(session.tree.openModules.last?.input(as: SettingsPresenter.self))
        await settings.loading?.value
        return (session, try #require(opened.location))
    }

    @Test func settingsShowTheirGroupsAndAFailingGroupAsAPlaceholder() async throws {
        try await withApp { app, browser in
            var browser = browser
            let (_, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            #expect(page.body.contains("<title>Settings</title>"))
            #expect(page.body.contains("Signature: <span class=\"value\">Sent from Mosaic &lt;mail&gt;</span>"))
            #expect(page.body.contains("Unavailable: the mail service did not answer; try again"))
            #expect(page.body.contains("Push notifications: on"))
            #expect(!page.body.contains("Developer"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "settings")
        }
    }

    @Test func theDeveloperGroupShowsOnlyInDeveloperMode() async throws {
        try await withApp(developer: true) { app, browser in
            var browser = browser
            let (_, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            #expect(page.body.contains("Log the module tree: off"))
        }
    }

    @Test func aToggleChangesItsRowAlone() async throws {
        try await withApp { app, browser in
            var browser = browser
            let (session, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            var updates = session.liveUpdates().makeAsyncIterator()
            let rows = page.body.components(separatedBy: "<div class=\"mosaic-row\">")
            let pushRow = try #require(rows.firstIndex { $0.contains("Push notifications") }) - 1
            let toggled = try await browser.post("/event", [
                ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", session.token),
                ("event", "toggle"), ("row", String(pushRow)), ("on", "false"),
            ])
            #expect(toggled.status == .seeOther)
            let frame = try #require(await updates.next())
            #expect(frame.hasPrefix("event: rows\n"))
            #expect(frame.contains("Push notifications: off"))
            #expect(!frame.contains("Signature"))
            #expect(!frame.contains("Sound"))   // the group's other row did not change
            let after = try await browser.get(location)
            #expect(after.body.contains("Push notifications: off"))
        }
    }
}

/// Reads a page's tags and checks each is one the templates write.
enum MarkupCheck {
    static let tags: Set<String> = [
        "!doctype", "html", "head", "meta", "title", "link", "script", "body", "main", "div", "h1", "h2", "h3", "small",
        "p", "ul", "li", "form", "input", "button", "span", "article", "strong", "section", "code", "a",
    ]
    static let attributes: Set<String> = [
        "html", "lang", "charset", "name", "content", "rel", "href", "src", "defer", "class", "method", "action", "type",
        "value", "role", "aria-modal", "data-mosaic-page", "data-mosaic-token", "data-mosaic-covered", "data-mosaic-view",
        "data-mosaic-list",
    ]

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
    }

    static func onlyTemplateMarkup(_ html: String, page: String) throws {
        var scripts = 0
        var index = html.startIndex
        while let open = html[index...].firstIndex(of: "<") {
            var cursor = html.index(after: open)
            if cursor < html.endIndex, html[cursor] == "/" { cursor = html.index(after: cursor) }
            let name = String(html[cursor...].prefix { $0.isLetter || $0.isNumber || $0 == "!" }).lowercased()
            guard tags.contains(name) else { throw Unexpected(description: "\(page): tag <\(name)> at \(html.distance(from: html.startIndex, to: open))") }
            cursor = html.index(cursor, offsetBy: name.count)
            // Attributes: name, or name="value" with the value quoted.
            while cursor < html.endIndex, html[cursor] != ">" {
                if html[cursor] == " " { cursor = html.index(after: cursor); continue }
                let attribute = String(html[cursor...].prefix { $0 != "=" && $0 != " " && $0 != ">" })
                guard attributes.contains(attribute.lowercased()) else {
                    throw Unexpected(description: "\(page): attribute \(attribute) in <\(name)>")
                }
                if attribute == "src", name == "script" { scripts += 1 }
                cursor = html.index(cursor, offsetBy: attribute.count)
                if cursor < html.endIndex, html[cursor] == "=" {
                    cursor = html.index(after: cursor)
                    guard cursor < html.endIndex, html[cursor] == "\"" else { throw Unexpected(description: "\(page): unquoted \(attribute)") }
                    cursor = html.index(after: cursor)
                    guard let close = html[cursor...].firstIndex(of: "\"") else { throw Unexpected(description: "\(page): open quote") }
                    if attribute == "href" || attribute == "action" || attribute == "src" {
                        let value = html[cursor..<close]
                        guard value.hasPrefix("/") else { throw Unexpected(description: "\(page): \(attribute)=\(value)") }
                    }
                    cursor = html.index(after: close)
                }
            }
            index = cursor < html.endIndex ? html.index(after: cursor) : cursor
        }
        guard scripts == 1 else { throw Unexpected(description: "\(page): \(scripts) scripts") }
    }
}
