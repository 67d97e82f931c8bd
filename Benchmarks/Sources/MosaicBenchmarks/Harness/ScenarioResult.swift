import BenchmarkStatistics

/// What one scenario measured: the time per operation of each side in every round and, when
/// counted, heap allocations per operation.
struct ScenarioResult {
    let name: String
    let summary: String
    let unit: TimeUnit
    /// Nanoseconds per operation (per thread, for the contended scenario) of each round, by
    /// side. Round `i` of every side was measured in the same pass, one side right after the
    /// other, so that ratios can be taken round by round.
    let rounds: [Side: [Double]]
    /// Allocation calls per operation, by side (empty when not counted), from the
    /// allocation-counting child process.
    var allocations: [Side: Double]
    /// Instructions per operation, by side (empty unless counted with `--instructions`), from
    /// the callgrind child process.
    var instructions: [Side: Double] = [:]
    /// The scenario's goals, checked.
    var outcomes: [TargetOutcome]
    /// Other figures the scenario measured (`peak_live_modules`, ...), as JSON keys and values.
    var extras: [(String, Double)] = []

    /// The extra figure named `name`, if the scenario measured it.
    func extra(_ name: String) -> Double? {
        extras.first { $0.0 == name }?.1
    }

    /// Median nanoseconds per operation, by side.
    var nanoseconds: [Side: Double] {
        rounds.compactMapValues { Percentile.of($0, 0.5) }
    }

    /// The median time of `side` in the scenario's own unit.
    func time(_ side: Side) -> Double? {
        nanoseconds[side].map { $0 / unit.nanoseconds }
    }

    /// `numerator`'s instructions per operation over `denominator`'s, if both were counted.
    func instructionRatio(_ numerator: Side, over denominator: Side) -> Double? {
        guard let top = instructions[numerator], let bottom = instructions[denominator], bottom > 0 else { return nil }
        return top / bottom
    }

    /// The spread of `numerator`'s time over `denominator`'s, taken round by round; nil when
    /// either side was not measured.
    func ratioSpread(_ numerator: Side, over denominator: Side) -> Spread? {
        guard let top = rounds[numerator], let bottom = rounds[denominator],
            let ratios = try? PairedRatios.of(numerators: top, denominators: bottom)
        else { return nil }
        return Spread(ratios)
    }
}
