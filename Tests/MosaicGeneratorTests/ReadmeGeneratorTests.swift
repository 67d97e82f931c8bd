import Foundation
import Testing
@testable import MosaicGenerator

@Suite("README: generating a module")
struct ReadmeGeneratorTests {
    static let command = "swift run mosaic new module Profile --template viper --framework Features"

    func readme() throws -> String {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("README.md").path) {
            let parent = root.deletingLastPathComponent()
            guard parent.path != root.path else { throw ReadmeMissing() }
            root = parent
        }
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    struct ReadmeMissing: Error {}

    @Test("README.md lists exactly the files its one command writes")
    func listedFiles() throws {
        let readme = try readme()
        let command = try #require(readme.range(of: "```sh\n\(Self.command)\n```\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: command.upperBound..<readme.endIndex))
        let listed = readme[command.upperBound..<end.lowerBound].split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }

        let arguments = Self.command.split(separator: " ").dropFirst(3).map(String.init)   // after "swift run mosaic"
        let parsed = try #require(try MosaicCommand.parseAsRoot(arguments) as? NewModuleCommand)
        let rendered = try ModuleGenerator().render(parsed.request).1.map(\.path)
        #expect(listed == rendered)
    }
}
