import Mosaic

/// The CSS that turns themes into styles on the page: one rule per theme that sets each token as
/// a custom property, `--mosaic-<token>`, on every view drawn with that theme.
///
/// A view that returns a ``WebModuleView/theme`` is drawn inside
/// `<div class="mosaic-view" data-mosaic-theme="NAME">`, so the app's stylesheet reads the
/// tokens with `var()` and each feature's screens look like that feature, nested views included:
///
/// ```swift
/// let inbox = Theme(name: "inbox", tokens: ["accent": "#1d6fd8"])
/// let settings = Theme(name: "settings", tokens: ["accent": "#6b4fbb"])
/// let themes = try ThemeStyleSheet([inbox, settings])
/// let style = themes.css + "button { color: var(--mosaic-accent, black); }"
/// // [data-mosaic-theme="inbox"] { --mosaic-accent: #1d6fd8; } …
/// ```
///
/// Names and values are checked, not escaped: a theme name and a token name are letters, digits,
/// `-` and `_`; a value is what CSS colors, lengths and font lists are made of, with no quotes,
/// braces, semicolons, slashes or `url(`. Anything else is a ``ThemeStyleError`` naming the theme
/// and the token, so a value can never end its declaration or its rule.
public struct ThemeStyleSheet: Sendable, Equatable {
    /// The rules, one per theme, in the order the themes were given.
    ///
    /// ```swift
    /// WebApp(container: container, templates: templates, style: try ThemeStyleSheet(themes).css + appStyle) { … }
    /// ```
    public let css: String

    /// The longest token value accepted, in characters.
    public static let maximumValueLength = 200

    /// Checks the themes and writes their rules. The same theme may be given twice; two
    /// different themes with one name may not.
    ///
    /// ```swift
    /// let sheet = try ThemeStyleSheet([.standard, night])
    /// ```
    public init(_ themes: [Theme]) throws(ThemeStyleError) {
        var seen: [String: Theme] = [:]
        var rules: [String] = []
        for theme in themes {
            guard Self.isName(theme.name) else { throw .badThemeName(theme.name) }
            if let earlier = seen[theme.name] {
                guard earlier == theme else { throw .twoThemesNamed(theme.name) }
                continue
            }
            seen[theme.name] = theme
            var declarations: [String] = []
            for token in theme.tokens.keys.sorted() {
                let value = theme.tokens[token] ?? ""
                guard Self.isName(token) else { throw .badTokenName(theme: theme.name, token: token) }
                guard Self.isValue(value) else { throw .badTokenValue(theme: theme.name, token: token, value: value) }
                declarations.append("--mosaic-\(token): \(value);")
            }
            rules.append("[data-mosaic-theme=\"\(theme.name)\"] { \(declarations.joined(separator: " ")) }")
        }
        css = rules.map { $0 + "\n" }.joined()
    }

    /// Letters, digits, `-` and `_`; not empty; at most 64 characters.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || $0 == "-" || $0 == "_") }
    }

    /// What colors, lengths, numbers and font lists are written with, and nothing that could end
    /// a declaration, open a comment or fetch something.
    static func isValue(_ text: String) -> Bool {
        let allowed: Set<Unicode.Scalar> = [" ", "#", ".", ",", "(", ")", "%", "-", "+", "_"]
        return text.contains { $0 != " " } && text.count <= maximumValueLength
            && text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || allowed.contains($0)) }
            && !text.lowercased().contains("url(")
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
