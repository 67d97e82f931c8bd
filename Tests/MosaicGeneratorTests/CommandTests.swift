import ArgumentParser
import Foundation
import Testing
@testable import MosaicGenerator

@Suite("Generator: the mosaic command")
struct CommandTests {
    @Test("every command has help", arguments: [
        (MosaicCommand.self as any ParsableCommand.Type, "USAGE: mosaic <subcommand>"),
        (NewCommand.self, "USAGE: mosaic new <subcommand>"),
        (NewModuleCommand.self, "USAGE: mosaic new module <name>"),
        (TemplatesCommand.self, "USAGE: mosaic templates <subcommand>"),
        (ListTemplatesCommand.self, "USAGE: mosaic templates list"),
    ])
    func help(_ command: any ParsableCommand.Type, _ usage: String) {
        let help = MosaicCommand.helpMessage(for: command)
        #expect(help.contains(usage), "\(help)")
        #expect(help.contains("-h, --help"))
    }

    @Test("`new module` documents every option")
    func moduleHelp() {
        let help = MosaicCommand.helpMessage(for: NewModuleCommand.self)
        for option in ["--template", "--output", "--framework", "--force", "--templates", "cell-module"] {
            #expect(help.contains(option), "\(option)")
        }
    }

    @Test("`new module` reads its options into a request")
    func parsesRequest() throws {
        let command = try #require(MosaicCommand.parseAsRoot([
            "new", "module", "Profile", "--template", "yarch", "-o", "/tmp/out", "--framework", "Features", "--force",
            "--templates", "/tmp/team",
        ]) as? NewModuleCommand)
        #expect(command.request == ModuleRequest(
            name: "Profile", template: "yarch", output: URL(fileURLWithPath: "/tmp/out"), framework: "Features", force: true,
            templatesFolder: URL(fileURLWithPath: "/tmp/team")))
        let defaults = try #require(MosaicCommand.parseAsRoot(["new", "module", "Shop"]) as? NewModuleCommand)
        #expect(defaults.request == ModuleRequest(name: "Shop", template: "viper", output: URL(fileURLWithPath: ".")))
    }

    @Test("a missing name is a usage error")
    func missingName() {
        #expect {
            try MosaicCommand.parseAsRoot(["new", "module"])
        } throws: { error in
            MosaicCommand.exitCode(for: error) == .validationFailure
                && MosaicCommand.fullMessage(for: error).contains("Missing expected argument '<name>'")
        }
    }

    @Test("a generator error exits non-zero with its message")
    func errorExit() {
        let error = GenerationError.unknownTemplate("vipr", available: ["viper"])
        #expect(MosaicCommand.exitCode(for: error) == .failure)
        #expect(MosaicCommand.message(for: error) == error.description)
    }

    /// The `mosaic` executable beside the test bundle, when it is built.
    static let executable: URL? = {
        let folder = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [Bundle.main.bundleURL.appendingPathComponent("mosaic"), folder.appendingPathComponent("mosaic")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct NotBuilt: Error {}

    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        guard let executable = Self.executable else { throw NotBuilt() }
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("the executable: bad input prints what and where, exits non-zero, writes nothing",
          .enabled(if: executable != nil, "the mosaic executable is not built"))
    func executableErrors() throws {
        let folder = try TemporaryFolder()
        let cases: [([String], String)] = [
            (["new", "module", "class", "-o", folder.url.path], "Error: 'class' is not a valid module name: it is a Swift keyword"),
            (["new", "module", "2FA", "-o", folder.url.path], "Error: '2FA' is not a valid module name: it starts with a digit"),
            (["new", "module", "Profile", "-t", "vipr", "-o", folder.url.path], "Error: unknown template 'vipr'; available: activity,"),
            (["new", "module", "Profile", "-o", folder.url.appendingPathComponent("nope").path], "Error: output folder \(folder.url.path)/nope does not exist"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.errors.contains(message), "\(result.errors)")
            #expect(folder.snapshot().isEmpty)
        }
        let written = try run(["new", "module", "Profile", "-t", "cell-group", "-o", folder.url.path])
        #expect(written.status == 0)
        #expect(written.output.contains("Tests/ProfileTests/ProfileTests.swift"))
        let again = try run(["new", "module", "Profile", "-t", "cell-group", "-o", folder.url.path])
        #expect(again.status != 0)
        #expect(again.errors.contains("files already exist in \(folder.url.path) (use --force"))
        for arguments in [["--help"], ["new", "--help"], ["new", "module", "--help"], ["templates", "--help"], ["templates", "list", "--help"]] {
            let help = try run(arguments)
            #expect(help.status == 0 && help.output.contains("USAGE: mosaic"), "\(arguments)")
        }
        let listed = try run(["templates", "list"])
        #expect(listed.status == 0 && listed.output.contains("cell-module"))
    }
}
