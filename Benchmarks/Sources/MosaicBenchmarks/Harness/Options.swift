import Foundation

/// The command line: `mosaic-benchmarks [--quick] [--json PATH] [--only NAME,...] [--repeat N] [--instructions]`.
struct Options {
    /// The work of a child process the benchmark starts (not for people to use).
    enum Child: String {
        /// Count allocations, with the counter library preloaded.
        case allocations
        /// Count instructions, under callgrind.
        case instructions
    }

    /// A short smoke run (few, short batches) instead of the full one.
    var quick = false
    /// Where to write the JSON results; nil means the default for the mode.
    var jsonPath: String?
    /// Run only these scenarios (all when empty).
    var only: Set<String> = []
    /// How many times the whole measurement runs; the worst outcome of each goal is reported.
    var repeats = 1
    /// Also count instructions per operation under callgrind (slow: about a minute per scenario).
    var instructions = false
    /// Set in the benchmark's own child processes.
    var child: Child?

    static let usage = """
        usage: mosaic-benchmarks [--quick] [--json PATH] [--only NAME,...] [--repeat N] [--instructions]

          --quick        smoke run: 5 short batches per side (seconds, noisy)
          --json PATH    where to write the JSON results; without it, only a full run of every
                         scenario writes them, to Benchmarks/results.json
          --only NAMES   comma-separated scenario names to run
          --repeat N     run the whole measurement N times (default 1) and report, for each
                         goal, the worst of the N outcomes
          --instructions also count each side's instructions per operation under valgrind's
                         callgrind (a fixed number of operations; slow) and report them
                         beside the times
          --help         show this help
        """

    /// Parses the arguments after the program name; exits with the usage on an error.
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--json":
                guard let path = remaining.popFirst() else { fail("--json needs a path") }
                options.jsonPath = path
            case "--only":
                guard let names = remaining.popFirst() else { fail("--only needs scenario names") }
                options.only = Set(names.split(separator: ",").map(String.init))
            case "--repeat":
                guard let text = remaining.popFirst() else { fail("--repeat needs a count") }
                guard let count = Int(text), count >= 1 else {
                    fail("--repeat needs a whole number of at least 1, not '\(text)'")
                }
                options.repeats = count
            case "--instructions":
                options.instructions = true
            case "--child":
                guard let text = remaining.popFirst(), let child = Child(rawValue: text) else {
                    fail("--child needs allocations or instructions")
                }
                options.child = child
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                fail("unknown argument \(argument)")
            }
        }
        return options
    }

    /// The file to write, if any: the `--json` path, or `Benchmarks/results.json` for a full run
    /// of every scenario (so that smoke and partial runs never overwrite the committed results).
    var jsonURL: URL? {
        if let jsonPath { return URL(fileURLWithPath: jsonPath) }
        guard !quick, only.isEmpty else { return nil }
        return Self.packageDirectory.appendingPathComponent("results.json")
    }

    /// The Benchmarks package directory, found from this source file's location at build time,
    /// so the default output path does not depend on the working directory.
    static var packageDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Harness
            .deletingLastPathComponent()  // MosaicBenchmarks
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // Benchmarks
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("mosaic-benchmarks: \(message)\n\n\(usage)\n".utf8))
        exit(2)
    }
}
