import Foundation
import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// Cell module lists in a web view: a window of row modules on the page, moved by what the
/// browser reports as visible, rows pooled when they leave and restored with their saved state.
@MainActor
@Suite("Web cell module lists")
struct ModuleListTests {
    private func withGallery(
        unregisteredKindAt missing: Int? = nil,
        _ body: @MainActor (WebSession, GalleryPresenter, inout TestBrowser, String) async throws -> Void
    ) async throws {
        let app = try GalleryApp.app(unregisteredKindAt: missing)
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: GalleryPresenter.self))
        let view = try #require(session.host.frontPage)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            try await body(session, presenter, &browser, view)
        }
    }

    private func visible(_ first: String, _ count: String, view: String, session: WebSession, _ browser: TestBrowser) async throws -> TestBrowser.Page {
        try await browser.post("/event", [
            ("mosaic-view", view), ("mosaic-token", session.token), ("event", "mosaic-visible"), ("first", first), ("count", count),
        ])
    }

    @Test func thePageShowsOnlyTheWindowWithSpacersForTheRest() async throws {
        try await withGallery { _, presenter, browser, view in
            let page = try await browser.get("/m/" + view)
            #expect(page.body.contains("data-mosaic-modules=\"albums\" data-mosaic-count=\"100\" data-mosaic-first=\"0\""))
            #expect(page.body.components(separatedBy: "class=\"album\"").count - 1 == 10)
            #expect(page.body.contains("data-mosaic-rows=\"90\""))
            #expect(page.body.contains("&lt;script&gt;alert(7)&lt;/script&gt;"))
            #expect(!page.body.contains("<script>alert"))
            #expect(presenter.list.liveModules == 10)
        }
    }

    @Test func scrollingAwayAndBackRestoresARowsSavedState() async throws {
        try await withGallery { session, presenter, browser, view in
            var updates = session.liveUpdates().makeAsyncIterator()
            let page = try await browser.get("/m/" + view)
            let row3 = page.viewIDs[4]   // the gallery, then rows 0, 1, 2, 3
            let scrolled = try await browser.post("/event", [
                ("mosaic-view", row3), ("mosaic-token", session.token), ("event", "strip"), ("offset", "240"),
            ])
            #expect(scrolled.status == .seeOther)

            let far = try await visible("80", "10", view: view, session: session, browser)
            #expect(far.status == .seeOther)
            #expect(presenter.list.visibleRange == 80..<90)
            #expect(presenter.list.liveModules <= 13)   // the window and the pool, never the whole list
            var frame = try #require(await updates.next())
            while !frame.hasPrefix("event: modules\n") { frame = try #require(await updates.next()) }
            #expect(frame.contains("Album 80"))
            #expect(!frame.contains("Album 3<"))
            let farPage = try await browser.get("/m/" + view)
            #expect(farPage.body.contains("data-mosaic-first=\"80\""))
            #expect(farPage.body.contains("data-mosaic-rows=\"80\""))

            _ = try await visible("0", "10", view: view, session: session, browser)
            let back = try await browser.get("/m/" + view)
            let album3 = try #require(back.body.range(of: "Album 3</p>"))
            #expect(back.body[album3.upperBound...].hasPrefix("<div class=\"strip\" data-mosaic-strip=\"240\">"))
            #expect(back.body.components(separatedBy: "data-mosaic-strip=\"240\"").count == 2)   // that row only
        }
    }

    @Test(arguments: [("-1", "10"), ("100", "10"), ("0", "0"), ("0", "21"), ("x", "10"), ("0", "")])
    func aBadWindowIsRefusedAndNothingMoves(first: String, count: String) async throws {
        try await withGallery { session, presenter, browser, view in
            let refused = try await visible(first, count, view: view, session: session, browser)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.body.contains("event \"mosaic-visible\""))
            #expect(refused.body.contains(first == "x" || first == "-1" || first == "100" ? "field \"first\"" : "field \"count\""))
            #expect(presenter.list.visibleRange == 0..<10)
        }
    }

    @Test func aWindowPastTheEndIsCutAtTheLastRow() async throws {
        try await withGallery { session, presenter, browser, view in
            _ = try await visible("95", "20", view: view, session: session, browser)
            #expect(presenter.list.visibleRange == 95..<100)
            let page = try await browser.get("/m/" + view)
            #expect(page.body.contains("data-mosaic-rows=\"0\"></div></div>"))
        }
    }

    @Test func aRowWhoseModuleCannotBeBuiltShowsWhyInItsPlace() async throws {
        try await withGallery(unregisteredKindAt: 5) { _, _, browser, view in
            let page = try await browser.get("/m/" + view)
            #expect(page.body.contains("<div class=\"mosaic-module-row\" data-mosaic-index=\"5\"><p class=\"mosaic-row-failure\">Row 5 could not be shown: "))
            #expect(page.body.contains("poster"))
            #expect(page.body.components(separatedBy: "class=\"album\"").count - 1 == 9)
        }
    }

    /// Random scrolling and strip scrolling, as a browser might report them: every visible row
    /// shows its own album with the offset last reported for that album, and only the window and
    /// the pool are alive.
    @Test(arguments: [1, 2, 3])
    func randomScrollingKeepsEveryRowsStateAndFewModules(seed: UInt64) throws {
        let app = try GalleryApp.app()
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: GalleryPresenter.self))
        let gallery = try #require(session.host.view(id: session.host.frontPage ?? ""))
        var random = SeededRandom(seed: seed)
        var offsets: [Int: Int] = [:]
        for _ in 0..<300 {
            if random.next() % 2 == 0 {
                let first = Int(random.next() % 100), count = 1 + Int(random.next() % 20)
                try gallery.handle(WebEvent(name: "mosaic-visible", fields: ["first": String(first), "count": String(count)]))
            } else if !presenter.list.visibleRange.isEmpty {
                let range = presenter.list.visibleRange
                let index = range.lowerBound + Int(random.next() % UInt64(range.count))
                let row = try #require(presenter.list.view(atRow: index) as? AlbumRowView)
                let offset = Int(random.next() % 5_000)
                try row.handle(WebEvent(name: "strip", fields: ["offset": String(offset)]))
                offsets[index] = offset
            }
            for index in presenter.list.visibleRange {
                let row = try #require(presenter.list.view(atRow: index) as? AlbumRowView)
                #expect(row.presenter.album?.id == index)
                #expect(row.presenter.offset == offsets[index] ?? 0)
            }
            #expect(presenter.list.liveModules <= presenter.list.visibleRange.count + presenter.list.poolSize)
        }
        #expect(presenter.list.peakLiveModules <= 20 + presenter.list.poolSize)
    }

    /// A row that, as it shows its album, moves the list itself (calls back in while the list
    /// is moving its window): the list ends where the row sent it, and the page gets that window.
    @Test func aRowThatMovesTheListWhileItIsMovingIsAppliedAfterTheMove() async throws {
        let hooks = RowHooks()
        let app = try GalleryApp.app(hooks: hooks)
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: GalleryPresenter.self))
        let gallery = try #require(session.host.view(id: session.host.frontPage ?? ""))
        var jumps = 0
        hooks.onShow = { [weak presenter] album in
            guard album.id == 50 else { return }
            jumps += 1
            presenter?.list.show(rows: 0..<10)
        }
        var updates = session.liveUpdates().makeAsyncIterator()
        try gallery.handle(WebEvent(name: "mosaic-visible", fields: ["first": "45", "count": "10"]))
        #expect(jumps == 1)
        #expect(presenter.list.visibleRange == 0..<10)
        for index in presenter.list.visibleRange {
            let row = try #require(presenter.list.view(atRow: index) as? AlbumRowView)
            #expect(row.presenter.album?.id == index)
        }
        #expect(presenter.list.liveModules <= 10 + presenter.list.poolSize)
        var frame = await updates.next() ?? ""
        while !frame.hasPrefix("event: modules\n"), !frame.isEmpty { frame = await updates.next() ?? "" }
        #expect(frame.contains("data-mosaic-first=\\\"0\\\""))
        #expect(!frame.contains("Album 50"))
    }
}
