import Foundation

/// Draws DOT text as SVG with Graphviz's `dot`, run as a separate process.
enum Graphviz {
    /// How long `dot` may take before it is stopped.
    static let timeLimit: DispatchTimeInterval = .seconds(20)

    /// The first executable `dot` on `PATH`, or nil when Graphviz is not installed.
    static func findDot(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return directories.lazy.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `dot`'s SVG for `graph`, made by the executable at `executable`.
    static func svg(of graph: String, executable: String) throws(GraphvizError) -> String {
        let directory = FileManager.default.temporaryDirectory
        let input = directory.appendingPathComponent("mosaic-graph-\(UUID().uuidString).dot")
        do {
            try Data(graph.utf8).write(to: input)
        } catch {
            throw .failed("the graph could not be written to \(input.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg", input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .failed("\(executable) could not be started: \(error.localizedDescription)")
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exit status \(process.terminationStatus)" : "was stopped"
            throw .failed("\(executable) -Tsvg failed (\(how))")
        }
        guard let svg = String(data: data, encoding: .utf8), svg.contains("<svg") else {
            throw .failed("\(executable) -Tsvg wrote no SVG")
        }
        return svg
    }
}

/// Why the dependency graph has no picture.
enum GraphvizError: Error, Equatable, CustomStringConvertible {
    /// No `dot` was found.
    case notInstalled
    /// `dot` ran and failed, or could not run.
    case failed(String)

    var description: String {
        switch self {
        case .notInstalled:
            "Graphviz is not installed (no dot on PATH; on Debian: apt-get install graphviz): /inspect shows the graph as DOT text"
        case .failed(let why): why
        }
    }
}
