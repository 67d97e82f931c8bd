/// The place in source code where something was registered, appended or imported.
///
/// Every registration records the `#fileID` and `#line` of its `register` call, so that a
/// validation problem or a resolution error can point at the line to fix:
///
/// ```swift
/// let problem = error.problems[0]
/// print(problem.location)   // "App/Assembly.swift:42"
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String

    /// The line number in that file.
    ///
    /// ```swift
    /// let line = problem.location.line
    /// ```
    public let line: Int

    /// Creates a location; usually you let the defaults of `register` capture it.
    ///
    /// ```swift
    /// let here = SourceLocation(fileID: #fileID, line: #line)
    /// ```
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `File.swift:line`, the form compilers and editors understand.
    public var description: String { "\(fileID):\(line)" }
}
