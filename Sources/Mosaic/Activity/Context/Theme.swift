/// A style handed down the activity tree: named design tokens that the facade gives to every
/// screen it displays (a style manager, with no UI framework in it).
///
/// ```swift
/// let night = Theme(name: "night", tokens: ["background": "#000", "text": "#eee"])
/// try scope.start(child) { $0.theme = night }
/// ```
public struct Theme: Sendable, Hashable, CustomStringConvertible {
    /// The theme's name.
    public var name: String
    /// Design tokens by name (colors, fonts, spacing): a host turns them into its own styles.
    ///
    /// ```swift
    /// night.tokens["accent"] = "#f80"
    /// ```
    public var tokens: [String: String]

    /// Makes a theme.
    ///
    /// ```swift
    /// let night = Theme(name: "night", tokens: ["background": "#000"])
    /// ```
    public init(name: String, tokens: [String: String] = [:]) {
        self.name = name
        self.tokens = tokens
    }

    /// The theme a context has unless told otherwise.
    public static let standard = Theme(name: "standard")

    /// A token's value.
    ///
    /// ```swift
    /// let background = theme["background"] ?? "#fff"
    /// ```
    public subscript(token: String) -> String? { tokens[token] }

    /// The theme's name.
    public var description: String { name }
}

/// A view or role that styles itself with the theme of the activity that displays it. The
/// facade calls ``apply(_:)`` before the module is on screen.
///
/// ```swift
/// extension PostEditorView: Themeable {
///     func apply(_ theme: Theme) { background = theme["background"] }
/// }
/// ```
@MainActor
public protocol Themeable: AnyObject {
    /// Styles the object.
    ///
    /// ```swift
    /// view.apply(.standard)
    /// ```
    func apply(_ theme: Theme)
}
