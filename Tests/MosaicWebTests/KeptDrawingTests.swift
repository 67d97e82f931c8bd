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

    @Test func aViewThatAnnouncesAChangeAsItIsDrawnIsDrawnAgainEveryTime() async throws {
        try await withPanels { _, _, presenter, browser, page in
            presenter.first?.announcesWhenRead = true
            let first = try await browser.get("/m/" + page)
            let again = try await browser.get("/m/" + page)
            #expect(first.status == .ok && again.status == .ok)
            #expect(again.body.contains("First panel"))
            // Its drawing may show a part of the change only: it is not kept.
            #expect(presenter.first?.reads == 2)
            #expect(presenter.second?.reads == 1)
        }
    }

    /// Whatever happens between two requests (rows scrolled in and out by the browser or by the
    /// list, strips scrolled, albums renamed), the page served is the page drawn from scratch.
    @Test(arguments: [11, 12, 13])
    func thePageServedIsAlwaysThePageDrawnAfresh(seed: UInt64) async throws {
        let app = try GalleryApp.app()
        let templates = try GalleryApp.templates()
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: GalleryPresenter.self))
        let page = try #require(session.host.frontPage)
        var random = SeededRandom(seed: seed)
        var titles = (0..<100).map { "Album \($0)" }
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            for _ in 0..<120 {
                switch random.next() % 5 {
                case 0:
                    let first = Int(random.next() % 100), count = 1 + Int(random.next() % 20)
                    _ = try await browser.post("/event", [
                        ("mosaic-view", page), ("mosaic-token", session.token), ("event", "mosaic-visible"),
                        ("first", String(first)), ("count", String(count)),
                    ])
                case 1:
                    let range = presenter.list.visibleRange
                    guard !range.isEmpty else { continue }
                    let index = range.lowerBound + Int(random.next() % UInt64(range.count))
                    let row = try #require(presenter.list.view(atRow: index).flatMap { session.host.id(of: $0) })
                    _ = try await browser.post("/event", [
                        ("mosaic-view", row), ("mosaic-token", session.token), ("event", "strip"),
                        ("offset", String(random.next() % 5_000)),
                    ])
                case 2:
                    let first = Int(random.next() % 100)
                    presenter.list.show(rows: first..<min(first + 1 + Int(random.next() % 20), 100))
                case 3:
                    let index = Int(random.next() % 100)
                    titles[index] = "Renamed <\(random.next() % 1_000)>"
                    presenter.list.setItems(titles.enumerated().map { Album(id: $0.offset, title: $0.element) })
                default:
                    break
                }
                let served = try await browser.get("/m/" + page)
                let fresh = try session.host.render(page: page, templates: templates, token: session.token)
                #expect(served.body == fresh)
            }
        }
    }

    /// The same for announced and unannounced changes, events and pages pushed and left.
    @Test(arguments: [21, 22, 23])
    func thePanelsServedAreAlwaysThePanelsDrawnAfresh(seed: UInt64) async throws {
        let templates = try PanelsApp.templates()
        try await withPanels { _, session, presenter, browser, page in
            var random = SeededRandom(seed: seed)
            _ = try await browser.get("/m/" + page)
            let panels = [try #require(presenter.first), try #require(presenter.second)]
            for step in 0..<80 {
                let panel = panels[Int(random.next() % 2)]
                let view = try #require(panel.view)
                let panelID = try #require(session.host.id(of: view))
                switch random.next() % 4 {
                case 0:
                    panel.text = "Announced \(step)"
                    view.changes.send()
                case 1:
                    _ = try await browser.post("/event", [
                        ("mosaic-view", panelID), ("mosaic-token", session.token), ("event", "quiet"), ("text", "Quiet \(step)"),
                    ])
                case 2:
                    _ = try await browser.post("/event", [("mosaic-view", page), ("mosaic-token", session.token), ("event", "push")])
                    _ = try await browser.post("/back", [("mosaic-token", session.token), ("page", page)])
                default:
                    break
                }
                let served = try await browser.get("/m/" + page)
                let fresh = try session.host.render(page: page, templates: templates, token: session.token)
                #expect(served.body == fresh)
            }
        }
    }
}
