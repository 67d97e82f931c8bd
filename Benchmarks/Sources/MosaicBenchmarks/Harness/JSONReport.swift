import BenchmarkJSON
import BenchmarkStatistics
import Foundation

/// Writes the results as JSON (keys in a fixed order, one scenario per line):
///
/// ```json
/// {
///   "scenarios": [
///     {"name": "transient", "mosaic_ns": 143.6, "hand_ns": 37.9, "swinject_ns": 1271.3,
///      "allocs_per_op": 1, "hand_allocs_per_op": 1, "swinject_allocs_per_op": 3,
///      "mosaic_hand_ratio": {"min": 3.61, "p25": 3.7, "median": 3.79, "p75": 3.85, "max": 4.02}},
///     {"name": "register1000_us", "mosaic_us": 5349.2, "swinject_us": 587.7},
///     ...
///   ],
///   "targets": [{"scenario": "transient", "goal": "Mosaic/hand ≤ 2.50× (p75 of rounds)", "measured": "3.85×",
///                "passed": false, "judged_on": "p75",
///                "ratio": {"min": 3.61, "p25": 3.7, "median": 3.79, "p75": 3.85, "max": 4.02}}, ...],
///   "quick": false,
///   "rounds": 11,
///   "repeat": 1,
///   "other_load_cores": 0.02
/// }
/// ```
///
/// Times are medians over the rounds. `mosaic_hand_ratio` is the spread of MosaicDI's time over
/// the hand-written time taken round by round (both measured back to back in each round). A
/// ratio target's `measured` is its `judged_on` percentile of the per-round ratios (`p75` for
/// an upper bound, `p25` for a lower one), and `ratio` is their whole spread. `rounds` is the
/// number of rounds per scenario; with `repeat` above 1, each target is its worst of that many
/// repeats of the whole run, and each scenario's figures come from the repeat whose first
/// target was worst.
///
/// Times are `<side>_ns` (or `<side>_us` for `register1000_us`), sides being `mosaic`, `hand`,
/// `swinject` and, for the contended scenario, `mosaic_uncontended`. `allocs_per_op` is
/// MosaicDI's allocation calls per operation. `other_load_cores` is how many cores other work
/// kept busy on average during the run (see ``MachineLoad``). Whatever was not measured is left
/// out. With `--instructions`, `<side>_instructions` are the instructions per operation counted
/// under callgrind, with `mosaic_hand_instruction_ratio` and `swinject_mosaic_instruction_ratio`.
/// A `compile_time` member already in the file (written by the compile-time measurement,
/// `Scripts/compile-time.sh`) is kept as it was.
enum JSONReport {
    /// The members of an existing report that another tool writes, kept across runs.
    static let keptMembers = ["compile_time"]

    static func write(
        _ results: [ScenarioResult], quick: Bool, repeats: Int, rounds: Int, otherLoad: Double?, to url: URL
    ) throws {
        var members: [(key: String, value: JSONValue)] = [
            ("scenarios", .array(results.map(scenario))),
            ("targets", .array(results.flatMap(\.outcomes).map(target))),
            ("quick", .bool(quick)),
            ("rounds", .number(Double(rounds))),
            ("repeat", .number(Double(repeats))),
        ]
        if let otherLoad {
            members.append(("other_load_cores", .number(Format.rounded(otherLoad, 2))))
        }
        let previous = (try? String(contentsOf: url, encoding: .utf8)).flatMap { try? JSONParser.parse($0) }
        let report = JSONValue.object(members).carryingOver(keptMembers, from: previous)
        try Data((report.rendered() + "\n").utf8).write(to: url, options: .atomic)
    }

    private static func scenario(_ result: ScenarioResult) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(result.name))]
        for side in Side.allCases {
            if let time = result.time(side) {
                members.append(("\(side.rawValue)_\(result.unit.rawValue)", .number(Format.rounded(time, 2))))
            }
        }
        let allocationKeys: [(Side, String)] = [
            (.mosaic, "allocs_per_op"), (.hand, "hand_allocs_per_op"), (.swinject, "swinject_allocs_per_op"),
        ]
        for (side, key) in allocationKeys {
            if let allocations = result.allocations[side] {
                members.append((key, .number(Format.rounded(allocations, 2))))
            }
        }
        for side in Side.allCases {
            if let instructions = result.instructions[side] {
                members.append(("\(side.rawValue)_instructions", .number(Format.rounded(instructions, 1))))
            }
        }
        if let ratio = result.instructionRatio(.mosaic, over: .hand) {
            members.append(("mosaic_hand_instruction_ratio", .number(Format.rounded(ratio, 3))))
        }
        if let ratio = result.instructionRatio(.swinject, over: .mosaic) {
            members.append(("swinject_mosaic_instruction_ratio", .number(Format.rounded(ratio, 3))))
        }
        for (key, value) in result.extras {
            members.append((key, .number(Format.rounded(value, 2))))
        }
        if let spread = result.ratioSpread(.mosaic, over: .hand) {
            members.append(("mosaic_hand_ratio", Self.spread(spread)))
        }
        return .object(members)
    }

    private static func spread(_ spread: Spread) -> JSONValue {
        .object([
            ("min", .number(Format.rounded(spread.min, 3))),
            ("p25", .number(Format.rounded(spread.p25, 3))),
            ("median", .number(Format.rounded(spread.median, 3))),
            ("p75", .number(Format.rounded(spread.p75, 3))),
            ("max", .number(Format.rounded(spread.max, 3))),
        ])
    }

    private static func target(_ outcome: TargetOutcome) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("scenario", .string(outcome.scenario)),
            ("goal", .string(outcome.goal)),
            ("measured", .string(outcome.measured)),
            ("passed", .bool(outcome.passed)),
        ]
        if let ratio = outcome.ratio {
            members.append(("judged_on", .string(ratio.bound.judgedPercentile)))
            members.append(("ratio", spread(ratio.spread)))
        }
        return .object(members)
    }
}
