/// Measures scenarios: calibrates each side's batch size, warms it up, then times the sides in
/// turn (interleaved, so that drift in machine speed affects them alike) and takes medians.
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
        var nanoseconds: [Side: Double] = [:]
        for (index, contender) in contenders.enumerated() {
            nanoseconds[contender.side] = median(samples[index])
        }

        var allocations: [Side: Double] = [:]
        if scenario.countsAllocations, AllocationCounter.isAvailable {
            let operations = settings.allocationOperations
            for contender in contenders {
                guard let probe = contender.allocationProbe else { continue }
                let count = try AllocationCounter.count { try probe(operations) }
                allocations[contender.side] = Double(count) / Double(operations)
            }
        }

        let partial = ScenarioResult(
            name: scenario.name, summary: scenario.summary, unit: scenario.unit,
            nanoseconds: nanoseconds, allocations: allocations, outcomes: [])
        return ScenarioResult(
            name: scenario.name, summary: scenario.summary, unit: scenario.unit,
            nanoseconds: nanoseconds, allocations: allocations,
            outcomes: scenario.targets.compactMap { $0.evaluate(partial) }, extras: scenario.extras())
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

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
