import DocTestSupport
import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicDI
import MosaicWeb
import Testing
import WebTestSupport

// Snippet: web-tally
enum WebTallyModule: Module { typealias Input = WebTallyPresenter }

@MainActor final class WebTallyPresenter {
    private(set) var count = 0
    func increment() { count += 1 }
}

@MainActor final class WebTallyView: WebModuleView {
    let presenter: WebTallyPresenter
    let changes = ViewChanges()                    // say when the view model changes on its own
    init(presenter: WebTallyPresenter) { self.presenter = presenter }

    var template: String { "tally" }
    var viewModel: Any { ["count": presenter.count] }
    func handle(_ event: WebEvent) throws {        // a form on the page was sent
        if event.name == "increment" { presenter.increment() }
    }
}

@MainActor func makeTallyApp() throws -> WebApp {
    var templates = WebTemplates()                 // Mustache; every value is escaped
    try templates.register("""
        <p class="count">{{count}}</p>
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="increment">+1</button></form>
        """, named: "tally")
    let container = try Container { builder in
        builder.register(module: WebTallyModule.self) { _ in
            let presenter = WebTallyPresenter()
            return Assembly(view: WebTallyView(presenter: presenter), input: presenter, roles: [presenter])
        }
    }
    return WebApp(container: container, templates: templates) { try $0.start(WebTallyModule.self) }
}
// Snippet: end

/// The Hosts article's lines that serve the tally, compiled here. Serving runs until the process
/// is stopped (it takes over Ctrl-C and SIGTERM), so no test calls it: the tally's test drives
/// the same router through Hummingbird's test client, and `Scripts/check-mail-demo.sh` serves
/// the mail app for real.
@MainActor func serveTally() async throws {
    // Snippet: web-serve
    let app = try makeTallyApp()
    let server = app.makeServer(port: 8080)
    try await app.serve(server)
    // Snippet: end
}

@MainActor
@Suite("Docs: the web host")
struct DocsWebHostTests {
    @Test("the Hosts article's web tally counts a press of its button")
    func tallyCounts() async throws {
        let app = try makeTallyApp()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            #expect(page.body.contains("<p class=\"count\">0</p>"))
            let pressed = try await browser.post("/event", [
                ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", page.attribute("data-mosaic-token") ?? ""),
                ("event", "increment"),
            ])
            let next = try await browser.get(try #require(pressed.location))
            #expect(next.body.contains("<p class=\"count\">1</p>"))
        }
    }

    @Test("the Hosts article shows exactly this code", arguments: ["web-tally", "web-serve"])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/Mosaic/Mosaic.docc/Hosts.md")
    }
}
