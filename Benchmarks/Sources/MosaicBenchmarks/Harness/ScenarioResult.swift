/// What one scenario measured: the median time per operation of each side and, when counted,
/// heap allocations per operation.
struct ScenarioResult {
    let name: String
    let summary: String
    let unit: TimeUnit
    /// Median nanoseconds per operation (per thread, for the contended scenario), by side.
    let nanoseconds: [Side: Double]
    /// Allocation calls per operation, by side (empty when not counted).
    let allocations: [Side: Double]
    /// The scenario's goals, checked.
    let outcomes: [TargetOutcome]
    /// Other figures the scenario measured (`peak_live_modules`, ...), as JSON keys and values.
    var extras: [(String, Double)] = []

    /// The time of `side` in the scenario's own unit.
    func time(_ side: Side) -> Double? {
        nanoseconds[side].map { $0 / unit.nanoseconds }
    }
}
