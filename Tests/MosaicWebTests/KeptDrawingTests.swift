import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// A session keeps each view's drawing and draws a view again only once what it shows changed:
/// its view model announced, an event it handled, a view embedded in it, a list in it, the
/// layers of the page. Views count their view model reads, once per drawing.
@MainActor
@Suite("Web kept drawings")
struct KeptDrawingTests {
    private func withPanels(
        _ body: @MainActor (WebApp, WebSession, PanelsPresenter, inout TestBrowser, String) async throws -> Void
    ) async throws {
        let app = try PanelsApp.app()
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: PanelsPresenter.self))
        let page = try #require(session.host.frontPage)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            try await body(app, session, presenter, &browser, page)
        }
    }

    @Test func anUnchangedPageIsServedFromItsViewsLastDrawings() async throws {
        try await withPanels { _, _, presenter, browser, page in
            let first = try await browser.get("/m/" + page)
            let again = try await browser.get("/m/" + page)
            #expect(first.status == .ok)
            #expect(again.body == first.body)
            #expect(first.body.contains("First panel") && first.body.contains("Second panel"))
            #expect(presenter.reads == 1)
            #expect(presenter.first?.reads == 1)
            #expect(presenter.second?.reads == 1)
        }
    }

    @Test func anAnnouncedChangeShowsOnTheNextPageAndOnlyItsViewAndItsOwnersAreDrawnAgain() async throws {
        try await withPanels { _, session, presenter, browser, page in
            let before = try await browser.get("/m/" + page)
            let firstID = before.viewIDs[1]
            let first = try #require(session.host.view(id: firstID) as? PanelView)
            first.presenter.text = "First, changed"
            first.changes.send()
            let after = try await browser.get("/m/" + page)
            #expect(after.body.contains("First, changed"))
            #expect(!after.body.contains("First panel"))
            #expect(after.body.contains("Second panel"))
            #expect(presenter.first?.reads == 2)
            #expect(presenter.reads == 2)   // it embeds the changed view
            #expect(presenter.second?.reads == 1)
        }
    }

    @Test func anEventAViewHandledShowsOnTheNextPageEvenUnannounced() async throws {
        try await withPanels { _, session, presenter, browser, page in
            let before = try await browser.get("/m/" + page)
            let answer = try await browser.post("/event", [
                ("mosaic-view", before.viewIDs[2]), ("mosaic-token", session.token), ("event", "quiet"),
                ("text", "Second, <changed>"),
            ])
            #expect(answer.status == .seeOther)
            let after = try await browser.get("/m/" + page)
            #expect(after.body.contains("Second, &lt;changed&gt;"))
            #expect(presenter.second?.reads == 2)
            #expect(presenter.first?.reads == 1)
        }
    }

    @Test func aPageTheBrowserReturnsToIsDrawnAfresh() async throws {
        try await withPanels { _, session, presenter, browser, page in
            let before = try await browser.get("/m/" + page)
            #expect(before.body.contains("Shown 1 times"))
            let pushed = try await browser.post("/event", [
                ("mosaic-view", before.viewIDs[0]), ("mosaic-token", session.token), ("event", "push"),
            ])
            #expect(pushed.status == .seeOther)
            // Back: the browser draws the covered page first, then its script reports Back.
            let covered = try await browser.get("/m/" + page)
            #expect(covered.body.contains("Shown 1 times"))
            let returned = try await browser.post("/back", [("mosaic-token", session.token), ("page", page)])
            #expect(returned.status == .seeOther)
            // The page came to the front again and counted it, without announcing the change.
            #expect(presenter.activations == 2)
            let after = try await browser.get("/m/" + page)
            #expect(after.body.contains("Shown 2 times"))
        }
    }

    @Test func aWindowTheListMovedByItselfShowsOnTheNextPage() async throws {
        let app = try GalleryApp.app()
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: GalleryPresenter.self))
        let page = try #require(session.host.frontPage)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            let before = try await browser.get("/m/" + page)
            #expect(before.body.components(separatedBy: "class=\"album\"").count - 1 == 10)
            // Two rows leave for the pool (no view leaves the screen, no row announces anything).
            presenter.list.show(rows: 0..<8)
            let after = try await browser.get("/m/" + page)
            #expect(after.body.components(separatedBy: "class=\"album\"").count - 1 == 8)
            #expect(after.body.contains("data-mosaic-rows=\"92\""))
        }
    }

    @Test func aDrawingIsKeptPerSession() async throws {
        let app = try PanelsApp.app()
        let one = try app.sessions.open(now: app.now())
        let other = try app.sessions.open(now: app.now())
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var first = TestBrowser(client)
            first.cookie = one.id
            var second = TestBrowser(client)
            second.cookie = other.id
            let a = try await first.get("/m/" + (one.host.frontPage ?? ""))
            let b = try await second.get("/m/" + (other.host.frontPage ?? ""))
            #expect(a.body.contains(one.token) && !a.body.contains(other.token))
            #expect(b.body.contains(other.token) && !b.body.contains(one.token))
            #expect(Set(a.viewIDs).isDisjoint(with: b.viewIDs))
        }
    }
}
