/// Measures scenarios: calibrates each side's batch size, warms it up, then times the sides in
/// turn, round after round (interleaved, so that drift in machine speed affects them alike), and
/// keeps every round so that ratios can be taken round by round. Allocations and instructions
/// are counted by child processes afterwards (see ``AllocationCounter`` and
/// ``InstructionCounter``), so nothing but the operations runs in this process's timed rounds.
struct Runner {
    let settings: Settings

    func run(_ scenario: any ScenarioDefinition.Type) throws -> ScenarioResult {
        let contenders = try scenario.makeContenders()

        // Calibration runs the operation many times, which doubles as the warm-up; one more
        // batch of the final size follows.
        var counts: [Int] = []
        for contender in contenders {
            let count = try calibratedCount(contender)
            _ = try contender.timedBatch(count)
            counts.append(count)
        }

        var samples = Array(repeating: [Double](), count: contenders.count)
        for _ in 0..<settings.repetitions {
            for (index, contender) in contenders.enumerated() {
                let elapsed = try contender.timedBatch(counts[index])
                samples[index].append(elapsed.nanoseconds / Double(counts[index]))
            }
        }
        var rounds: [Side: [Double]] = [:]
        for (index, contender) in contenders.enumerated() {
            rounds[contender.side] = samples[index]
        }

        var result = ScenarioResult(
            name: scenario.name, summary: scenario.summary, unit: scenario.unit,
            rounds: rounds, allocations: [:], outcomes: [], extras: scenario.extras())
        result.outcomes = scenario.targets.compactMap { $0.evaluate(result) }
        return result
    }

    /// The number of operations that makes one batch last about `settings.batchDuration`,
    /// found by growing the batch until it takes a measurable share of that.
    private func calibratedCount(_ contender: Contender) throws -> Int {
        let target = settings.batchDuration.nanoseconds
        var count = 1
        while true {
            let elapsed = max(try contender.timedBatch(count).nanoseconds, 1)
            if elapsed >= target / 2 || count >= 1 << 32 {
                return max(1, Int((Double(count) * target / elapsed).rounded()))
            }
            if elapsed < target / 100 {
                count *= 10
            } else {
                count = max(count + 1, Int(Double(count) * target / elapsed))
            }
        }
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
