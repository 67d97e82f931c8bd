/// A speed or allocation goal, checked against the measurements of one scenario.
enum Target {
    /// How a ratio must compare with its bound.
    enum Bound {
        case atMost(Double)
        case atLeast(Double)
    }

    /// `time(numerator) / time(denominator)` must satisfy `bound`.
    case timeRatio(Side, over: Side, Bound)
    /// Mosaic must allocate no more per operation than the hand-written code, which allocates
    /// exactly the objects the operation creates.
    case noExtraAllocations

    /// The outcome against `result`, or nil when a needed number is missing.
    func evaluate(_ result: ScenarioResult) -> TargetOutcome? {
        switch self {
        case .timeRatio(let numerator, let denominator, let bound):
            guard let top = result.nanoseconds[numerator], let bottom = result.nanoseconds[denominator],
                bottom > 0
            else { return nil }
            let ratio = top / bottom
            let label = "\(numerator.title)/\(denominator.title)"
            switch bound {
            case .atMost(let limit):
                return TargetOutcome(
                    scenario: result.name, goal: "\(label) ≤ \(Format.ratio(limit))",
                    measured: Format.ratio(ratio), passed: ratio <= limit)
            case .atLeast(let limit):
                return TargetOutcome(
                    scenario: result.name, goal: "\(label) ≥ \(Format.ratio(limit))",
                    measured: Format.ratio(ratio), passed: ratio >= limit)
            }
        case .noExtraAllocations:
            guard let mosaic = result.allocations[.mosaic], let hand = result.allocations[.hand] else {
                return nil
            }
            return TargetOutcome(
                scenario: result.name, goal: "Mosaic allocs/op ≤ hand allocs/op",
                measured: "\(Format.count(mosaic)) vs \(Format.count(hand))",
                passed: mosaic <= hand)
        }
    }
}

/// A checked target, as printed and written to the JSON file.
struct TargetOutcome {
    let scenario: String
    let goal: String
    let measured: String
    let passed: Bool
}
