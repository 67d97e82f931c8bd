import ArgumentParser
import Foundation

/// `mosaic templates list`: the bundled templates and a team's own.
struct ListTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the templates: name, origin (bundled or team) and what each makes."
    )

    @Option(help: ArgumentHelp("A folder of a team's own templates, one subfolder each.", valueName: "dir"))
    var templates: String?

    func run() throws {
        print(try Self.listing(ModuleGenerator().catalog(teamFolder: templates.map { URL(fileURLWithPath: $0) })))
    }

    /// One line per template, names aligned.
    static func listing(_ catalog: TemplateCatalog) -> String {
        let width = catalog.templates.map(\.name.count).max() ?? 0
        return catalog.templates.map { template in
            let padded = template.name + String(repeating: " ", count: width - template.name.count)
            return "\(padded)  \(template.origin.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(template.summary)"
        }.joined(separator: "\n")
    }
}
