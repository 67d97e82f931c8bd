import BenchmarkStatistics

/// A speed or allocation goal, checked against the measurements of one scenario.
enum Target {
    /// How a ratio must compare with its bound (judged on the unfavourable quartile of the
    /// per-round ratios: the 75th percentile for `atMost`, the 25th for `atLeast`).
    typealias Bound = RatioBound

    /// `time(numerator) / time(denominator)`, taken round by round, must satisfy `bound`.
    case timeRatio(Side, over: Side, Bound)
    /// Mosaic must allocate no more per operation than the hand-written code, which allocates
    /// exactly the objects the operation creates.
    case noExtraAllocations
    /// Mosaic must allocate at most this many times per operation (for scenarios whose
    /// hand-written side cannot do the same bookkeeping, such as a module tree).
    case allocationsAtMost(Double)
    /// The figure `name` of the scenario's extras must be at most the figure `limit`
    /// (`peak_live_modules` ≤ `live_module_limit`), described to readers as `label`.
    case figure(_ name: String, atMost: String, label: String)

    /// The outcome against `result`, or nil when a needed number is missing.
    func evaluate(_ result: ScenarioResult) -> TargetOutcome? {
        switch self {
        case .timeRatio(let numerator, let denominator, let bound):
            guard let spread = result.ratioSpread(numerator, over: denominator) else { return nil }
            let label = "\(numerator.title)/\(denominator.title)"
            let comparison: String
            switch bound {
            case .atMost: comparison = "≤"
            case .atLeast: comparison = "≥"
            }
            return TargetOutcome(
                scenario: result.name,
                goal: "\(label) \(comparison) \(Format.ratio(bound.limit)) (\(bound.judgedPercentile) of rounds)",
                measured: Format.ratio(bound.judgedValue(of: spread)), passed: bound.isMet(by: spread),
                ratio: .init(spread: spread, bound: bound))
        case .noExtraAllocations:
            guard let mosaic = result.allocations[.mosaic], let hand = result.allocations[.hand] else {
                return nil
            }
            return TargetOutcome(
                scenario: result.name, goal: "Mosaic allocs/op ≤ hand allocs/op",
                measured: "\(Format.count(mosaic)) vs \(Format.count(hand))",
                passed: mosaic <= hand, shortfall: mosaic - hand)
        case .allocationsAtMost(let limit):
            guard let mosaic = result.allocations[.mosaic] else { return nil }
            return TargetOutcome(
                scenario: result.name, goal: "Mosaic allocs/op ≤ \(Format.count(limit))",
                measured: Format.count(mosaic) + (result.allocations[.hand].map { " (hand \(Format.count($0)))" } ?? ""),
                passed: mosaic <= limit, shortfall: mosaic - limit)
        case .figure(let name, let limitName, let label):
            guard let value = result.extra(name), let limit = result.extra(limitName) else { return nil }
            return TargetOutcome(
                scenario: result.name, goal: label,
                measured: "\(Format.count(Format.rounded(value, 2))) vs \(Format.count(Format.rounded(limit, 2)))",
                passed: value <= limit, shortfall: value - limit)
        }
    }
}

/// A checked target, as printed and written to the JSON file.
struct TargetOutcome {
    /// A time-ratio goal's measurement: the spread of the per-round ratios and the bound it
    /// was judged against.
    struct Ratio {
        let spread: Spread
        let bound: RatioBound
    }

    let scenario: String
    let goal: String
    /// The judged figure (for a ratio, its unfavourable quartile).
    let measured: String
    let passed: Bool
    /// For a time-ratio goal, the spread behind `measured`.
    var ratio: Ratio?
    /// For other goals, how far the measurement is on the failing side (larger is worse).
    var shortfall: Double = 0

    /// Whether `self` is a worse measurement of the same goal than `other`: failing before
    /// passing, then furthest on the failing side of its bound.
    func isWorse(than other: TargetOutcome) -> Bool {
        if passed != other.passed { return !passed }
        if let mine = ratio, let theirs = other.ratio {
            return mine.bound.isWorse(mine.spread, than: theirs.spread)
        }
        return shortfall > other.shortfall
    }
}
