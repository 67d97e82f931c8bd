import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
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
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)), developer: developer)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            try await body(app, TestBrowser(client))
        }
    }

    @Test func theInboxShowsAWindowOfRowModulesNewestFirst() async throws {
        try await withApp { app, browser in
            var browser = browser
            let inbox = try await browser.start()
            #expect(inbox.status == .ok)
            #expect(inbox.body.contains("<title>Inbox</title>"))
            #expect(inbox.body.contains("200 messages"))
            #expect(inbox.body.components(separatedBy: "<div class=\"row").count - 1 == InboxPresenter.initialWindow)
            #expect(inbox.viewIDs.count == 1 + InboxPresenter.initialWindow)   // the inbox and one module per row
            let newest = try #require(inbox.body.range(of: "Engines #198"))
            let older = try #require(inbox.body.range(of: "Unix #197"))
            #expect(newest.lowerBound < older.lowerBound)
            #expect(inbox.body.contains("data-mosaic-count=\"200\""))
            #expect(!inbox.body.contains(">nil<"))
            let presenter = try #require(Self.inbox(app, browser))
            #expect(presenter.list.visibleRange == 0..<InboxPresenter.initialWindow)
        }
    }

    /// The inbox's presenter in `browser`'s session.
    private static func inbox(_ app: WebApp, _ browser: TestBrowser) -> InboxPresenter? {
        app.sessions.session(id: browser.cookie, now: app.now())?.tree.openModules.first?.input(as: InboxPresenter.self)
    }

    @Test func aRowsStripOffsetComesBackWhenTheRowReturns() async throws {
        try await withApp { app, browser in
            var browser = browser
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let inboxView = inbox.viewIDs[0]
            let presenter = try #require(Self.inbox(app, browser))
            // Row 2 is message 198 (a diagram attached); its strip is scrolled.
            let row = inbox.viewIDs[3]
            let scrolled = try await browser.post("/event", [("mosaic-view", row), ("mosaic-token", token), ("event", "strip"), ("offset", "180")])
            #expect(scrolled.status == .seeOther)
            // Far down: row 1 leaves the page (its module goes back to the pool or closes).
            let far = try await browser.post("/event", [
                ("mosaic-view", inboxView), ("mosaic-token", token), ("event", "mosaic-visible"), ("first", "150"), ("count", "20"),
            ])
            #expect(far.status == .seeOther)
            #expect(presenter.list.visibleRange == 150..<170)
            #expect(presenter.list.liveModules <= 20 + 6)
            let farPage = try await browser.get(try #require(far.location))
            #expect(farPage.body.contains("data-mosaic-index=\"150\""))
            #expect(!farPage.body.contains("data-mosaic-index=\"1\""))
            // Back up: the row shows message 199 again, its strip where it was.
            let back = try await browser.post("/event", [
                ("mosaic-view", inboxView), ("mosaic-token", token), ("event", "mosaic-visible"), ("first", "0"), ("count", "20"),
            ])
            let page = try await browser.get(try #require(back.location))
            let diagram = try #require(page.body.range(of: "Engines #198"))
            #expect(page.body[diagram.upperBound...].contains(
                "<div class=\"strip\" data-mosaic-strip=\"180\"><span class=\"tile\"><span class=\"icon icon-image\" aria-hidden=\"true\"></span>diagram-198.png"))
            #expect(page.body.components(separatedBy: "data-mosaic-strip=\"180\"").count == 2)
        }
    }

    @Test func badInboxEventsAreRefusedAndChangeNothing() async throws {
        try await withApp { app, browser in
            var browser = browser
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let presenter = try #require(Self.inbox(app, browser))
            for (first, count, field) in [("-3", "20", "first"), ("200", "20", "first"), ("0", "61", "count"), ("0", "zero", "count")] {
                let refused = try await browser.post("/event", [
                    ("mosaic-view", inbox.viewIDs[0]), ("mosaic-token", token), ("event", "mosaic-visible"), ("first", first), ("count", count),
                ])
                #expect(refused.status == .unprocessableContent)
                #expect(refused.body.contains("field \"\(field)\""))
                #expect(presenter.list.visibleRange == 0..<20)
            }
            let badOffset = try await browser.post("/event", [("mosaic-view", inbox.viewIDs[1]), ("mosaic-token", token), ("event", "strip"), ("offset", "far")])
            #expect(badOffset.status == .unprocessableContent)
            #expect(badOffset.body.contains("event \"strip\": field \"offset\" is not a whole number"))
            let unknown = try await browser.post("/event", [("mosaic-view", "no-such-row"), ("mosaic-token", token), ("event", "open")])
            #expect(unknown.status == .notFound)
            let wrongToken = try await browser.post("/event", [("mosaic-view", inbox.viewIDs[1]), ("mosaic-token", "x"), ("event", "open")])
            #expect(wrongToken.status == .forbidden)
            #expect(app.sessions.session(id: browser.cookie, now: app.now())?.tree.openModules.count == 1 + 20 + 0)
        }
    }

    @Test func withoutTheScriptOlderAndNewerButtonsReachEveryMessage() async throws {
        try await withApp { app, browser in
            var browser = browser
            var page = try await browser.start()
            #expect(!page.body.contains("value=\"mosaic-visible\">Newer</button>"))
            var seen = Set<String>()
            // Follow "Older" to the end, as a browser without the script would post its form.
            for _ in 0..<20 {
                for row in page.body.components(separatedBy: "<span class=\"subject\">").dropFirst() {
                    seen.insert(String(row.prefix { $0 != "<" }))
                }
                let forms = page.body.components(separatedBy: "<form class=\"mosaic-window-nav\"")
                guard let older = forms.first(where: { $0.contains(">Older</button>") }) else { break }
                func field(_ name: String) -> String {
                    older.components(separatedBy: "name=\"\(name)\" value=\"").dropFirst().first?.split(separator: "\"").first.map(String.init) ?? ""
                }
                let moved = try await browser.post("/event", [
                    ("mosaic-view", field("mosaic-view")), ("mosaic-token", field("mosaic-token")), ("event", "mosaic-visible"),
                    ("first", field("first")), ("count", field("count")),
                ])
                #expect(moved.status == .seeOther)
                page = try await browser.get(try #require(moved.location))
                #expect(page.body.contains("value=\"mosaic-visible\">Newer</button>"))
            }
            #expect(seen.contains("Engines #198") && seen.contains("Compilers #1"))
            #expect(seen.count >= 190)   // every row but the hostile subjects, which hold markup
            #expect(!page.body.contains(">Older</button>"))
        }
    }

    @Test func openingAMessageFromItsRowShowsItAndBackReturnsToTheInbox() async throws {
        try await withApp { app, browser in
            var browser = browser
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let inboxView = try #require(inbox.viewIDs.first)
            // Row 188 from the top is message 12.
            _ = try await browser.post("/event", [
                ("mosaic-view", inboxView), ("mosaic-token", token), ("event", "mosaic-visible"), ("first", "180"), ("count", "20"),
            ])
            let window = try await browser.get("/m/" + inboxView)
            let rowOf12 = try #require(window.viewID(showing: "Engines #12<"))
            let opened = try await browser.post("/event", [("mosaic-view", rowOf12), ("mosaic-token", token), ("event", "open")])
            #expect(opened.status == .seeOther)
            // A double or triple click: the row is covered by the message now, and opens nothing more.
            for _ in 0..<2 {
                let again = try await browser.post("/event", [("mosaic-view", rowOf12), ("mosaic-token", token), ("event", "open")])
                #expect(again.status == .conflict)
            }
            #expect(app.sessions.session(id: browser.cookie, now: app.now())?.tree.openModules.filter { $0.name == "MessageModule" }.count == 1)
            let message = try await browser.get(try #require(opened.location))
            #expect(message.body.contains("<h1 class=\"subject\">Engines #12</h1>"))
            #expect(message.body.contains("diagram-12.png"))
            #expect(message.body.contains("notes-12.pdf"))

            // Back: the message closes, the inbox shows it read.
            let messageView = try #require(message.viewIDs.first)
            let back = try await browser.post("/event", [("mosaic-view", messageView), ("mosaic-token", token), ("event", "back")])
            #expect(back.location == "/m/" + inboxView)
            let presenter = try #require(Self.inbox(app, browser))
            #expect(presenter.list.items.first { $0.id == 12 }?.isUnread == false)
            _ = app
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

    @Test func settingsShowTheirGroups() async throws {
        try await withApp { app, browser in
            var browser = browser
            let (_, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            #expect(page.body.contains("<title>Settings</title>"))
            #expect(page.body.contains("Signature</span> <span class=\"value\">Sent from Mosaic &lt;mail&gt;</span>"))
            #expect(page.body.contains("Inbox</span> <span class=\"value\">me@example.org · 200 messages</span>"))
            #expect(page.body.contains("Push notifications</span> <button class=\"action switch on\" name=\"event\" value=\"toggle\" aria-pressed=\"true\">On</button>"))
            #expect(!page.body.contains("Developer"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "settings")
        }
    }

    @Test func aGroupTheServiceFailsShowsAPlaceholderAndTryAgainLoadsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-web-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let answers = ServiceScript()
        let mailbox = try Mailbox(
            directory: directory, samples: MailFixture.messages(count: 200), service: MailService { try await answers.answer() })
        let app = try MailWebApp.make(mailbox: mailbox)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let inbox = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            await session.tree.openModules.first?.input(as: InboxPresenter.self)?.loading?.value
            await answers.fail(true)
            let opened = try await browser.post("/event", [
                ("mosaic-view", inbox.viewIDs.first ?? ""), ("mosaic-token", session.token), ("event", "settings"),
            ])
            let settings = try #require(session.tree.openModules.last?.input(as: SettingsPresenter.self))
            await settings.loading?.value
            let failed = try await browser.get(try #require(opened.location))
            #expect(failed.body.contains("Unavailable: the mail service did not answer; try again"))
            #expect(failed.body.contains("value=\"retry\">Try again</button>"))
            await answers.fail(false)
            let retried = try await browser.post("/event", [
                ("mosaic-view", failed.viewIDs.first ?? ""), ("mosaic-token", session.token), ("event", "retry"),
            ])
            #expect(retried.status == .seeOther)
            await settings.loading?.value
            let loaded = try await browser.get(try #require(opened.location))
            #expect(!loaded.body.contains("Unavailable"))
            #expect(loaded.body.contains("me@northwind.example · connected"))
        }
    }

    @Test func aSwitchIsAsItWasLeftWhenSettingsOpenAgain() async throws {
        try await withApp { app, browser in
            var browser = browser
            let (session, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            let rows = page.body.components(separatedBy: "<div class=\"mosaic-row\">")
            let soundRow = try #require(rows.firstIndex { $0.contains("Sound</span>") }) - 1
            _ = try await browser.post("/event", [
                ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", session.token),
                ("event", "toggle"), ("row", String(soundRow)), ("on", "true"),
            ])
            _ = try await browser.post("/event", [("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", session.token), ("event", "back")])
            #expect(session.tree.openModules.count(where: { $0.name == "SettingsModule" }) == 0)
            let (_, again) = try await openSettings(app, &browser)
            let reopened = try await browser.get(again)
            #expect(reopened.body.contains("Sound</span> <button class=\"action switch on\" name=\"event\" value=\"toggle\" aria-pressed=\"true\">On</button>"))
        }
    }

    @Test func theDeveloperGroupShowsOnlyInDeveloperMode() async throws {
        try await withApp(developer: true) { app, browser in
            var browser = browser
            let (_, location) = try await openSettings(app, &browser)
            let page = try await browser.get(location)
            #expect(page.body.contains("Log the module tree</span> <button class=\"action switch\" name=\"event\" value=\"toggle\" aria-pressed=\"false\">Off</button>"))
            // Switched on, it writes the module tree.
            let settings = try #require(app.sessions.session(id: browser.cookie, now: app.now())?.tree.openModules.last?.input(as: SettingsPresenter.self))
            var logged: [String] = []
            settings.log = { logged.append($0) }
            let rows = page.body.components(separatedBy: "<div class=\"mosaic-row\">")
            let treeRow = try #require(rows.firstIndex { $0.contains("Log the module tree") }) - 1
            _ = try await browser.post("/event", [
                ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", page.attribute("data-mosaic-token") ?? ""),
                ("event", "toggle"), ("row", String(treeRow)), ("on", "true"),
            ])
            #expect(logged.count == 1)
            #expect(logged.first?.contains("InboxModule") == true)
            #expect(logged.first?.contains("SettingsModule") == true)
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
            #expect(frame.contains("Push notifications<\\/span>"))
            #expect(frame.contains("aria-pressed=\\\"false\\\">Off<\\/button>"))
            #expect(!frame.contains("Signature"))
            #expect(!frame.contains("Sound"))   // the group's other row did not change
            let after = try await browser.get(location)
            #expect(after.body.contains("Push notifications</span> <button class=\"action switch\" name=\"event\" value=\"toggle\" aria-pressed=\"false\">Off</button>"))
        }
    }
}

extension TestBrowser.Page {
    /// The id of the innermost view whose HTML holds `text` (the last view opened before it).
    func viewID(showing text: String) -> String? {
        guard let found = body.range(of: text),
            let marker = body[..<found.lowerBound].range(of: "data-mosaic-view=\"", options: .backwards)
        else { return nil }
        return body[marker.upperBound...].split(separator: "\"").first.map(String.init)
    }
}

/// Reads a page's tags and checks each is one the templates write.
enum MarkupCheck {
    static let tags: Set<String> = [
        "!doctype", "html", "head", "meta", "title", "link", "script", "body", "main", "div", "h1", "h2", "h3", "small",
        "p", "ul", "li", "form", "input", "button", "span", "article", "strong", "section", "code", "a", "img", "br", "nav",
        "header", "label", "textarea", "bdi",
    ]
    static let attributes: Set<String> = [
        "html", "lang", "charset", "name", "content", "rel", "href", "src", "defer", "class", "method", "action", "type",
        "value", "role", "aria-modal", "data-mosaic-page", "data-mosaic-token", "data-mosaic-layers", "data-mosaic-views", "data-mosaic-covered", "data-mosaic-view", "data-mosaic-theme",
        "data-mosaic-list", "data-mosaic-modules", "data-mosaic-count", "data-mosaic-first", "data-mosaic-rows",
        "data-mosaic-index", "data-mosaic-strip", "alt", "for", "id", "rows", "placeholder", "dir", "data-mosaic-save-on-leave", "aria-hidden", "aria-expanded", "aria-pressed",
    ]

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `html` as a browser's tokenizer does (code point by code point) and checks every
    /// tag and attribute is one the templates write, and every link stays on the app.
    static func onlyTemplateMarkup(_ html: String, page: String) throws {
        var scripts = 0
        for token in HTMLTokenizer.tokens(html) {
            let name: String
            let attributes: [HTMLTokenizer.Attribute]
            switch token {
            case .startTag(let tag, let tagAttributes, _):
                name = tag
                attributes = tagAttributes
            case .endTag(let tag):
                name = tag
                attributes = []
            case .doctype: continue
            case .comment(let text): throw Unexpected(description: "\(page): a comment <!--\(text)-->")
            case .text: continue
            }
            guard tags.contains(name) else { throw Unexpected(description: "\(page): tag <\(name)>") }
            for attribute in attributes {
                guard self.attributes.contains(attribute.name) else {
                    throw Unexpected(description: "\(page): attribute \(attribute.name) in <\(name)>")
                }
                if attribute.name == "src", name == "script" { scripts += 1 }
                if ["href", "action", "src"].contains(attribute.name) {
                    let value = attribute.value
                    let picture = name == "img" && attribute.name == "src" && value.hasPrefix("data:image/svg+xml;base64,")
                    guard value.hasPrefix("/") || picture else { throw Unexpected(description: "\(page): \(attribute.name)=\(value)") }
                }
            }
        }
        guard scripts == 1 else { throw Unexpected(description: "\(page): \(scripts) scripts") }
    }
}

/// A mail service that fails while the test says so.
actor ServiceScript {
    private var failing = false
    func fail(_ failing: Bool) { self.failing = failing }
    func answer() throws {
        if failing { throw ServiceUnavailable() }
    }
}
