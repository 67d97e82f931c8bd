import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// Links, buttons and forms reach the module's view and presenter; pushes get their own URLs,
/// modals draw over their page, embedded modules fill their slots, Back closes what was above.
@MainActor
@Suite("Web navigation")
struct NavigationTests {
    @Test func aButtonPushesAPageWithItsOwnURLAndItsSlotFilled() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let listURL = "/m/" + (list.attribute("data-mosaic-page") ?? "")
            let opened = try await browser.post("/event", list.eventFields([("event", "open"), ("text", "second")]))
            #expect(opened.status == .seeOther)
            let noteURL = try #require(opened.location)
            #expect(noteURL != listURL)
            let note = try await browser.get(noteURL)
            #expect(note.status == .ok)
            #expect(note.body.contains("<p>second</p>"))
            #expect(note.body.contains("<h2 class=\"header\">second</h2>"))   // the embedded header
            #expect(note.viewIDs.count == 2)
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            #expect(session.tree.openModules.map(\.name) == ["ListModule", "NoteModule", "HeaderModule"])
            let events = session.tree.openModules.first?.input(as: ListPresenter.self)?.events
            #expect(events == [WebEvent(name: "open", fields: ["text": "second"])])
        }
    }

    @Test func browserBackToACoveredPageIsAHostInitiatedClose() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let listPage = try #require(list.attribute("data-mosaic-page"))
            let opened = try await browser.post("/event", list.eventFields([("event", "open"), ("text", "x")]))
            _ = try await browser.get(try #require(opened.location))
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))

            // The browser's Back: a GET of the list's URL changes nothing and marks it covered...
            let covered = try await browser.get("/m/" + listPage)
            #expect(covered.body.contains("data-mosaic-covered=\"true\""))
            #expect(session.tree.openModules.count == 3)
            // ...and the page script reports it.
            let back = try await browser.post("/back", [("mosaic-token", session.token), ("page", listPage)])
            #expect(back.status == .seeOther)
            #expect(back.location == "/m/" + listPage)
            #expect(session.tree.openModules.map(\.name) == ["ListModule"])
            #expect(session.tree.openModules.first?.state == .active)
            let again = try await browser.get("/m/" + listPage)
            #expect(!again.body.contains("data-mosaic-covered"))
            // Forward to the closed page: it is gone, and the app is shown where it is.
            let forward = try await browser.get(try #require(opened.location))
            #expect(forward.status == .seeOther)
            #expect(forward.location == "/")
        }
    }

    @Test func aModalDrawsOverItsPageAndDismissingItPopsTheOverlay() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let presented = try await browser.post("/event", list.eventFields([("event", "dialog")]))
            let page = try await browser.get(try #require(presented.location))
            #expect(page.body.contains("<li class=\"note\">first"))   // the page beneath
            #expect(page.body.contains("class=\"mosaic-overlay\""))
            #expect(page.body.contains("<p class=\"dialog\">Sure?</p>"))
            let dialogView = try #require(page.viewIDs.last)
            let dismissed = try await browser.post("/event", page.eventFields(view: dialogView, [("event", "dismiss")]))
            #expect(dismissed.location == "/m/" + (list.attribute("data-mosaic-page") ?? ""))
            let after = try await browser.get(try #require(dismissed.location))
            #expect(!after.body.contains("mosaic-overlay\""))
        }
    }

    @Test func aDeepLinkIsConfirmedByGetAndFollowedByPost() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let confirm = try await browser.get("/open?link=notes://list/note/deep")
            #expect(confirm.status == .ok)
            #expect(confirm.body.contains("value=\"notes://list/note/deep\""))
            #expect(session.tree.openModules.count == 1)
            let followed = try await browser.post("/open", [("mosaic-token", session.token), ("link", "notes://list/note/deep")])
            #expect(followed.status == .seeOther)
            let page = try await browser.get(try #require(followed.location))
            #expect(page.body.contains("<p>deep</p>"))
        }
    }

    @Test func aModuleWhoseViewIsNotForTheBrowserIsRefusedAndTheTreeStays() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let response = try await browser.post("/event", list.eventFields([("event", "plain")]))
            #expect(response.status == .unprocessableContent)
            #expect(response.body.contains("PlainView cannot be shown in a browser: it is not a WebModuleView"))
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            #expect(session.tree.openModules.map(\.name) == ["ListModule"])
            #expect(session.host.viewCount == 1)
        }
    }

    @Test func anEventPostedByThePageScriptIsAnsweredWithWhereToGoNotARedirect() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let token = try #require(page.attribute("data-mosaic-token"))
            let view = try #require(page.viewIDs.first)
            let form = "mosaic-view=\(view)&mosaic-token=\(token)&event=open&text=hello"
            var headers = HTTPFields()
            headers[.cookie] = "\(WebApp.cookieName)=\(browser.cookie ?? "")"
            headers[.contentType] = "application/x-www-form-urlencoded"
            headers[HTTPField.Name("X-Mosaic-Fetch")!] = "1"
            let answered = try await client.execute(uri: "/event", method: .post, headers: headers, body: ByteBuffer(string: form))
            #expect(answered.status == .ok)
            #expect(answered.headers[.contentType] == "application/json")
            #expect(answered.headers[.location] == nil)
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let front = try #require(session.host.frontPage)
            #expect(String(buffer: answered.body) == #"{"url":"\/m\/\#(front)"}"#)
            // Without the header (no script) the same event is answered with a redirect.
            let plain = try await browser.post("/event", [("mosaic-view", front), ("mosaic-token", token), ("event", "back")])
            #expect(plain.status == .seeOther)
        }
    }

    @Test func pagesCarrySecurityHeaders() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.contains("script-src 'self'"))
            #expect(policy.contains("default-src 'none'"))
            #expect(page.headers[.xContentTypeOptions] == "nosniff")
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let script = try await browser.get("/mosaic/mosaic.js")
            #expect(script.status == .ok)
            #expect(script.body.contains("new EventSource("))
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            // The tab's icon, linked from the page and at the address browsers ask for by themselves.
            #expect(page.body.contains("<link rel=\"icon\" href=\"/mosaic/icon.svg\">"))
            for path in ["/mosaic/icon.svg", "/favicon.ico"] {
                let icon = try await browser.get(path)
                #expect(icon.status == .ok)
                #expect(icon.headers[.contentType] == "image/svg+xml")
                #expect(icon.body.hasPrefix("<svg"))
            }
        }
    }
}

extension NavigationTests {
    @Test func inspectShowsTheSessionsTreeOnlyWhenTheAppIsInspectable() async throws {
        let inspectable = WebApp(container: try NoteApp.container(), templates: try NoteApp.templates(), inspectable: true) {
            try $0.start(ListModule.self)
        }
        try await Application(router: inspectable.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let page = try await browser.get("/inspect")
            #expect(page.status == .ok)
            #expect(page.body.contains("<strong>ListModule</strong> <span class=\"mosaic-state\">active</span> <span class=\"mosaic-style\">root</span>"))
            #expect(page.body.contains("digraph"))
        }
        let closed = try NoteApp.app()
        try await Application(router: closed.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let page = try await browser.get("/inspect")
            #expect(page.status == .notFound)
            #expect(page.body.contains("inspection is off"))
        }
    }
}
