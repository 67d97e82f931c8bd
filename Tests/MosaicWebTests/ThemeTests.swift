import Mosaic
import MosaicWeb
import PropertyBased
import Testing

/// Themes on the page: the stylesheet a set of themes turns into, the checks on what a theme may
/// hold, and the wrapper that tells a themed view's styles apart from its parent's.
@MainActor
@Suite("Web themes")
struct ThemeTests {
    @Test func eachThemeBecomesOneRuleOfCustomProperties() throws {
        let sheet = try ThemeStyleSheet([
            Theme(name: "inbox", tokens: ["accent": "#1d5fbf", "rule": "rgb(10, 20, 30)"]),
            Theme(name: "settings", tokens: ["accent": "#6441a5"]),
        ])
        #expect(sheet.css == """
            [data-mosaic-theme="inbox"] { --mosaic-accent: #1d5fbf; --mosaic-rule: rgb(10, 20, 30); }
            [data-mosaic-theme="settings"] { --mosaic-accent: #6441a5; }

            """)
    }

    @Test func theSameThemeTwiceIsOneRuleAndTwoThemesWithOneNameAreRefused() throws {
        let inbox = Theme(name: "inbox", tokens: ["accent": "blue"])
        #expect(try ThemeStyleSheet([inbox, inbox]) == ThemeStyleSheet([inbox]))
        let other = Theme(name: "inbox", tokens: ["accent": "red"])
        let error = #expect(throws: ThemeStyleError.self) { try ThemeStyleSheet([inbox, other]) }
        #expect(error == .twoThemesNamed("inbox"))
        #expect(error?.description == "two different themes are named \"inbox\": a page could not tell them apart")
    }

    @Test(arguments: ["", "my theme", "inbox\"]", "thème", String(repeating: "a", count: 65)])
    func aThemeNameThatIsNotACSSNameIsRefusedNamingIt(name: String) {
        let error = #expect(throws: ThemeStyleError.self) { try ThemeStyleSheet([Theme(name: name)]) }
        #expect(error == .badThemeName(name))
        #expect(error?.description.hasPrefix("theme name \"") == true)
        #expect(error?.description.contains("letters, digits, - and _") == true)
    }

    @Test func aTokenNameThatIsNotACSSNameIsRefusedNamingThemeAndToken() {
        let theme = Theme(name: "inbox", tokens: ["accent: red; x": "blue"])
        let error = #expect(throws: ThemeStyleError.self) { try ThemeStyleSheet([theme]) }
        #expect(error == .badTokenName(theme: "inbox", token: "accent: red; x"))
        #expect(error?.description == """
            theme "inbox": token name "accent: red; x" is not a CSS name: use 1 to 64 letters, digits, - and _
            """)
    }

    @Test(arguments: [
        "red; } body { display: none", "red}", "\"red\"", "red /* x */", "url(https://example.com/x.png)",
        "URL(x)", "</style><script>alert(1)</script>", "red\n", "", "   ", "rouge\u{301}",
        String(repeating: "a", count: ThemeStyleSheet.maximumValueLength + 1),
    ])
    func aValueCSSCannotHoldSafelyIsRefusedNamingThemeTokenAndValue(value: String) {
        let theme = Theme(name: "settings", tokens: ["accent": value])
        let error = #expect(throws: ThemeStyleError.self) { try ThemeStyleSheet([theme]) }
        #expect(error == .badTokenValue(theme: "settings", token: "accent", value: value))
        #expect(error?.description.hasPrefix("theme \"settings\": token \"accent\" has a value CSS cannot hold safely") == true)
        #expect(error?.description.contains("no url()") == true)
    }

    /// Values made at random of safe and unsafe characters: each is refused, or it sits whole
    /// inside its one declaration of its one rule.
    @Test func noValueEndsItsDeclarationOrItsRule() async {
        let characters: [Character] = ["a", "Z", "0", "#", " ", ".", ",", "(", ")", "%", "-", "+", "_", ";", "{", "}",
            "\"", "'", "/", "*", "<", ">", "\\", ":", "\n", "é", "u", "r", "l"]
        let generator = Gen.element(of: characters).map { $0 ?? "a" }.array(of: 0...24).map { String($0) }
        var accepted = 0
        await propertyCheck(count: 2_000, input: generator) { value in
            guard let sheet = try? ThemeStyleSheet([Theme(name: "t", tokens: ["x": value])]) else { return }
            accepted += 1
            #expect(sheet.css == "[data-mosaic-theme=\"t\"] { --mosaic-x: \(value); }\n")
            #expect(sheet.css.filter { "{};<>\"'/\\\n".contains($0) }.count == 6, "\(value)")
        }
        #expect(accepted >= 50)
    }

    @Test func aThemedViewsWrapperNamesItsThemeAndAnEmbeddedOneItsOwn() throws {
        var templates = WebTemplates()
        try templates.register("<h1>{{title}}</h1>{{{slots.child}}}", named: "parent")
        try templates.register("<p>{{title}}</p>", named: "child")
        let parent = ThemedView(template: "parent", theme: Theme(name: "inbox"))
        let child = ThemedView(template: "child", theme: Theme(name: "message"))
        let plain = ThemedView(template: "child", theme: nil)
        let host = WebHost()
        try host.apply(ScreenChange([.show(parent, style: .root, over: nil)]))
        try host.apply(ScreenChange([.show(child, style: .embedded(slot: "child"), over: parent)]))
        let page = try host.render(page: host.frontPage ?? "", templates: templates, token: "t")
        #expect(page.contains("data-mosaic-theme=\"inbox\"><h1>"))
        #expect(page.contains("data-mosaic-theme=\"message\"><p>"))

        let other = WebHost()
        try other.apply(ScreenChange([.show(plain, style: .root, over: nil)]))
        let unthemed = try other.render(page: other.frontPage ?? "", templates: templates, token: "t")
        #expect(!unthemed.contains("data-mosaic-theme"))
    }
}

@MainActor final class ThemedView: WebModuleView {
    let template: String
    let theme: Theme?
    let changes = ViewChanges()
    init(template: String, theme: Theme?) {
        self.template = template
        self.theme = theme
    }
    var viewModel: Any { ["title": theme?.name ?? "plain"] }
    func handle(_ event: WebEvent) throws {}
}
