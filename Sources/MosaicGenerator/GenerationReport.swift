import Foundation

/// What a generation wrote.
///
/// ```swift
/// let report = try ModuleGenerator().generate(request)
/// print(report)   // one line per file, relative to the output folder
/// ```
public struct GenerationReport: Sendable, Hashable, CustomStringConvertible {
    /// The template used.
    public let template: Template
    /// The folder written into.
    public let output: URL
    /// Every file written, relative to `output`, sorted.
    public let written: [String]
    /// Those of `written` that replaced an existing file (with `--force`).
    public let replaced: [String]
    /// What the template says to do next (its `next.mustache`), if anything.
    public let nextSteps: String?

    /// `Generated from 'viper' into /path:`, then one line per file written.
    public var description: String {
        let lines = written.map { path in "  \(path)\(replaced.contains(path) ? " (replaced)" : "")" }
        let next = nextSteps.map { ["", $0.trimmingCharacters(in: .whitespacesAndNewlines)] } ?? []
        return (["Generated from '\(template.name)' into \(output.path):"] + lines + next).joined(separator: "\n")
    }
}
