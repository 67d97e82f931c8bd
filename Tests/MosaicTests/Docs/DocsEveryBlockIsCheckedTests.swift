import Foundation
import Testing

/// Every Swift code block of the README and of the DocC catalogs is code that is compiled: a
/// snippet of a test (checked against its page by `expectSnippet`), the mail app's browser view
/// (the settings tutorial's last step), or the package manifest `Scripts/check-templates.sh`
/// builds. A block added to a page without one of them fails here, naming the page and the block.
@Suite("Docs: every code block is compiled")
struct DocsEveryBlockIsCheckedTests {
    private static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }()

    /// Files under `folder` (relative to the repository) whose names end with `suffix`.
    private func files(under folder: String, endingWith suffix: String) -> [URL] {
        let base = Self.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
    }

    /// The text between each `// Snippet: <name>` and `// Snippet: end`, without the marker's
    /// indentation (as `expectSnippet` compares it).
    private func snippets(in source: String) -> [String] {
        var found: [String] = []
        var lines: [Substring]?
        var indent = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// Snippet: end"), let body = lines {
                found.append(body.map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }
                    .joined(separator: "\n") + "\n")
                lines = nil
            } else if trimmed.hasPrefix("// Snippet: ") {
                indent = String(line.prefix(line.count - trimmed.count))
                lines = []
            } else {
                lines?.append(line)
            }
        }
        return found
    }

    /// The Swift code blocks of a Markdown page.
    private func swiftBlocks(in page: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if line == "```", let block = current {
                blocks.append(block.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("each Swift block of README.md and the catalogs is compiled code")
    func everyBlockIsCompiled() throws {
        var compiled = Set<String>()
        for file in files(under: "Tests", endingWith: ".swift") {
            compiled.formUnion(snippets(in: try String(contentsOf: file, encoding: .utf8)))
        }
        let view = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/MailWebViews/Settings/WebSettingsView.swift"), encoding: .utf8)
        if let start = view.range(of: "/// The settings in the browser") { compiled.insert(String(view[start.lowerBound...])) }
        #expect(compiled.count > 25)   // the snippets were found at all

        let pages = [Self.root.appendingPathComponent("README.md")]
            + files(under: "Sources", endingWith: ".md").filter { $0.path.contains(".docc/") }
        var blocks = 0
        for page in pages {
            for block in swiftBlocks(in: try String(contentsOf: page, encoding: .utf8)) {
                blocks += 1
                // The manifest Getting Started shows is built by Scripts/check-templates.sh.
                if block.hasPrefix("// swift-tools-version:"), page.lastPathComponent == "GettingStarted.md" { continue }
                let name = page.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                let isCompiled = compiled.contains(block)
                #expect(isCompiled, "\(name) shows a Swift block no test compiles: \(block.prefix(80))…")
            }
        }
        #expect(blocks > 30)
    }
}
