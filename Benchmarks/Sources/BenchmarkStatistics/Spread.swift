/// How a measurement varied across rounds: its extremes, quartiles and median.
///
/// ```swift
/// let spread = Spread([1.4, 1.5, 1.6, 1.7, 2.9])
/// spread?.median  // 1.6
/// spread?.p75     // 1.7: one wild round moves the maximum, not the upper quartile
/// ```
public struct Spread: Equatable, Sendable {
    /// The smallest value.
    public let min: Double
    /// The 25th percentile.
    public let p25: Double
    /// The 50th percentile.
    public let median: Double
    /// The 75th percentile.
    public let p75: Double
    /// The largest value.
    public let max: Double
    /// How many values the spread was taken from.
    public let count: Int

    /// The spread of `values`, or nil when there are none.
    public init?(_ values: [Double]) {
        guard let min = Percentile.of(values, 0), let p25 = Percentile.of(values, 0.25),
            let median = Percentile.of(values, 0.5), let p75 = Percentile.of(values, 0.75),
            let max = Percentile.of(values, 1)
        else { return nil }
        self.min = min
        self.p25 = p25
        self.median = median
        self.p75 = p75
        self.max = max
        count = values.count
    }
}
