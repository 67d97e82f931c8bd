import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

@MainActor
@Suite("Web rendering")
struct RenderingTests {
    nonisolated static let hostile = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "' onmouseover='alert(1)",
        "javascript:alert(1)",
        "<svg onload=alert(1)>",
        "</textarea><script>alert(1)</script>",
        "{{mosaic.token}}",
        "&lt;already&gt; & \u{202E}reversed",
    ]

    @Test(arguments: hostile)
    func userDataIsEscapedInTextAndAttributes(payload: String) async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let renamed = try await browser.post("/event", [
                ("mosaic-view", list.viewIDs.first ?? ""), ("mosaic-token", session.token),
                ("event", "rename"), ("index", "0"), ("title", payload),
            ])
            #expect(renamed.status == .seeOther)
            let page = try await browser.get(try #require(renamed.location))
            #expect(!page.body.contains(payload) || !payload.contains(where: { "<>\"'&".contains($0) }))
            #expect(!page.body.contains("<script>alert"))
            #expect(!page.body.contains("<img"))
            #expect(!page.body.contains("<svg"))
            #expect(!page.body.contains("' onmouseover"))
            // Mustache tags in data are text, not template.
            if payload == "{{mosaic.token}}" { #expect(page.body.contains("{{mosaic.token}}")) }
        }
    }

    @Test(arguments: [
        ("<p>{{{title}}}</p>", "{{{title}}}"),
        ("<p>{{& title}}</p>", "{{& title}}"),
        ("<p>{{{slots}}}</p>", "{{{slots}}}"),
        ("<p>{{{slots.a b}}}</p>", "{{{slots.a b}}}"),
    ])
    func templatesThatPrintUnescapedTextAreRefused(text: String, tag: String) {
        var templates = WebTemplates()
        #expect(throws: WebTemplateError(template: "bad", problem: .unescaped(tag))) {
            try templates.register(text, named: "bad")
        }
        #expect(!templates.names.contains("bad"))
    }

    @Test func delimiterChangesAndReservedNamesAreRefused() {
        var templates = WebTemplates()
        #expect(throws: WebTemplateError(template: "bad", problem: .delimiterChange)) {
            try templates.register("{{=<% %>=}}<%{title}%>", named: "bad")
        }
        #expect(throws: WebTemplateError(template: "mosaic-page", problem: .reservedName)) {
            try templates.register("<p></p>", named: "mosaic-page")
        }
        let error = WebTemplateError(template: "inbox", problem: .unescaped("{{{subject}}}"))
        #expect(error.description == "template \"inbox\": {{{subject}}} prints unescaped text (only {{{slots.NAME}}} may)")
    }

    @Test func slotsMayBeUnescapedAndUnparsableTemplatesAreRefused() throws {
        var templates = WebTemplates()
        try templates.register("<div>{{{ slots.header }}}</div>", named: "ok")
        #expect(templates.names.contains("ok"))
        #expect(throws: WebTemplateError.self) { try templates.register("{{#open}}never closed", named: "broken") }
    }

    @Test func aViewModelStructIsReadByPropertyName() throws {
        struct Model { let subject: String; let count: Int }
        var templates = WebTemplates()
        try templates.register("<b>{{subject}}</b> {{count}}", named: "struct")
        let host = WebHost()
        let view = StructView(model: Model(subject: "<hi>", count: 3))
        try host.apply(ScreenChange([.show(view, style: .root, over: nil)]))
        let html = try host.render(page: try #require(host.frontPage), templates: templates, token: "t")
        #expect(html.contains("<b>&lt;hi&gt;</b> 3"))
    }
}

extension RenderingTests {
    @Test func anEmptyOptionalIsAbsentNotPrintedAsNil() throws {
        var templates = WebTemplates()
        try templates.register("<p>{{#failure}}failed: {{failure}}{{/failure}}{{^failure}}fine{{/failure}}</p>", named: "struct")
        let host = WebHost()
        try host.apply(ScreenChange([.show(StructView(model: ["failure": String?.none as Any]), style: .root, over: nil)]))
        let html = try host.render(page: try #require(host.frontPage), templates: templates, token: "t")
        #expect(html.contains("<p>fine</p>"))
        let failing = WebHost()
        try failing.apply(ScreenChange([.show(StructView(model: ["failure": String?.some("<offline>") as Any]), style: .root, over: nil)]))
        let failed = try failing.render(page: try #require(failing.frontPage), templates: templates, token: "t")
        #expect(failed.contains("<p>failed: &lt;offline&gt;</p>"))
    }

    @Test func theAppsStylesheetIsServedAndLinked() async throws {
        let app = WebApp(container: try NoteApp.container(), templates: try NoteApp.templates(), style: ".note { color: red }") {
            try $0.start(ListModule.self)
        }
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            #expect(page.body.contains("<link rel=\"stylesheet\" href=\"/mosaic/app.css\">"))
            let style = try await browser.get("/mosaic/app.css")
            #expect(style.body == ".note { color: red }")
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
        }
    }
}

@MainActor final class StructView: WebModuleView {
    let model: Any
    let template: String
    let changes = ViewChanges()
    init(model: Any, template: String = "struct") {
        self.model = model
        self.template = template
    }
    var viewModel: Any { model }
    func handle(_ event: WebEvent) throws {}
}
