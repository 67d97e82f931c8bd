/// One file a template renders: its path relative to the output folder, and its text.
///
/// ```swift
/// GeneratedFile(path: "Sources/Profile/Profile/ProfileView.swift", contents: "import Mosaic\n...")
/// ```
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the output folder, with `/` between components.
    public let path: String
    /// The rendered text.
    public let contents: String

    /// Describes a rendered file.
    ///
    /// ```swift
    /// let file = GeneratedFile(path: "Tests/ProfileTests/ProfileTests.swift", contents: text)
    /// ```
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
