import ArgumentParser

/// `mosaic`: the root command (`mosaic new module ...`, `mosaic templates list`). The `mosaic`
/// executable and the `swift package mosaic` plugin both run it.
///
/// ```swift
/// MosaicCommand.main()
/// ```
public struct MosaicCommand: ParsableCommand {
    /// Names the subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "Generates Mosaic modules and their tests from templates.",
        discussion: """
            Example: mosaic new module Profile --template viper
            writes Sources/Profile/Profile/*.swift (contract, builder, roles) and
            Tests/ProfileTests/ProfileTests.swift (tests on the headless host).
            """,
        subcommands: [NewCommand.self, TemplatesCommand.self]
    )

    /// Made by the argument parser.
    public init() {}
}
