/// Prints the results as plain-text tables: the measurements, what each scenario measures, and
/// the project's targets with PASS/FAIL. Ratios are taken round by round (each round times
/// every side back to back); the table shows their median and interquartile range.
enum TableReport {
    static func print(
        _ results: [ScenarioResult], settings: Settings, quick: Bool, repeats: Int, otherLoad: Double?,
        allocationsCounted: Bool
    ) {
        let mode = quick ? "quick (smoke run, noisy)" : "full"
        let repeated = repeats > 1 ? "; worst of \(repeats) repeats of the whole run" : ""
        Swift.print(
            "\nMosaicDI vs hand-written vs Swinject 2.10.0 — \(mode): median of \(settings.repetitions) "
                + "rounds of ~\(Int(settings.batchDuration.nanoseconds / 1e6)) ms batches after warm-up, "
                + "time per operation\(repeated)\n")

        var rows: [[String]] = [[
            "scenario", "unit", "Mosaic", "hand", "Swinject", "Mosaic/hand", "Mosaic/hand p25–p75", "Swinject/Mosaic",
            "allocs Mosaic", "allocs hand", "allocs Swinject",
        ]]
        for result in results {
            let mosaic = result.time(.mosaic)
            let hand = result.time(.hand)
            let swinject = result.time(.swinject)
            rows.append([
                result.name, result.unit.rawValue,
                mosaic.map(Format.time) ?? "-", hand.map(Format.time) ?? "-", swinject.map(Format.time) ?? "-",
                result.ratioSpread(.mosaic, over: .hand).map { Format.ratio($0.median) } ?? "-",
                result.ratioSpread(.mosaic, over: .hand).map { "\(Format.ratio($0.p25))–\(Format.ratio($0.p75))" } ?? "-",
                result.ratioSpread(.swinject, over: .mosaic).map { Format.ratio($0.median) } ?? "-",
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
        if !allocationsCounted {
            Swift.print("\nallocations: not counted (the counter needs glibc and its library; see above)")
        }

        let counted = results.filter { !$0.instructions.isEmpty }
        if !counted.isEmpty {
            Swift.print("\nInstructions per operation (callgrind, a fixed number of warm operations; loop and black hole included):\n")
            var instructionRows: [[String]] = [["scenario", "Mosaic", "hand", "Swinject", "Mosaic/hand", "Swinject/Mosaic"]]
            for result in counted {
                instructionRows.append([
                    result.name,
                    result.instructions[.mosaic].map { Format.fixed($0, 0) } ?? "-",
                    result.instructions[.hand].map { Format.fixed($0, 0) } ?? "-",
                    result.instructions[.swinject].map { Format.fixed($0, 0) } ?? "-",
                    result.instructionRatio(.mosaic, over: .hand).map(Format.ratio) ?? "-",
                    result.instructionRatio(.swinject, over: .mosaic).map(Format.ratio) ?? "-",
                ])
            }
            printTable(instructionRows, rightAligned: 1...)
        }

        Swift.print("\nScenarios (one operation):")
        for result in results {
            Swift.print("  \(result.name): \(result.summary)")
        }

        let outcomes = results.flatMap(\.outcomes)
        Swift.print("\nTargets:\n")
        var targetRows: [[String]] = [["scenario", "goal", "measured", "rounds: min p25 median p75 max", "result"]]
        for outcome in outcomes {
            let spread = outcome.ratio.map { ratio in
                [ratio.spread.min, ratio.spread.p25, ratio.spread.median, ratio.spread.p75, ratio.spread.max]
                    .map(Format.ratio).joined(separator: " ")
            }
            targetRows.append([
                outcome.scenario, outcome.goal, outcome.measured, spread ?? "", outcome.passed ? "PASS" : "FAIL",
            ])
        }
        printTable(targetRows, rightAligned: 2...3)
        Swift.print(
            "\nA ratio goal passes only when its unfavourable quartile of the per-round ratios meets it "
                + "(p75 for ≤, p25 for ≥), so one lucky median cannot pass"
                + (repeats > 1 ? "; each goal shows its worst of \(repeats) repeats." : "."))
        let met = outcomes.filter(\.passed).count
        Swift.print("\nTargets met: \(met) of \(outcomes.count)")
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
