import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicDI
import MosaicWeb
import WebTestSupport
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

    @Test func aClosedSessionsStreamsEndAndItsTreeCannotStartAgain() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var before = session.liveUpdates().makeAsyncIterator()
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
        app.sessions.closeAll()
        #expect(session.isClosed)
        #expect(await before.next() == nil)
        // Asked for after the close, a stream is over at once.
        var after = session.liveUpdates().makeAsyncIterator()
        #expect(await after.next() == nil)
        // A change in a module of the closed session reaches no page, and nothing starts again.
        list.rename(0, to: "late")
        #expect(session.tree.openModules.isEmpty)
        #expect(throws: (any Error).self) { try session.tree.start(ListModule.self) }
        #expect(session.tree.openModules.isEmpty)
        #expect(session.host.viewCount == 0)
    }

    @Test func aPageOpenedOutsideARequestTellsThePageWhereToGo() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))

        let _: NotePresenter = try list.router.open(NoteModule.self) { $0.text = "later"; return nil }.input

        let frame = try #require(await events.next())
        let front = try #require(session.host.frontPage)
        #expect(frame.hasPrefix("event: page\ndata: {\"layers\":"))
        #expect(frame.hasSuffix(",\"url\":\"\\/m\\/\(front)\"}\n\n"))
    }

    @Test func aPageDrawnBeforeTheLayersChangedIsToldWhereToGoAsItConnects() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
        // Opened while no page listens (the browser is between two pages).
        let _: NotePresenter = try list.router.open(NoteModule.self) { $0.text = "later"; return nil }.input
        let front = try #require(session.host.frontPage)

        var stale = session.liveUpdates(drawnAt: 0).makeAsyncIterator()
        let frame = try #require(await stale.next())
        #expect(frame.hasPrefix("event: page\ndata: {\"layers\":"))
        #expect(frame.hasSuffix(",\"url\":\"\\/m\\/\(front)\"}\n\n"))

        // A page drawn at the latest count gets nothing until something changes.
        var current = session.liveUpdates(drawnAt: 1_000).makeAsyncIterator()
        app.sessions.pingLiveUpdates()
        #expect(await current.next() == ": ping\n\n")
    }

    @Test func aPageCarriesTheCountOfLayerChangesItWasDrawnAt() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let first = try await browser.start()
            let drawnAt = try #require(first.attribute("data-mosaic-layers").flatMap { Int($0) })
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
            let _: NotePresenter = try list.router.open(NoteModule.self) { $0.text = "later"; return nil }.input
            let next = try await browser.get("/m/" + (session.host.frontPage ?? ""))
            #expect(try #require(next.attribute("data-mosaic-layers").flatMap { Int($0) }) > drawnAt)
        }
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

extension LiveUpdateTests {
    /// A view model that announces a change each time it is read (a callback calling back in)
    /// is drawn once per change, without recursion, both for a page and for a live update.
    @Test func aViewModelThatAnnouncesChangesWhenReadDoesNotLoop() async throws {
        var templates = WebTemplates()
        try templates.register("<p>{{reads}}</p>", named: "chatty")
        let app = WebApp(container: try ChattyApp.container(), templates: templates) { try $0.start(ChattyModule.self) }
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        let view = try #require(session.host.view(id: session.host.frontPage ?? "") as? ChattyView)

        view.changes.send()
        let frame = try #require(await events.next())
        #expect(frame.contains("<p>1<\\/p>"))   // drawn once by the change...
        let next = try #require(await events.next())
        #expect(next.contains("<p>2<\\/p>"))    // ...once more for the change raised while drawing, then it stops
        #expect(view.reads == 2)

        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            let page = try await browser.get("/m/" + (session.host.frontPage ?? ""))
            #expect(page.status == .ok)
            #expect(view.reads <= 5)
        }
    }
}

enum ChattyModule: Module { typealias Input = ChattyView }

@MainActor final class ChattyView: WebModuleView {
    let changes = ViewChanges()
    var reads = 0
    var template: String { "chatty" }
    var viewModel: Any {
        reads += 1
        changes.send()
        return ["reads": reads]
    }
    func handle(_ event: WebEvent) throws {}
}

@MainActor final class ChattyBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ChattyModule>) throws -> Assembly<ChattyModule> {
        let view = ChattyView()
        return Assembly(view: view, input: view)
    }
}

enum ChattyApp {
    static func container() throws -> Container {
        try Container { $0.register(onMainActor: ChattyBuilder.init).asModuleBuilder() }
    }
}

