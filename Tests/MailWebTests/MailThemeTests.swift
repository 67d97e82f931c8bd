import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import Mosaic
import MosaicDI
import MosaicWeb
import WebTestSupport
import Testing

/// Every mail feature is a framework with its own `Theme`: each screen is drawn with its
/// feature's theme, embedded sections and rows included, and the app's stylesheet has each rule.
@MainActor
@Suite("Mail themes")
struct MailThemeTests {
    private func withApp(_ body: @MainActor (WebApp, inout TestBrowser) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-theme-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            try await body(app, &browser)
        }
    }

    /// How many views on `page` are drawn with the theme named `name`.
    private static func views(_ page: TestBrowser.Page, themed name: String) -> Int {
        page.body.components(separatedBy: "data-mosaic-theme=\"\(name)\"").count - 1
    }

    @Test func eachFeatureFindsItsOwnThemeUnderTheSameType() async throws {
        try await withApp { app, _ in
            let themes = try MailThemes.all(in: app.container)
            #expect(themes == [MailThemes.inbox, MailThemes.message, MailThemes.posts, MailThemes.settings, MailThemes.compose])
            #expect(Set(themes.map { $0.name }).count == 5)
            #expect(Set(themes.compactMap { $0["accent"] }).count == 5)
            // Outside every framework, `Theme` has five candidates and none is preferred.
            #expect(throws: ResolutionError.self) { try app.container.resolve(Theme.self) }
        }
    }

    @Test func theStylesheetHasARuleForEachFeaturesTheme() async throws {
        try await withApp { app, browser in
            let css = try await browser.get("/mosaic/app.css")
            #expect(css.status == .ok)
            for theme in try MailThemes.all(in: app.container) {
                #expect(css.body.contains("[data-mosaic-theme=\"\(theme.name)\"] { --mosaic-accent: \(theme["accent"] ?? "?");"))
            }
            #expect(css.body.contains("var(--mosaic-accent"))
        }
    }

    @Test func eachScreenIsDrawnWithItsFeaturesTheme() async throws {
        try await withApp { app, browser in
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            #expect(Self.views(inbox, themed: "inbox") == 1 + InboxPresenter.initialWindow)   // the inbox and its rows
            #expect(Self.views(inbox, themed: "message") == 0)

            let settings = try await browser.post("/event", [("mosaic-view", inbox.viewIDs[0]), ("mosaic-token", token), ("event", "settings")])
            let settingsPage = try await browser.get(try #require(settings.location))
            #expect(settingsPage.body.contains("<title>Settings</title>"))
            #expect(Self.views(settingsPage, themed: "settings") == 1)

            let followed = try await browser.post("/open", [("mosaic-token", token), ("link", "mail://inbox/message/12")])
            let message = try await browser.get(try #require(followed.location))
            #expect(Self.views(message, themed: "message") == 5)   // the stack and its four sections
            #expect(Self.views(message, themed: "inbox") == 0)

            let header = try #require(message.viewID(showing: ">Posts</button>"))
            let opened = try await browser.post("/event", [("mosaic-view", header), ("mosaic-token", token), ("event", "posts")])
            let posts = try await browser.get(try #require(opened.location))
            #expect(Self.views(posts, themed: "posts") == 2)   // the posts and their profile header
        }
    }

    @Test func theComposeActivitysScreensHaveTheComposeTheme() async throws {
        try await withApp { app, browser in
            let inbox = try await browser.start()
            let token = try #require(inbox.attribute("data-mosaic-token"))
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            _ = try await browser.post("/event", [("mosaic-view", inbox.viewIDs[0]), ("mosaic-token", token), ("event", "compose")])
            var composed = false
            for _ in 0..<10_000 where !composed {
                composed = session.tree.openModules.contains { $0.name == "ComposeModule" }
                if !composed { await Task.yield() }
            }
            #expect(composed)
            let compose = try await browser.get("/m/" + (session.host.frontPage ?? ""))
            #expect(compose.body.contains("<title>Write a message</title>") || compose.body.contains("class=\"compose\""))
            #expect(Self.views(compose, themed: "compose") == 1)
            #expect(Self.views(compose, themed: "inbox") == 0)
        }
    }
}
