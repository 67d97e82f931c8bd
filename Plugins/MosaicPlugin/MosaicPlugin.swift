import Foundation
import PackagePlugin

/// `swift package mosaic new module Profile --template viper`: runs the `mosaic` command with the
/// package's root as the output folder (unless `--output` is given); relative `--output` and
/// `--templates` folders are taken from the package's root too.
@main
struct MosaicPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "MosaicCLI")
        let root = context.package.directoryURL
        var arguments = Self.resolvingFolders(in: arguments, from: root)
        let hasOutput = arguments.contains { $0 == "--output" || $0 == "-o" || $0.hasPrefix("--output=") }
        if arguments.first == "new" && !hasOutput { arguments += ["--output", root.path] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw MosaicPluginFailure(status: process.terminationStatus)
        }
    }

    /// `--output X`, `-o X`, `--templates X` (and `--option=X`) with a relative X: X under `root`.
    static func resolvingFolders(in arguments: [String], from root: URL) -> [String] {
        let folderOptions: Set<String> = ["--output", "-o", "--templates"]
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
        }
        var result: [String] = []
        var takesFolder = false
        for argument in arguments {
            if takesFolder {
                result.append(absolute(argument))
                takesFolder = false
            } else if folderOptions.contains(argument) {
                result.append(argument)
                takesFolder = true
            } else if let equals = argument.firstIndex(of: "="), folderOptions.contains(String(argument[..<equals])) {
                result.append("\(argument[..<equals])=\(absolute(String(argument[argument.index(after: equals)...])))")
            } else {
                result.append(argument)
            }
        }
        return result
    }
}
