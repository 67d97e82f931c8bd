import ArgumentParser

/// `mosaic new`: groups what can be generated (a module, for now).
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generates something new from a template.",
        subcommands: [NewModuleCommand.self]
    )
}
