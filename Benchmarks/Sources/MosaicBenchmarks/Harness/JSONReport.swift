import Foundation

/// Writes the results as JSON:
///
/// ```json
/// {"scenarios": [{"name": "transient", "mosaic_ns": 30.1, "hand_ns": 15.2, "swinject_ns": 900.4,
///                 "allocs_per_op": 1, "hand_allocs_per_op": 1, "swinject_allocs_per_op": 9}, ...],
///  "targets": [{"scenario": "transient", "goal": "Mosaic/hand ≤ 2.50×", "measured": "1.98×", "passed": true}, ...],
///  "quick": false}
/// ```
///
/// Times are `<side>_ns` (or `<side>_us` for `register1000_us`); `allocs_per_op` is MosaicDI's
/// allocation calls per operation. Sides or counts that were not measured are left out.
enum JSONReport {
    static func write(_ results: [ScenarioResult], quick: Bool, to url: URL) throws {
        let report = Report(
            scenarios: results.map(ScenarioEntry.init),
            targets: results.flatMap(\.outcomes).map(TargetEntry.init),
            quick: quick)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(contentsOf: "\n".utf8)
        try data.write(to: url, options: .atomic)
    }

    private struct Report: Encodable {
        let scenarios: [ScenarioEntry]
        let targets: [TargetEntry]
        let quick: Bool
    }

    private struct TargetEntry: Encodable {
        let scenario: String
        let goal: String
        let measured: String
        let passed: Bool

        init(_ outcome: TargetOutcome) {
            scenario = outcome.scenario
            goal = outcome.goal
            measured = outcome.measured
            passed = outcome.passed
        }
    }

    /// One scenario, with keys that depend on the sides measured and the unit.
    private struct ScenarioEntry: Encodable {
        let result: ScenarioResult

        init(_ result: ScenarioResult) {
            self.result = result
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(result.name, forKey: Key("name"))
            for side in Side.allCases {
                if let time = result.time(side) {
                    try container.encode(Format.rounded(time, 2), forKey: Key("\(side.rawValue)_\(result.unit.rawValue)"))
                }
            }
            let allocationKeys: [(Side, String)] = [
                (.mosaic, "allocs_per_op"), (.hand, "hand_allocs_per_op"), (.swinject, "swinject_allocs_per_op"),
            ]
            for (side, key) in allocationKeys {
                if let allocations = result.allocations[side] {
                    try container.encode(Format.rounded(allocations, 2), forKey: Key(key))
                }
            }
        }

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