extension LiveUpdateTests {
    @Test func aPingReachesEveryStreamAsAComment() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var first = session.liveUpdates().makeAsyncIterator()
        var second = session.liveUpdates().makeAsyncIterator()
        app.sessions.pingLiveUpdates()
        #expect(await first.next() == ": ping\n\n")
        #expect(await second.next() == ": ping\n\n")
    }

    @Test func aSessionKeepsAtMostFourStreamsEndingTheOldest() async throws {
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        var oldest = session.liveUpdates().makeAsyncIterator()
        let streams = (0..<4).map { _ in session.liveUpdates() }
        #expect(await oldest.next() == nil)
        app.sessions.pingLiveUpdates()
        for stream in streams {
            var iterator = stream.makeAsyncIterator()
            let frame = await iterator.next()
            #expect(frame == ": ping\n\n")
        }
    }
}

/// A change that lands after a page was drawn and before its stream connected (the browser is
/// still loading the page's script) reaches the page as it connects.
extension LiveUpdateTests {
    /// The frames a stream starts with: those sent before a ping sent now. A stream that missed
    /// something shows it by what is not there, rather than by waiting forever.
    private func framesBeforePing(_ stream: AsyncStream<String>, app: WebApp) async -> [String] {
        app.sessions.pingLiveUpdates()
        var frames: [String] = []
        for await frame in stream {
            if frame == ": ping\n\n" { break }
            frames.append(frame)
        }
        return frames
    }

    @Test func aViewThatChangedBeforeThePageConnectedIsSentAsItConnects() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let layers = try #require(page.attribute("data-mosaic-layers").flatMap { Int($0) })
            let views = try #require(page.attribute("data-mosaic-views").flatMap { Int($0) })
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
            let viewID = try #require(session.host.frontPage)

            list.rename(1, to: "renamed in between")   // no stream yet: nobody hears it

            let frames = await framesBeforePing(session.liveUpdates(drawnAt: layers, viewsDrawnAt: views), app: app)
            #expect(frames.count == 1)
            let frame = try #require(frames.first)
            #expect(frame.hasPrefix("event: view\ndata: {"))
            #expect(frame.contains(viewID))
            #expect(frame.contains("renamed in between"))

            // The page drawn now shows the change, and its stream starts with nothing.
            let next = try await browser.get("/m/" + viewID)
            #expect(next.body.contains("renamed in between"))
            let drawnAt = try #require(next.attribute("data-mosaic-views").flatMap { Int($0) })
            #expect(drawnAt > views)
            #expect(await framesBeforePing(session.liveUpdates(drawnAt: layers, viewsDrawnAt: drawnAt), app: app) == [])
        }
    }

    @Test func aChangeToAnEmbeddedViewSendsTheLayerItLiesIn() async throws {
        let app = try PanelsApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let layers = try #require(page.attribute("data-mosaic-layers").flatMap { Int($0) })
            let views = try #require(page.attribute("data-mosaic-views").flatMap { Int($0) })
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let layer = try #require(session.host.frontPage)
            let panels = try #require(session.tree.openModules.first?.input(as: PanelsPresenter.self))
            let second = try #require(panels.second)
            second.text = "changed while loading"
            try #require(second.view).changes.send()

            // One event, for the whole layer: its other panel is in it too.
            let frames = await framesBeforePing(session.liveUpdates(drawnAt: layers, viewsDrawnAt: views), app: app)
            #expect(frames.count == 1)
            let frame = try #require(frames.first)
            #expect(frame.contains("\"view\":\"\(layer)\""))
            #expect(frame.contains("changed while loading"))
            #expect(frame.contains("First panel"))
        }
    }

    @Test func aCatchUpGoesToTheConnectingPageOnly() async throws {
        // A second tab connecting late catches up; the tab already listening heard the change
        // live, or caught up itself, and gets nothing again.
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let layers = try #require(page.attribute("data-mosaic-layers").flatMap { Int($0) })
            let views = try #require(page.attribute("data-mosaic-views").flatMap { Int($0) })
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
            list.rename(1, to: "renamed in between")

            let first = session.liveUpdates(drawnAt: layers, viewsDrawnAt: views)
            var firstFrames = first.makeAsyncIterator()
            #expect(await firstFrames.next()?.contains("renamed in between") == true)
            let second = await framesBeforePing(session.liveUpdates(drawnAt: layers, viewsDrawnAt: views), app: app)
            #expect(second.count == 1)
            #expect(await firstFrames.next() == ": ping\n\n")   // nothing sent to it again before the ping
        }
    }

    @Test func staleLayersWinOverStaleViews() async throws {
        // A page whose layers changed is left for the front page: redrawing its views is moot.
        let app = try NoteApp.app()
        let session = try app.sessions.open(now: app.now())
        let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
        list.rename(1, to: "renamed")
        let _: NotePresenter = try list.router.open(NoteModule.self) { $0.text = "later"; return nil }.input

        let frames = await framesBeforePing(session.liveUpdates(drawnAt: 0, viewsDrawnAt: 0), app: app)
        #expect(frames.count == 1)
        #expect(frames.first?.hasPrefix("event: page\n") == true)
    }
}
