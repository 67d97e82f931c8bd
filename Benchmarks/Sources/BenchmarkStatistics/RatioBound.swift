/// A goal for a ratio, judged on the unfavourable end of its spread across rounds: a run passes
/// only when at least three rounds in four meet the goal, not when its median happens to.
///
/// ```swift
/// let goal = RatioBound.atMost(1.5)
/// let spread = Spread([1.30, 1.40, 1.45, 1.60, 1.70])!
/// goal.judgedValue(of: spread)  // 1.60, the 75th percentile
/// goal.isMet(by: spread)        // false, although the median (1.45) is under 1.5
/// ```
public enum RatioBound: Equatable, Sendable {
    /// The ratio must be at most this; judged on the 75th percentile of the rounds.
    case atMost(Double)
    /// The ratio must be at least this; judged on the 25th percentile of the rounds.
    case atLeast(Double)

    /// The limit itself.
    public var limit: Double {
        switch self {
        case .atMost(let limit), .atLeast(let limit): limit
        }
    }

    /// The name of the percentile that is judged: `p75` for ``atMost(_:)``, `p25` for
    /// ``atLeast(_:)``.
    public var judgedPercentile: String {
        switch self {
        case .atMost: "p75"
        case .atLeast: "p25"
        }
    }

    /// The value of `spread` that is compared with the limit.
    public func judgedValue(of spread: Spread) -> Double {
        switch self {
        case .atMost: spread.p75
        case .atLeast: spread.p25
        }
    }

    /// Whether the judged value of `spread` meets the limit.
    public func isMet(by spread: Spread) -> Bool {
        switch self {
        case .atMost(let limit): spread.p75 <= limit
        case .atLeast(let limit): spread.p25 >= limit
        }
    }

    /// Whether `spread` is strictly further on the failing side than `other`: a higher 75th
    /// percentile for ``atMost(_:)``, a lower 25th percentile for ``atLeast(_:)``.
    public func isWorse(_ spread: Spread, than other: Spread) -> Bool {
        switch self {
        case .atMost: spread.p75 > other.p75
        case .atLeast: spread.p25 < other.p25
        }
    }

    /// Of several measurements of the same ratio (say, one per repeat of the whole run), the
    /// one whose judged value is furthest on the failing side; nil when there are none.
    public func worst(of spreads: [Spread]) -> Spread? {
        spreads.reduce(nil) { worst, next in
            guard let worst else { return next }
            return isWorse(next, than: worst) ? next : worst
        }
    }
}
