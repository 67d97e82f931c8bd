/// One dump of callgrind's counters, as written by `CALLGRIND_DUMP_STATS_AT(label)`: the label
/// the dump was asked for and the instructions executed (event `Ir`) since the counters were
/// last zeroed.
///
/// A dump file starts with a header of `key: value` lines; the two read here are
///
/// ```
/// desc: Trigger: Client Request: transient|mosaic|1000
/// summary: 3615
/// ```
///
/// (`totals:`, at the end, holds the same figure when `summary:` is missing). The final dump
/// that callgrind writes when the program exits has a different trigger and is not one of
/// ours.
public struct CallgrindDump: Equatable, Sendable {
    public let label: String
    public let instructions: Int

    public init(label: String, instructions: Int) {
        self.label = label
        self.instructions = instructions
    }

    /// The dump in `text`, or nil when it was not written by a labelled client request or
    /// holds no instruction count.
    public static func parse(_ text: String) -> CallgrindDump? {
        let triggerPrefix = "desc: Trigger: Client Request: "
        var label: String?
        var summary: Int?
        var totals: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix(triggerPrefix) {
                label = String(line.dropFirst(triggerPrefix.count))
            } else if line.hasPrefix("summary:") {
                summary = firstNumber(in: line.dropFirst("summary:".count))
            } else if line.hasPrefix("totals:") {
                totals = firstNumber(in: line.dropFirst("totals:".count))
            }
        }
        guard let label, !label.isEmpty, let instructions = summary ?? totals else { return nil }
        return CallgrindDump(label: label, instructions: instructions)
    }

    /// The first whitespace-separated figure (the `Ir` column comes first).
    private static func firstNumber(in text: Substring) -> Int? {
        text.split(separator: " ").first.flatMap { Int($0) }
    }
}
