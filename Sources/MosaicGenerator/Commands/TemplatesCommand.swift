import ArgumentParser

/// `mosaic templates`: groups what can be done with templates (list them).
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Shows the templates there are.",
        subcommands: [ListTemplatesCommand.self]
    )
}
