import Foundation

/// Writes the results as JSON (keys in a fixed order, one scenario per line):
///
/// ```json
/// {
///   "scenarios": [
///     {"name": "transient", "mosaic_ns": 143.6, "hand_ns": 37.9, "swinject_ns": 1271.3,
///      "allocs_per_op": 1, "hand_allocs_per_op": 1, "swinject_allocs_per_op": 3},
///     {"name": "register1000_us", "mosaic_us": 5349.2, "swinject_us": 587.7},
///     ...
///   ],
///   "targets": [{"scenario": "transient", "goal": "Mosaic/hand ≤ 2.50×", "measured": "3.79×", "passed": false}, ...],
///   "quick": false,
///   "other_load_cores": 0.02
/// }
/// ```
///
/// Times are `<side>_ns` (or `<side>_us` for `register1000_us`), sides being `mosaic`, `hand`,
/// `swinject` and, for the contended scenario, `mosaic_uncontended`. `allocs_per_op` is
/// MosaicDI's allocation calls per operation. `other_load_cores` is how many cores other work
/// kept busy on average during the run (see ``MachineLoad``). Whatever was not measured is left
/// out.
enum JSONReport {
    static func write(_ results: [ScenarioResult], quick: Bool, otherLoad: Double?, to url: URL) throws {
        var members: [(key: String, value: JSONValue)] = [
            ("scenarios", .array(results.map(scenario))),
            ("targets", .array(results.flatMap(\.outcomes).map(target))),
            ("quick", .bool(quick)),
        ]
        if let otherLoad {
            members.append(("other_load_cores", .number(Format.rounded(otherLoad, 2))))
        }
        let report = JSONValue.object(members)
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
        for (key, value) in result.extras {
            members.append((key, .number(Format.rounded(value, 2))))
        }
        return .object(members)
    }

    private static func target(_ outcome: TargetOutcome) -> JSONValue {
        .object([
            ("scenario", .string(outcome.scenario)),
            ("goal", .string(outcome.goal)),
            ("measured", .string(outcome.measured)),
            ("passed", .bool(outcome.passed)),
        ])
    }
}
