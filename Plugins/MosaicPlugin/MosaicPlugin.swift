import Foundation
import PackagePlugin

/// `swift package mosaic new module Profile --template viper`: runs the `mosaic` command with the
/// package's root as the output folder (unless `--output` is given).
@main
struct MosaicPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "MosaicCLI")
        var arguments = arguments
        let writes = arguments.first == "new"
        let hasOutput = arguments.contains { $0 == "--output" || $0 == "-o" || $0.hasPrefix("--output=") }
        if writes && !hasOutput { arguments += ["--output", context.package.directoryURL.path] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw MosaicPluginFailure(status: process.terminationStatus)
        }
    }
}

/// The command failed; it has already said why.
struct MosaicPluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mosaic exited with status \(status)" }
}
