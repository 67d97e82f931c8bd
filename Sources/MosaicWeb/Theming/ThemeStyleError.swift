/// Why themes could not be turned into CSS: which theme, which token, and what was wrong.
///
/// ```swift
/// do { _ = try ThemeStyleSheet([Theme(name: "inbox", tokens: ["accent": "red; }"])]) }
/// catch { print(error) }   // theme inbox: token accent has a value CSS cannot hold safely: "red; }" …
/// ```
public enum ThemeStyleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The theme's name is empty, too long, or has a character other than letters, digits, `-`, `_`.
    case badThemeName(String)
    /// A token's name is empty, too long, or has a character other than letters, digits, `-`, `_`.
    case badTokenName(theme: String, token: String)
    /// A token's value has a character CSS values here may not have (quotes, braces, `;`, `/`,
    /// `<`, non-ASCII), is empty, is too long, or fetches something (`url(`).
    case badTokenValue(theme: String, token: String, value: String)
    /// Two different themes share a name, so a page could not tell them apart.
    case twoThemesNamed(String)

    /// One sentence naming the theme, the token and the rule broken.
    public var description: String {
        switch self {
        case .badThemeName(let name):
            "theme name \(Self.quoted(name)) is not a CSS name: use 1 to 64 letters, digits, - and _"
        case .badTokenName(let theme, let token):
            "theme \(Self.quoted(theme)): token name \(Self.quoted(token)) is not a CSS name: use 1 to 64 letters, digits, - and _"
        case .badTokenValue(let theme, let token, let value):
            "theme \(Self.quoted(theme)): token \(Self.quoted(token)) has a value CSS cannot hold safely: "
                + "\(Self.quoted(value)) (use up to \(ThemeStyleSheet.maximumValueLength) ASCII letters, digits, "
                + "spaces and # . , ( ) % - + _, and no url())"
        case .twoThemesNamed(let name):
            "two different themes are named \(Self.quoted(name)): a page could not tell them apart"
        }
    }

    private static func quoted(_ text: String) -> String {
        let clipped = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return "\"" + clipped.debugDescription.dropFirst().dropLast() + "\""
    }
}
