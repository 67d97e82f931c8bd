/// Prints the results as plain-text tables: the measurements, what each scenario measures, and
/// the project's targets with PASS/FAIL.
enum TableReport {
    static func print(_ results: [ScenarioResult], settings: Settings, quick: Bool, otherLoad: Double?) {
        let mode = quick ? "quick (smoke run, noisy)" : "full"
        Swift.print(
            "\nMosaicDI vs hand-written vs Swinject 2.10.0 — \(mode): median of \(settings.repetitions) "
                + "batches of ~\(Int(settings.batchDuration.nanoseconds / 1e6)) ms after warm-up, time per operation\n")

        var rows: [[String]] = [[
            "scenario", "unit", "Mosaic", "hand", "Swinject", "Mosaic/hand", "Swinject/Mosaic",
            "allocs Mosaic", "allocs hand", "allocs Swinject",
        ]]
        for result in results {
            let mosaic = result.time(.mosaic)
            let hand = result.time(.hand)
            let swinject = result.time(.swinject)
            rows.append([
                result.name, result.unit.rawValue,
                mosaic.map(Format.time) ?? "-", hand.map(Format.time) ?? "-", swinject.map(Format.time) ?? "-",
                ratio(mosaic, hand), ratio(swinject, mosaic),
                result.allocations[.mosaic].map(Format.count) ?? "-",
                result.allocations[.hand].map(Format.count) ?? "-",
                result.allocations[.swinject].map(Format.count) ?? "-",
            ])
        }
        printTable(rows, rightAligned: 2...)

        for result in results {
            let extras = Side.allCases.filter { !$0.hasColumn }.compactMap { side in
                result.time(side).map { "\(side.title) \(Format.time($0))" }
            }
            if !extras.isEmpty {
                Swift.print("\n\(result.name), more sides (\(result.unit.rawValue)/op): " + extras.joined(separator: ", "))
            }
            if !result.extras.isEmpty {
                Swift.print(
                    "\n\(result.name), also measured: "
                        + result.extras.map { "\($0.0) \(Format.fixed($0.1, 0))" }.joined(separator: ", "))
            }
        }
        if let otherLoad {
            Swift.print(
                "\nother load during the run: \(Format.fixed(otherLoad, 2)) cores on average"
                    + (otherLoad > MachineLoad.warningThreshold
                        ? " — WARNING: something else was running; the times are likely inflated" : ""))
        }
        if !AllocationCounter.isAvailable {
            Swift.print("\nallocations: not counted (the counter needs glibc)")
        }

        Swift.print("\nScenarios (one operation):")
        for result in results {
            Swift.print("  \(result.name): \(result.summary)")
        }

        let outcomes = results.flatMap(\.outcomes)
        Swift.print("\nTargets:\n")
        var targetRows: [[String]] = [["scenario", "goal", "measured", "result"]]
        for outcome in outcomes {
            targetRows.append([outcome.scenario, outcome.goal, outcome.measured, outcome.passed ? "PASS" : "FAIL"])
        }
        printTable(targetRows, rightAligned: 2...2)
        let met = outcomes.filter(\.passed).count
        Swift.print("\nTargets met: \(met) of \(outcomes.count)")
    }

    private static func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
        guard let numerator, let denominator, denominator > 0 else { return "-" }
        return Format.ratio(numerator / denominator)
    }

    private static func printTable(_ rows: [[String]], rightAligned: some RangeExpression<Int>) {
        let columns = rows[0].count
        let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            Swift.print(cells.joined(separator: " | "))
            if index == 0 {
                Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
            }
        }
    }
}
