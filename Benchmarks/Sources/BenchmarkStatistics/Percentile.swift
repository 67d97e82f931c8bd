/// Percentiles of a list of measurements.
public enum Percentile {
    /// The `fraction` percentile of `values` (0 is the smallest, 0.5 the median, 1 the largest),
    /// interpolating linearly between the two closest ranks; nil when `values` is empty or
    /// `fraction` lies outside 0...1.
    ///
    /// ```swift
    /// Percentile.of([4, 1, 3, 2], 0.75)  // 3.25: three quarters of the way from 1 to 4
    /// ```
    public static func of(_ values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty, fraction >= 0, fraction <= 1 else { return nil }
        let sorted = values.sorted()
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
    }
}
