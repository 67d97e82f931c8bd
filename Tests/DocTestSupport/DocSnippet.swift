import Foundation
import Testing

/// The code blocks of the documentation, compiled and run. A test file writes a block between
/// `// Snippet: <name>` and `// Snippet: end`; `expectSnippet` checks that the page (README.md or
/// an article of a DocC catalog, by its path in the repository) shows exactly that text as a
/// Swift code block, so the page cannot drift from code that compiles. A snippet written inside a
/// type (a test in its suite) is compared without the indentation of its marker.
public func expectSnippet(
    _ name: String, on page: String, in file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let root = try repositoryRoot(above: file)
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let snippet = try snippet(name, in: file, sourceLocation: sourceLocation)
    #expect(
        text.contains("```swift\n\(snippet)```"),
        "\(page) does not show the \(name) snippet as in \(URL(fileURLWithPath: file).lastPathComponent)",
        sourceLocation: sourceLocation)
}

/// The text of snippet `name` in `file` (a test file), each line without the indentation of its
/// marker, ending with a newline.
public func snippet(_ name: String, in file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let here = URL(fileURLWithPath: file)
    let source = try String(contentsOf: here, encoding: .utf8)
    let start = try #require(source.range(of: "// Snippet: \(name)\n"), "no snippet \(name) in \(here.lastPathComponent)", sourceLocation: sourceLocation)
    let end = try #require(
        source.range(of: "// Snippet: end", range: start.upperBound..<source.endIndex),
        "snippet \(name) in \(here.lastPathComponent) has no end", sourceLocation: sourceLocation)
    // A snippet inside a type is shown without the indentation of its marker.
    let lineStart = source[..<start.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
    let indent = source[lineStart..<start.lowerBound]
    let lines = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }.joined(separator: "\n")
}

/// The folder holding `Package.swift` above `file`: the repository's root.
public func repositoryRoot(above file: String = #filePath) throws -> URL {
    var root = URL(fileURLWithPath: file).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
        let parent = root.deletingLastPathComponent()
        guard parent.path != root.path else { throw NoPackageAbove(file: file) }
        root = parent
    }
    return root
}

/// No `Package.swift` in any folder above a test file.
public struct NoPackageAbove: Error, CustomStringConvertible {
    /// The test file the search started from.
    public let file: String
    public var description: String { "no Package.swift above \(file)" }
}
