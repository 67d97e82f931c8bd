import Foundation
import Testing
@testable import MosaicGenerator

@Suite("Generator: writing all or nothing")
struct AtomicWritingTests {
    let output: TemporaryFolder

    init() throws {
        output = try TemporaryFolder()
    }

    func request(_ name: String = "Profile", template: String = "viper", force: Bool = false) -> ModuleRequest {
        ModuleRequest(name: name, template: template, output: output.url, framework: "App", force: force)
    }

    @Test("writes every file of the template, and nothing else (no staging folder left)")
    func writes() throws {
        let report = try ModuleGenerator().generate(request())
        let expected = try ModuleGenerator().render(request()).1
        #expect(report.written == expected.map(\.path))
        #expect(report.replaced.isEmpty)
        let snapshot = output.snapshot()
        for file in expected { #expect(snapshot[file.path] == file.contents) }
        #expect(snapshot.keys.filter { !$0.hasSuffix(".swift") }.sorted()
                    == ["Sources", "Sources/App", "Sources/App/Profile", "Tests", "Tests/AppTests"])
        #expect(report.description.hasPrefix("Generated from 'viper' into \(output.url.path):\n  Sources/App/Profile/"))
        #expect(report.nextSteps?.contains("builder.append(part: ProfilePart.self)") == true)
        #expect(report.description.hasSuffix("run `swift test --filter ProfileTests`."))
        #expect(snapshot["next"] == nil && !snapshot.keys.contains { $0.hasPrefix(".mosaic-staging") })
    }

