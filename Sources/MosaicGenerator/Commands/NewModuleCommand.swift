import ArgumentParser
import Foundation

/// `mosaic new module <Name>`: a module and its tests.
struct NewModuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "module",
        abstract: "Generates a module and its tests.",
        discussion: """
            Writes Sources/<framework>/<Name>/ (the module's contract, builder and roles) and
            Tests/<framework>Tests/<Name>Tests.swift (its tests on MosaicTesting's headless host)
            under the output folder. All files are written or none: on any error nothing changes.
            """
    )

    @Argument(help: "The module's name: a Swift type name such as Profile.")
    var name: String

    @Option(name: .shortAndLong, help: "The template: viper, yarch, activity, cell-group, cell-module, container, or a team's own (see `mosaic templates list`).")
    var template = "viper"

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into (a package's root).", valueName: "dir"))
    var output = "."

    @Option(help: ArgumentHelp("The target the module goes into (default: the module's name).", valueName: "name"))
    var framework: String?

    @Flag(help: "Replace files that already exist.")
    var force = false

    @Option(help: ArgumentHelp("A folder of a team's own templates, one subfolder each.", valueName: "dir"))
    var templates: String?

    /// What the options ask for.
    var request: ModuleRequest {
        ModuleRequest(
            name: name, template: template, output: URL(fileURLWithPath: output), framework: framework,
            force: force, templatesFolder: templates.map { URL(fileURLWithPath: $0) })
    }

    func run() throws {
        print(try ModuleGenerator().generate(request))
    }
}
