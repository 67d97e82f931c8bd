import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicTesting
import MosaicWeb
import WebTestSupport
import Testing

@MainActor
@Suite("Web sessions")
struct SessionTests {
    @Test func aNewBrowserGetsAnHttpOnlyStrictCookieAndItsOwnTree() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let front = try await browser.get("/")
            #expect(front.status == .seeOther)
            let cookie = try #require(front.headers[.setCookie])
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            #expect(cookie.contains("Path=/"))
            let id = try #require(browser.cookie)
            #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
            let page = try await browser.get(try #require(front.location))
            #expect(page.status == .ok)
            #expect(page.body.contains("<li class=\"note\">first"))
            #expect(app.sessions.count == 1)
        }
    }

    @Test(arguments: [
        "theme=dark; mosaic-session=ID", "mosaic-session=ID;theme=dark", "a=1;  mosaic-session=ID; b=2",
        "xmosaic-session=OTHER; mosaic-session=ID", "mosaic-session-old=OTHER; mosaic-session=ID",
    ])
    func theSessionCookieIsFoundAmongOthersAndOnlyByItsName(header: String) async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        let page = try #require(session.host.frontPage)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var headers = HTTPFields()
            headers[.cookie] = header.replacingOccurrences(of: "ID", with: session.id)
            let found = try await client.execute(uri: "/m/" + page, method: .get, headers: headers)
            #expect(found.status == .ok)
            let unknown = (session.id.hasPrefix("0") ? "1" : "0") + session.id.dropFirst()
            headers[.cookie] = header.replacingOccurrences(of: "ID", with: unknown)
                .replacingOccurrences(of: "OTHER", with: session.id)
            let other = try await client.execute(uri: "/m/" + page, method: .get, headers: headers)
            #expect(other.status == .seeOther)   // no session of that cookie: back to the front
        }
    }

    @Test func twoBrowsersHaveSeparateTreesAndCannotAddressEachOthersModules() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var alice = TestBrowser(client)
            var bob = TestBrowser(client)
            let alicePage = try await alice.start()
            let bobPage = try await bob.start()
            #expect(alice.cookie != bob.cookie)
            let aliceView = try #require(alicePage.viewIDs.first)
            #expect(!bobPage.viewIDs.contains(aliceView))
            #expect(alicePage.attribute("data-mosaic-token") != bobPage.attribute("data-mosaic-token"))

            // Bob names Alice's view with his own valid token: no such module in his session.
            let attempt = try await bob.post("/event", [
                ("mosaic-view", aliceView), ("mosaic-token", bobPage.attribute("data-mosaic-token") ?? ""),
                ("event", "open"), ("text", "stolen"),
            ])
            #expect(attempt.status == .notFound)
            #expect(attempt.body.contains("no module"))
            // Bob reads Alice's page URL: not a page of his session; he is shown his own app.
            let peek = try await bob.get("/m/" + (alicePage.attribute("data-mosaic-page") ?? ""))
            #expect(peek.status == .seeOther)
            #expect(peek.location == "/")
            #expect(!peek.body.contains("data-mosaic-token"))

            let aliceSession = try #require(app.sessions.session(id: alice.cookie, now: app.now()))
            let bobSession = try #require(app.sessions.session(id: bob.cookie, now: app.now()))
            #expect(aliceSession.tree.openModules.map(\.name) == ["ListModule"])
            #expect(bobSession.tree.openModules.map(\.name) == ["ListModule"])
            #expect(aliceSession.tree !== bobSession.tree)
        }
    }

    @Test func idsAndTokensAreUniqueHex128BitValues() {
        var seen = Set<String>()
        for _ in 0..<2_000 {
            let token = SecureToken.make()
            #expect(token.count == 32 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            seen.insert(token)
        }
        #expect(seen.count == 2_000)
        #expect(SecureToken.matches("abc", "abc"))
        #expect(!SecureToken.matches("abc", "abd"))
        #expect(!SecureToken.matches("abc", "abcd"))
    }

    @Test func anIdleSessionExpiresAndItsTreeCloses() async throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 10, idleLifetime: .seconds(60))))
        let clock = ManualTime()
        app.now = { clock.now }
        let session = try app.sessions.open(now: app.now())
        let leaks = LeakTracker(watching: session.tree)
        let changes = try #require(session.host.view(id: session.host.frontPage ?? "")).changes
        #expect(changes.isObserved)

        clock.advance(by: .seconds(59))
        #expect(app.sweep() == 0)
        clock.advance(by: .seconds(2))
        #expect(app.sweep() == 1)

        #expect(session.isClosed)
        #expect(session.tree.openModules.isEmpty)
        #expect(session.host.viewCount == 0)
        #expect(!changes.isObserved)
        #expect(leaks.closedCount == 1)
        #expect(leaks.leaks.isEmpty)
        #expect(app.sessions.session(id: session.id, now: app.now()) == nil)
    }

    @Test func aRequestWithAnExpiredCookieGetsANewSession() async throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 10, idleLifetime: .seconds(60))))
        let clock = ManualTime()
        app.now = { clock.now }
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let first = try #require(browser.cookie)
            clock.advance(by: .seconds(61))
            let page = try await browser.start()
            #expect(page.status == .ok)
            #expect(browser.cookie != first)
            #expect(app.sessions.count == 1)
        }
    }

    @Test func theCapOnSessionsInUseRefusesANewBrowserUntilOneExpires() async throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 2, idleLifetime: .seconds(60))))
        let clock = ManualTime()
        app.now = { clock.now }
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var first = TestBrowser(client)
            var second = TestBrowser(client)
            var third = TestBrowser(client)
            _ = try await first.start()
            _ = try await second.start()
            let refused = try await third.get("/")
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.body.contains("too many sessions in use (at most 2)"))
            #expect(third.cookie == nil)
            #expect(app.sessions.count == 2)

            clock.advance(by: .seconds(61))
            let admitted = try await third.get("/")
            #expect(admitted.status == .seeOther)
            #expect(app.sessions.count == 1)
        }
    }
}

/// A clock tests move by hand.
@MainActor final class ManualTime {
    private(set) var now = ContinuousClock.now
    func advance(by duration: Duration) { now += duration }
}

extension SessionTests {
    @Test func aReturningBrowserKeepsItsSessionAndAPageWithoutOneLeadsHome() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let first = try await browser.get("/")
            let again = try await browser.get("/")
            #expect(again.status == .seeOther)
            #expect(again.headers[.setCookie] == nil)
            #expect(again.location == first.location)
            #expect(app.sessions.count == 1)

            var stranger = TestBrowser(client)
            let page = try await stranger.get(try #require(first.location))
            #expect(page.status == .seeOther)
            #expect(page.location == "/")
            #expect(stranger.cookie == nil)   // reading a page creates no session
            #expect(app.sessions.count == 1)
        }
    }
}