    @Test("files that exist are not replaced without --force: an error lists them, nothing changes")
    func existingFiles() throws {
        try output.write("mine", at: "Tests/AppTests/ProfileTests.swift")
        let before = output.snapshot()
        #expect(throws: GenerationError.filesExist(["Tests/AppTests/ProfileTests.swift"], folder: output.url.path)) {
            try ModuleGenerator().generate(request())
        }
        #expect(output.snapshot() == before)
        #expect(GenerationError.filesExist(["a.swift"], folder: "/x").description
                    == "1 file already exists in /x (use --force to replace them; nothing was written): a.swift")
    }

    @Test("--force replaces them and says so")
    func force() throws {
        try output.write("mine", at: "Tests/AppTests/ProfileTests.swift")
        let report = try ModuleGenerator().generate(request(force: true))
        #expect(report.replaced == ["Tests/AppTests/ProfileTests.swift"])
        #expect(output.snapshot()["Tests/AppTests/ProfileTests.swift"]?.contains("@Suite(\"Profile module\")") == true)
        #expect(report.description.contains("Tests/AppTests/ProfileTests.swift (replaced)"))
    }

    @Test("a folder where a file goes is refused even with --force")
    func folderInTheWay() throws {
        try output.write("x", at: "Tests/AppTests/ProfileTests.swift/inside")
        let before = output.snapshot()
        #expect(throws: GenerationError.cannotWrite(
            output.url.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path, reason: "a folder is there, not a file")) {
            try ModuleGenerator().generate(request(force: true))
        }
        #expect(output.snapshot() == before)
    }

    @Test("an output folder that does not exist, or is a file, is an error naming it")
    func outputNotAFolder() throws {
        let missing = output.url.appendingPathComponent("missing")
        #expect(throws: GenerationError.outputNotAFolder(missing.path)) {
            try ModuleGenerator().generate(ModuleRequest(name: "Profile", template: "viper", output: missing))
        }
        try output.write("x", at: "file")
        let file = output.url.appendingPathComponent("file")
        #expect(throws: GenerationError.outputNotAFolder(file.path)) {
            try ModuleGenerator().generate(ModuleRequest(name: "Profile", template: "viper", output: file))
        }
        #expect(output.snapshot() == ["file": "x"])
    }

    @Test("a file standing where a folder must be made: the error names the path, what was moved in is taken out")
    func blockedFolder() throws {
        try output.write("not a folder", at: "Tests")   // Sources/... goes in first, then Tests/... fails
        let before = output.snapshot()
        #expect {
            try ModuleGenerator().generate(request())
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? GenerationError else { return false }
            return path == output.url.appendingPathComponent("Tests/AppTests/ProfileTests.swift").path
                && String(describing: error).hasSuffix("; nothing was written")
        }
        #expect(output.snapshot() == before)
    }

    @Test("an unwritable output folder: an error naming it, nothing written",
          .enabled(if: getuid() != 0, "root writes anywhere"))
    func unwritable() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.url.path) }
        #expect(throws: GenerationError.cannotWrite(output.url.path, reason: "Permission denied")) {
            try ModuleGenerator().generate(request())
        }
        #expect(output.snapshot().isEmpty)
    }

    /// A folder nobody here can write into, for the test run as root: /sys when it refuses a new
    /// folder (the probe leaves nothing behind either way it goes).
    static let systemUnwritable: URL? = {
        let probe = URL(fileURLWithPath: "/sys/mosaic-probe-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: false)
            try? FileManager.default.removeItem(at: probe)
            return nil
        } catch {
            return URL(fileURLWithPath: "/sys")
        }
    }()

    @Test("a folder the system refuses to write into: an error naming it, nothing left in it",
          .enabled(if: systemUnwritable != nil, "no unwritable system folder here"))
    func systemFolder() throws {
        let folder = try #require(Self.systemUnwritable)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect {
            try ModuleGenerator().generate(ModuleRequest(name: "Profile", template: "viper", output: folder))
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? GenerationError else { return false }
            return path == folder.path && String(describing: error).hasPrefix("cannot write \(folder.path): ")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
    }

    @Test("a failure at any step of any kind leaves the folder as it was, also when replacing files",
          arguments: [FailingFiles.Step.createFolder, .write, .move], [false, true])
    func everyFailureUndone(_ step: FailingFiles.Step, _ replacing: Bool) throws {
        if replacing {
            try output.write("mine", at: "Sources/App/Profile/ProfilePresenter.swift")
            try output.write("mine too", at: "Tests/AppTests/ProfileTests.swift")
        }
        let before = output.snapshot()
        var failures = 0
        for failingAt in 1...40 {
            let generator = ModuleGenerator(files: FailingFiles(failing: step, at: failingAt), bundledFolder: nil)
            do {
                try generator.generate(request(force: replacing))
                // Got past the last step of this kind: the files are written; start again.
                #expect(output.snapshot() != before)
                try? FileManager.default.removeItem(at: output.url.appendingPathComponent("Sources"))
                try? FileManager.default.removeItem(at: output.url.appendingPathComponent("Tests"))
                for (path, text) in before where text != "/" { try output.write(text, at: path) }
                break
            } catch let error as GenerationError {
                failures += 1
                guard case .cannotWrite = error else { Issue.record("\(error)"); break }
                #expect(output.snapshot() == before, "failing \(step) #\(failingAt)")
            }
        }
        #expect(failures > 0)
    }

    @Test("a file another process writes after the check is kept (also one whose folder the writer made), and everything else is undone")
    func racingWriter() throws {
        let contested = output.url.appendingPathComponent("Sources/App/Profile/ProfileView.swift")
        let generator = ModuleGenerator(files: RacingFiles(path: contested, contents: "theirs"), bundledFolder: nil)
        #expect {
            try generator.generate(request())
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? GenerationError else { return false }
            return path == contested.path
        }
        #expect(output.snapshot() == [
            "Sources": "/", "Sources/App": "/", "Sources/App/Profile": "/", "Sources/App/Profile/ProfileView.swift": "theirs",
        ])
    }

    @Test("a file another process writes into an existing folder while the files are staged is kept, not replaced")
    func racingWriterInExistingFolder() throws {
        try output.write("mine", at: "Tests/AppTests/Other.swift")
        let contested = output.url.appendingPathComponent("Tests/AppTests/ProfileTests.swift")
        let racer = RacingFiles(path: contested, contents: "theirs", moment: .whileStaging)
        let generator = ModuleGenerator(files: racer, bundledFolder: nil)
        #expect(throws: GenerationError.self) { try generator.generate(request()) }
        #expect(output.snapshot() == [
            "Tests": "/", "Tests/AppTests": "/", "Tests/AppTests/Other.swift": "mine", "Tests/AppTests/ProfileTests.swift": "theirs",
        ])
    }
}
