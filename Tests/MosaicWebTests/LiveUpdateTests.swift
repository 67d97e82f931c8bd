import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import Testing

/// Changes made outside a request (a store change, a slow load, a task) reach the open page.
@MainActor
@Suite("Web live updates")
struct LiveUpdateTests {
    @Test func aViewModelChangeSendsTheViewsNewHTML() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
        let viewID = try #require(session.host.frontPage)

        list.rename(1, to: "<b>renamed</b>")

        let frame = try #require(await events.next())
        #expect(frame.hasPrefix("event: view\ndata: {"))
        #expect(frame.hasSuffix("}\n\n"))
        #expect(frame.components(separatedBy: "\n").count == 4)   // event, data, blank, end
        #expect(frame.contains(viewID))
        #expect(frame.contains("&lt;b&gt;renamed&lt;\\/b&gt;"))
    }

    @Test func aPageOpenedOutsideARequestTellsThePageWhereToGo() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))

        let _: NotePresenter = try list.router.open(NoteModule.self) { $0.text = "later"; return nil }

        let frame = try #require(await events.next())
        let front = try #require(session.host.frontPage)
        #expect(frame == "event: page\ndata: {\"url\":\"\\/m\\/\(front)\"}\n\n")
    }

    @Test func closingTheSessionEndsItsStreams() async throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 5, idleLifetime: .seconds(1))))
        let clock = ManualTime()
        app.now = { clock.now }
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        clock.advance(by: .seconds(2))
        #expect(app.sweep() == 1)
        #expect(await events.next() == nil)
    }

    @Test func updatesNeedALiveSession() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let response = try await browser.get("/updates")
            #expect(response.status == .forbidden)
            #expect(response.body.contains("no live session"))
        }
    }
}
