import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// Every refused request gets a 4xx with a sentence saying what was wrong, and the session's
/// tree is exactly as before.
@MainActor
@Suite("Web requests refused")
struct BadRequestTests {
    /// Runs `body` with a started browser, its front page, and a check that nothing changed.
    private func withBrowser(
        limits: WebApp.Limits = .init(),
        _ body: @MainActor @Sendable (TestBrowser, TestBrowser.Page, _ unchanged: @MainActor @Sendable () -> Bool) async throws -> Void
    ) async throws {
        let app = try NoteApp.app(limits: limits)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let before = session.tree.description
            let list = session.tree.openModules.first?.input(as: ListPresenter.self)
            try await body(browser, page, {
                session.tree.description == before && list?.events.isEmpty == true && list?.titles == ["first", "second"]
            })
        }
    }

    private func event(_ page: TestBrowser.Page, _ extra: [(String, String)] = []) -> [(String, String)] {
        [("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", page.attribute("data-mosaic-token") ?? "")] + extra
    }

    @Test func anEventWithoutTokenIsForbidden() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", [("mosaic-view", page.viewIDs.first ?? ""), ("event", "dialog")])
            #expect(response.status == .forbidden)
            #expect(response.body.contains("missing token"))
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(unchanged())
        }
    }

    @Test func anEventWithAWrongTokenIsForbidden() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", [
                ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", SecureToken.make()), ("event", "dialog"),
            ])
            #expect(response.status == .forbidden)
            #expect(response.body.contains("wrong token"))
            #expect(unchanged())
        }
    }

    @Test func anEventWithoutASessionIsForbidden() async throws {
        try await withBrowser { browser, page, unchanged in
            var stranger = browser
            stranger.cookie = nil
            let response = try await stranger.post("/event", event(page, [("event", "dialog")]))
            #expect(response.status == .forbidden)
            #expect(response.body.contains("no live session"))
            #expect(unchanged())
        }
    }

    @Test func anEventForAnUnknownModuleIsNotFound() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", [
                ("mosaic-view", "0123456789abcdef0123456789abcdef"),
                ("mosaic-token", page.attribute("data-mosaic-token") ?? ""), ("event", "dialog"),
            ])
            #expect(response.status == .notFound)
            #expect(response.body.contains("no module 0123456789abcdef0123456789abcdef in this session"))
            #expect(unchanged())
        }
    }

    @Test func anEventWithoutANameIsMalformed() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", event(page))
            #expect(response.status == .badRequest)
            #expect(response.body.contains("malformed event: no event field"))
            #expect(unchanged())
        }
    }

    @Test func anEventWithoutAViewIsMalformed() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", [("mosaic-token", page.attribute("data-mosaic-token") ?? ""), ("event", "x")])
            #expect(response.status == .badRequest)
            #expect(response.body.contains("no mosaic-view field"))
            #expect(unchanged())
        }
    }

    @Test(arguments: [
        ("a=%zz", "bad %-escape"),
        ("a=1&a=2", "sent twice"),
        ("=1", "has no name"),
    ])
    func aMalformedFormIsABadRequest(body: String, message: String) async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", rawBody: TestBrowser.encode(event(page)) + "&" + body)
            #expect(response.status == .badRequest)
            #expect(response.body.contains(message))
            #expect(unchanged())
        }
    }

    @Test func aFieldThatTheHandlerCannotReadIsRefusedWithItsName() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", event(page, [("event", "rename"), ("index", "one"), ("title", "x")]))
            #expect(response.status == .unprocessableContent)
            #expect(response.body.contains("event \"rename\" refused: event \"rename\": field \"index\" is not a whole number"))
            #expect(unchanged())
        }
    }

    @Test func anEventTheViewRefusesChangesNothing() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let response = try await browser.post("/event", event(page, [("event", "explode")]))
            #expect(response.status == .unprocessableContent)
            #expect(response.body.contains("event \"explode\" refused: the list refuses that"))
            #expect(session.tree.openModules.map(\.name) == ["ListModule"])
        }
    }

    @Test func aBodyOverTheLimitIsTooLarge() async throws {
        try await withBrowser(limits: .init(maximumBodyBytes: 1_024)) { browser, page, unchanged in
            let response = try await browser.post("/event", event(page, [("event", "dialog"), ("pad", String(repeating: "x", count: 2_000))]))
            #expect(response.status == .contentTooLarge)
            #expect(response.body.contains("request body over 1024 bytes"))
            #expect(unchanged())
        }
    }

    @Test func aBodyThatIsNotAFormIsRefused() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/event", rawBody: "{\"event\":\"dialog\"}", contentType: "application/json")
            #expect(response.status == .unsupportedMediaType)
            #expect(response.body.contains("expected a form"))
            #expect(unchanged())
        }
    }

    @Test func anUnknownDeepLinkIsNotFound() async throws {
        try await withBrowser { browser, page, unchanged in
            let token = page.attribute("data-mosaic-token") ?? ""
            let response = try await browser.post("/open", [("mosaic-token", token), ("link", "notes://list/nowhere/42")])
            #expect(response.status == .notFound)
            #expect(response.body.contains("deep link not followed"))
            #expect(response.body.contains("nowhere/42"))
            let scheme = try await browser.post("/open", [("mosaic-token", token), ("link", "http://list")])
            #expect(scheme.status == .notFound)
            #expect(unchanged())
        }
    }

    @Test func aDeepLinkWithoutTokenIsForbidden() async throws {
        try await withBrowser { browser, page, unchanged in
            let response = try await browser.post("/open", [("link", "notes://list/note/hi")])
            #expect(response.status == .forbidden)
            #expect(unchanged())
        }
    }

    @Test func aPageNoLongerOpenShowsTheAppWhereItIsAndBackToItChangesNothing() async throws {
        try await withBrowser { browser, page, unchanged in
            var browser = browser
            // Forward to a page Back closed, or an old bookmark: the app as it is now.
            let missing = try await browser.get("/m/ffffffffffffffffffffffffffffffff")
            #expect(missing.status == .seeOther)
            #expect(missing.location == "/")
            let back = try await browser.post("/back", [
                ("mosaic-token", page.attribute("data-mosaic-token") ?? ""), ("page", "ffffffffffffffffffffffffffffffff"),
            ])
            #expect(back.status == .notFound)
            #expect(unchanged())
        }
    }

    @Test func longIdsAreClippedInMessages() async throws {
        try await withBrowser { browser, page, unchanged in
            let long = String(repeating: "a", count: 5_000)
            let response = try await browser.post("/event", [
                ("mosaic-view", long), ("mosaic-token", page.attribute("data-mosaic-token") ?? ""), ("event", "x"),
            ])
            #expect(response.status == .notFound)
            #expect(response.body.count < 200)
            #expect(unchanged())
        }
    }
}

extension BadRequestTests {
    @Test func aCrossSiteFormIsRefusedEvenWithTheRightToken() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            var headers = HTTPFields()
            headers[.cookie] = "\(WebApp.cookieName)=\(session.id)"
            headers[.contentType] = "application/x-www-form-urlencoded"
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            let body = TestBrowser.encode([("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", session.token), ("event", "dialog")])
            let response = try await client.execute(uri: "/event", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(response.status == .forbidden)
            #expect(String(buffer: response.body).contains("cross-site request refused"))
            #expect(session.tree.openModules.map(\.name) == ["ListModule"])
        }
    }
}
