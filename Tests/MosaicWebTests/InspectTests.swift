import Foundation
import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// `/inspect`: the session's live module tree with each module's state, presentation, view,
/// roles and slots, and the container's dependency graph as a Graphviz picture or as DOT text.
@MainActor
@Suite("Web inspection")
struct InspectTests {
    /// Where Graphviz's `dot` is on this machine. CI installs Graphviz and sets
    /// `MOSAIC_REQUIRE_GRAPHVIZ`, so the picture is checked there for certain.
    static let dot: String? = {
        let found = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
        return found
    }()

    private func withInspectableApp(
        dot: String?, _ body: @MainActor (WebApp, inout TestBrowser) async throws -> Void
    ) async throws {
        let app = WebApp(container: try NoteApp.container(), templates: try NoteApp.templates(), inspectable: true) {
            try $0.start(ListModule.self)
        }
        app.dotExecutable = dot
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            try await body(app, &browser)
        }
    }

    @Test func theTreeShowsStatesPresentationsViewsRolesAndSlotsAndFollowsTheApp() async throws {
        try await withInspectableApp(dot: nil) { app, browser in
            let list = try await browser.start()
            let token = try #require(list.attribute("data-mosaic-token"))
            let before = try await browser.get("/inspect/tree")
            #expect(before.status == .ok)
            #expect(before.body.contains("<strong>ListModule</strong> <span class=\"mosaic-state\">active</span>"))
            #expect(before.body.contains("view ListView"))
            #expect(before.body.contains("roles ListPresenter"))
            #expect(!before.body.contains("NoteModule"))

            let opened = try await browser.post("/event", [
                ("mosaic-view", list.viewIDs[0]), ("mosaic-token", token), ("event", "open"), ("text", "<b>hi</b>"),
            ])
            #expect(opened.status == .seeOther)
            let after = try await browser.get("/inspect/tree")
            #expect(after.body.contains("<strong>ListModule</strong> <span class=\"mosaic-state\">inactive</span>"))
            #expect(after.body.contains("<strong>NoteModule</strong> <span class=\"mosaic-state\">active</span> <span class=\"mosaic-style\">push</span>"))
            #expect(after.body.contains("slots header"))
            #expect(!after.body.contains("roles  ·") && !after.body.contains("slots <"))   // nothing to say, nothing said
            // The header is embedded in the note's slot, so it is nested under the note.
            let note = try #require(after.body.range(of: "<strong>NoteModule</strong>"))
            let header = try #require(after.body.range(of: "<strong>HeaderModule</strong>"))
            #expect(note.upperBound < header.lowerBound)
            #expect(after.body.contains("<strong>HeaderModule</strong> <span class=\"mosaic-state\">active</span> <span class=\"mosaic-style\">embedded(header)</span>"))

            let page = try await browser.get("/inspect")
            #expect(page.body.contains("<script src=\"/mosaic/inspect.js\" defer></script>"))
            #expect(page.body.contains("data-mosaic-inspect-tree><ul><li data-mosaic-module=\"ListModule\">"))
            let script = try await browser.get("/mosaic/inspect.js")
            #expect(script.status == .ok)
            #expect(script.body.contains("fetch(\"/inspect/tree\""))
            #expect(script.body.contains("addEventListener(\"tree\""), "redrawn when the tree says it changed, not on a timer")
            #expect(app.isInspectable)
        }
    }

    @Test func anInspectableSessionTellsItsPagesWhenTheTreeChangesAndAnotherDoesNot() async throws {
        let app = WebApp(container: try NoteApp.container(), templates: try NoteApp.templates(), inspectable: true) {
            try $0.start(ListModule.self)
        }
        let session = try app.sessions.open(now: app.now())
        var events = session.liveUpdates().makeAsyncIterator()
        let list = try #require(session.tree.root?.router(as: ListModule.self))
        try list.open(NoteModule.self)
        var frames: [String] = []
        while let frame = await events.next() {
            frames.append(frame)
            if frame.hasPrefix("event: tree") { break }
        }
        #expect(frames.last == "event: tree\ndata: {\"version\":2}\n\n", "the first screen, then the note")

        let plain = try NoteApp.app()
        let quiet = try plain.sessions.open(now: plain.now())
        var quietEvents = quiet.liveUpdates().makeAsyncIterator()
        try quiet.tree.root?.router(as: ListModule.self)?.open(NoteModule.self)
        plain.sessions.closeAll()
        while let frame = await quietEvents.next() {
            #expect(!frame.hasPrefix("event: tree"), "an app that is not inspectable says nothing of its tree")
        }
    }

    @Test func withoutGraphvizTheGraphIsDOTTextAndThePictureSaysWhatToInstall() async throws {
        try await withInspectableApp(dot: nil) { _, browser in
            _ = try await browser.start()
            let page = try await browser.get("/inspect")
            #expect(page.body.contains("<pre class=\"mosaic-graph\">digraph"))
            #expect(page.body.contains("Graphviz is not installed"))
            #expect(!page.body.contains("<img"))
            let picture = try await browser.get("/inspect/graph.svg")
            #expect(picture.status == .notFound)
            #expect(picture.body.contains("apt-get install graphviz"))
        }
    }

    @Test(arguments: [
        ("/bin/false", "-Tsvg failed (exit status 1)"),
        ("/nonexistent/graphviz/dot", "/nonexistent/graphviz/dot could not be started"),
    ])
    func aDotThatFailsIsReportedAndTheGraphStaysText(dot: String, message: String) async throws {
        try await withInspectableApp(dot: dot) { _, browser in
            _ = try await browser.start()
            let picture = try await browser.get("/inspect/graph.svg")
            #expect(picture.status == .serviceUnavailable)
            #expect(picture.body.contains("the dependency graph could not be drawn"))
            #expect(picture.body.contains(message))
            let page = try await browser.get("/inspect")
            #expect(page.status == .ok)
            #expect(page.body.contains(message))
            #expect(page.body.contains("<pre class=\"mosaic-graph\">digraph"))
        }
    }

    @Test func withGraphvizTheGraphIsAPictureThatRunsNothing() async throws {
        let required = ProcessInfo.processInfo.environment["MOSAIC_REQUIRE_GRAPHVIZ"] == "1"
        guard let dot = Self.dot else {
            if required { Issue.record("Graphviz is required here (MOSAIC_REQUIRE_GRAPHVIZ=1) but no dot was found") }
            return
        }
        try await withInspectableApp(dot: dot) { _, browser in
            _ = try await browser.start()
            let page = try await browser.get("/inspect")
            #expect(page.body.contains("<img class=\"mosaic-graph-picture\" src=\"/inspect/graph.svg\""))
            #expect(page.body.contains("<pre class=\"mosaic-graph\">digraph"))
            let picture = try await browser.get("/inspect/graph.svg")
            #expect(picture.status == .ok)
            #expect(picture.headers[.contentType] == "image/svg+xml")
            #expect(picture.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
            #expect(picture.body.contains("<svg"))
            #expect(picture.body.contains("ListPresenter") || picture.body.contains("ListBuilder"))
        }
    }

    @Test func inspectionNeedsAnInspectableAppAndASession() async throws {
        try await withInspectableApp(dot: nil) { _, browser in
            let tree = try await browser.get("/inspect/tree")
            #expect(tree.status == .forbidden)
            #expect(tree.body.contains("no live session"))
            let picture = try await browser.get("/inspect/graph.svg")
            #expect(picture.status == .forbidden)
        }
        let closed = try NoteApp.app()
        try await Application(router: closed.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            for path in ["/inspect/tree", "/inspect/graph.svg"] {
                let page = try await browser.get(path)
                #expect(page.status == .notFound)
                #expect(page.body.contains("inspection is off"))
            }
        }
    }
}
