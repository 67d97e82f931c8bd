import Mosaic
import MosaicWeb
import PropertyBased
import Testing

/// Templates put together at random from safe and unsafe pieces: every one the check accepts,
/// drawn with markup in every value, prints no markup from the values.
@MainActor
@Suite("Web template check")
struct TemplateCheckPropertyTests {
    static let pieces = [
        "<p>", "</p>", "{{x}}", "{{ x }}", "{{{x}}}", "{{{ x }}}", "{{& x}}", "{{ &x}}", "{{&x}}", "{{{slots.a}}}",
        "{{#list}}", "{{/list}}", "{{^list}}", "{{=<% %>=}}", "{{ =| |= }}", "<%x%>", "<%{x}%>", "|x|", "{{!note}}",
        "{{> mosaic-event}}", "{{{x}}", "{{{", "}}}", "{{", "}}", "{", "}", "{{.}}", "{{{.}}}", "{{list.0.x}}",
    ]

    @Test func acceptedTemplatesNeverPrintValuesUnescaped() async {
        let payload = "<script>alert(1)</script>"
        let generator = Gen.element(of: Self.pieces).map { $0 ?? "" }.array(of: 0...10).map { $0.joined() }
        var accepted = 0
        await propertyCheck(count: 1_500, input: generator) { text in
            var templates = WebTemplates()
            guard (try? templates.register(text, named: "random")) != nil else { return }
            accepted += 1
            let host = WebHost()
            let view = StructView(model: ["x": payload, "list": [["x": payload], payload] as [Any], ".": payload])
            try host.apply(ScreenChange([.show(view, style: .root, over: nil)]))
            let html = try host.render(page: host.frontPage ?? "", templates: templates, token: payload)
            #expect(!html.contains("<script>alert"), "\(text)")
        }
        #expect(accepted > 100)
    }
}
