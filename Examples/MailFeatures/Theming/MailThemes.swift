import Mosaic
import MosaicDI

/// The mail features' themes, each registered inside its feature's framework under the same
/// type, `Theme`. A builder asks for a `Theme` and gets its own feature's: the container looks in
/// the framework the builder was registered in first.
///
/// ```swift
/// let settings: Theme = try container.resolve(from: SettingsFramework.self)
/// #expect(settings == MailThemes.settings)
/// ```
public enum MailThemes {
    /// The inbox and its rows: blue.
    public static let inbox = Theme(
        name: "inbox", tokens: ["accent": "#1d5fbf", "accent-soft": "#e8f0fc", "rule": "#c9d8ef"])
    /// A message and its sections: green.
    public static let message = Theme(
        name: "message", tokens: ["accent": "#1f7a4d", "accent-soft": "#e6f4ec", "rule": "#c3e0cf"])
    /// A sender's posts and profile header: orange.
    public static let posts = Theme(
        name: "posts", tokens: ["accent": "#b35400", "accent-soft": "#fcefe3", "rule": "#efd2b6"])
    /// The settings: violet.
    public static let settings = Theme(
        name: "settings", tokens: ["accent": "#6441a5", "accent-soft": "#f0ebf8", "rule": "#d7cbea"])
    /// Writing a message and picking a contact: teal.
    public static let compose = Theme(
        name: "compose", tokens: ["accent": "#00737a", "accent-soft": "#e2f4f5", "rule": "#bfe2e4"])

    /// Every feature's theme, as each feature's framework sees it in `container`.
    ///
    /// ```swift
    /// let css = try ThemeStyleSheet(try MailThemes.all(in: container)).css
    /// ```
    @MainActor
    public static func all(in container: Container) throws -> [Theme] {
        [
            try container.resolve(from: InboxFramework.self),
            try container.resolve(from: MessageFramework.self),
            try container.resolve(from: PostsFramework.self),
            try container.resolve(from: SettingsFramework.self),
            try container.resolve(from: ComposeFramework.self),
        ]
    }
}
