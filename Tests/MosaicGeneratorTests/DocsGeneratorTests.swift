import Foundation
import Testing
@testable import MosaicGenerator

@Suite("Docs: generating a module")
struct DocsGeneratorTests {
    static let command = "swift run mosaic new module Profile --template viper --framework Features"

    /// The generator's documentation page, which shows the command and the files it writes.
    func page() throws -> String {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            guard parent.path != root.path else { throw PackageRootMissing() }
            root = parent
        }
        return try String(contentsOf: root.appendingPathComponent("Sources/MosaicGenerator/MosaicGenerator.docc/MosaicGenerator.md"), encoding: .utf8)
    }

    struct PackageRootMissing: Error {}

    @Test("the generator's documentation lists exactly the files its one command writes")
    func listedFiles() throws {
        let readme = try page()
        let command = try #require(readme.range(of: "```sh\n\(Self.command)\n```\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: command.upperBound..<readme.endIndex))
        let listed = readme[command.upperBound..<end.lowerBound].split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }

        let arguments = Self.command.split(separator: " ").dropFirst(3).map(String.init)   // after "swift run mosaic"
        let parsed = try #require(try MosaicCommand.parseAsRoot(arguments) as? NewModuleCommand)
        let rendered = try ModuleGenerator().render(parsed.request).1.map(\.path)
        #expect(listed == rendered)
    }
}
