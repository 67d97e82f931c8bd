import Mosaic
import MosaicWeb
import PropertyBased
import Testing
import WebTestSupport

/// Values reach the page as the same text, whatever they hold: read back by an HTML tokenizer
/// that works code point by code point, as browsers do, no element or attribute is added.
@MainActor
@Suite("Web escaping")
struct EscapingTests {
    static let template = """
        <p title="{{x}}">{{x}}</p><textarea name="t">{{x}}</textarea><input name="i" value='{{x}}'>
        """

    /// The tokens of the view drawn with `x`, from the `p` on.
    func tokens(_ x: String) throws -> [HTMLTokenizer.Token] {
        var templates = WebTemplates()
        try templates.register(Self.template, named: "probe")
        let host = WebHost()
        try host.apply(ScreenChange([.show(StructView(model: ["x": x], template: "probe"), style: .root, over: nil)]))
        let html = try host.render(page: try #require(host.frontPage), templates: templates, token: "t")
        let all = HTMLTokenizer.tokens(html)
        let start = try #require(all.firstIndex { if case .startTag("p", _, _) = $0 { true } else { false } })
        let end = try #require(all[start...].firstIndex { if case .startTag("input", _, _) = $0 { true } else { false } })
        let tags = all.filter { if case .startTag = $0 { true } else { false } }.count
        let plainTags = HTMLTokenizer.tokens(try plain()).filter { if case .startTag = $0 { true } else { false } }.count
        let isolated = all.contains(.startTag(name: "bdi", attributes: [], selfClosing: false)) ? 1 : 0
        return Array(all[start...end]) + [tags == plainTags + isolated ? .comment("no element added") : .comment("elements added")]
    }

    func plain() throws -> String {
        var templates = WebTemplates()
        try templates.register(Self.template, named: "probe")
        let host = WebHost()
        try host.apply(ScreenChange([.show(StructView(model: ["x": "plain"], template: "probe"), style: .root, over: nil)]))
        return try host.render(page: try #require(host.frontPage), templates: templates, token: "t")
    }

    /// What the tokens of a value drawn between tags, in an attribute and in a textarea must be.
    func expected(_ x: String) -> [HTMLTokenizer.Token] {
        let isolated = x.unicodeScalars.contains { "\u{0590}"..."\u{08FF}" ~= $0 || ["\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"].contains($0) }
        let text: [HTMLTokenizer.Token] = x.isEmpty ? [] : [.text(x)]
        let between: [HTMLTokenizer.Token] = isolated ? [.startTag(name: "bdi", attributes: [], selfClosing: false)] + text + [.endTag(name: "bdi")] : text
        return [.startTag(name: "p", attributes: [.init(name: "title", value: x)], selfClosing: false)] + between + [
            .endTag(name: "p"), .startTag(name: "textarea", attributes: [.init(name: "name", value: "t")], selfClosing: false),
        ] + text + [
            .endTag(name: "textarea"),
            .startTag(name: "input", attributes: [.init(name: "name", value: "i"), .init(name: "value", value: x)], selfClosing: false),
        ]
    }

    @Test func hostileTextReadsBackAsTheSameTextWithNothingAdded() async throws {
        await propertyCheck(count: 1_000, input: HostileText.generator()) { x in
            let expected = expected(x)
            let tokens = try tokens(x)
            #expect(tokens == expected + [.comment("no element added")], "\(x.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: HostileText.prepends + HostileText.combining)
    func aScalarThatFusesWithMarkupDoesNotUnescapeIt(fusing: String) throws {
        for x in [fusing + "<b>x</b>", "<b" + fusing + ">x</b>", "\"" + fusing + " onmouseover=x", "'" + fusing + ">", "&" + fusing + "lt;"] {
            #expect(try tokens(x) == expected(x) + [.comment("no element added")], "\(x.debugDescription)")
        }
    }

    @Test func theSubjectOfTheReportedMailCannotRedirectTheInbox() throws {
        let subject = "Invoice\u{600}<meta http-equiv=refresh content=4;url=https://example.com/>"
        let tokens = try tokens(subject)
        #expect(!tokens.contains { if case .startTag("meta", _, _) = $0 { true } else { false } })
        #expect(tokens.contains(.text(subject)))
    }

    @Test func onlyTextThatCanChangeDirectionIsIsolated() throws {
        let override = try tokens("invoice_\u{202E}gpj.exe")
        #expect(override.contains(.startTag(name: "bdi", attributes: [], selfClosing: false)))
        let hebrew = try tokens("שלום")
        #expect(hebrew.contains(.startTag(name: "bdi", attributes: [], selfClosing: false)))
        let latin = try tokens("Ada Lovelace, 12 May")
        #expect(!latin.contains(.startTag(name: "bdi", attributes: [], selfClosing: false)))
    }
}

/// The template check: where a value may be printed, and why elsewhere it may not.
@Suite("Web template places")
struct TemplatePlaceTests {
    func problem(_ text: String) -> WebTemplateError.Problem? {
        var templates = WebTemplates()
        do {
            try templates.register(text, named: "t")
            return nil
        } catch {
            return error.problem
        }
    }

    @Test(arguments: [
        ("<a href=\"{{x}}\">", "at the start of the href attribute of <a>"),
        ("<img src='{{x}}'>", "at the start of the src attribute of <img>"),
        ("<p class={{x}}>", "unquoted attribute value"),
        ("<p {{x}}>", "inside a tag"),
        ("<{{x}}>", "in a tag's name"),
        ("<p onclick=\"go({{x}})\">", "event handler attribute onclick of <p>"),
        ("<p style=\"color: {{x}}\">", "style attribute of <p>"),
        ("<script>var x = \"{{x}}\"</script>", "inside <script>, whose text is code"),
        ("<style>p { color: {{x}} }</style>", "inside <style>, whose text is code"),
        ("<!-- {{x}} -->", "inside an HTML comment"),
        ("<meta name=\"description\" content=\"{{x}}\">", "in an attribute of <meta>"),
        ("<iframe srcdoc=\"{{x}}\"></iframe>", "srcdoc attribute of <iframe>"),
    ])
    func aValueWhereEscapingIsNotEnoughIsRefusedSayingWhere(template: String, place: String) {
        guard case .unsafePlace(let tag, let found) = problem(template) else {
            Issue.record("\(template) was not refused for its place: \(String(describing: problem(template)))")
            return
        }
        #expect(tag == "{{x}}")
        #expect(found.contains(place), "\(found)")
    }

    @Test(arguments: [
        "<a href=\"/m/{{x}}\">go</a>", "<p title=\"{{x}}\" class='a {{x}}'>{{x}}</p>", "<title>{{x}}</title>",
        "<textarea>{{x}}</textarea>", "<img src=\"data:{{x}};base64,{{x}}\" alt=\"{{x}}\">",
        "<details{{#x}} open{{/x}}>{{x}}</details>", "<p>{{#list}}<b>{{x}}</b>{{/list}}</p>",
        "<p class=\"row{{#x}} unread{{/x}}\">{{x}}</p>", "<!-- a comment --><p>{{x}}</p>", "<p>a < b {{x}}</p>",
    ])
    func aValueWhereEscapingIsEnoughIsAccepted(template: String) {
        #expect(problem(template) == nil, "\(template)")
    }

    @Test func aSectionThatMovesTheTagsAfterItIsCheckedEveryWayItCanBeDrawn() {
        // Drawn once, `{{v}}` is a quoted value of `b`; not drawn, it would be in the tag's name.
        guard case .unsafePlace(let tag, _) = problem("<a{{#x}} b{{/x}}=\"{{v}}\">") else {
            Issue.record("not refused")
            return
        }
        #expect(tag == "{{v}}")
        // Drawn twice, the second `<b` would be inside the first's attribute.
        #expect(problem("<p>{{#x}}<b title=\"{{/x}}{{v}}\">") != nil)
    }

    @Test func aTemplateMustEndBetweenTags() {
        guard case .unbalancedMarkup(let why) = problem("<p title=\"x") else {
            Issue.record("not refused")
            return
        }
        #expect(why.contains("ends"))
    }

    @Test func pragmasAndInheritanceAreRefused() {
        #expect(problem("{{%CONTENT_TYPE:TEXT}}<p>{{x}}</p>") == .pragma)
        #expect(problem("{{<parent}}{{$b}}x{{/b}}{{/parent}}") == .inheritance("{{<parent}}"))
    }

    @Test func aRefusalNamesTheTemplateTheTagAndThePlace() {
        var templates = WebTemplates()
        #expect {
            try templates.register("<a href=\"{{url}}\">", named: "profile")
        } throws: { error in
            let text = String(describing: error)
            return text.contains("\"profile\"") && text.contains("{{url}}") && text.contains("href")
                && text.contains("/path/{{…}}")
        }
    }
}
