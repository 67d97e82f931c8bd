/// Ratios of two sides measured in the same rounds, round by round: each round times one side
/// right after the other, so a slow moment of the machine affects both sides of a ratio alike.
public enum PairedRatios {
    /// `numerators[i] / denominators[i]` for every round `i`.
    ///
    /// ```swift
    /// try PairedRatios.of(numerators: [30, 44], denominators: [20, 22])  // [1.5, 2.0]
    /// ```
    ///
    /// - Throws: ``PairedRatiosError`` when there are no rounds, the sides have different numbers
    ///   of rounds, or a denominator is not a positive number.
    public static func of(numerators: [Double], denominators: [Double]) throws(PairedRatiosError) -> [Double] {
        guard numerators.count == denominators.count else {
            throw .roundCountMismatch(numerators: numerators.count, denominators: denominators.count)
        }
        guard !numerators.isEmpty else { throw .noRounds }
        var ratios: [Double] = []
        ratios.reserveCapacity(numerators.count)
        for (round, (numerator, denominator)) in zip(numerators, denominators).enumerated() {
            guard denominator > 0, denominator.isFinite else {
                throw .nonPositiveDenominator(round: round, value: denominator)
            }
            ratios.append(numerator / denominator)
        }
        return ratios
    }
}

/// Why per-round ratios could not be formed.
public enum PairedRatiosError: Error, Equatable, CustomStringConvertible {
    /// The two sides were measured in different numbers of rounds.
    case roundCountMismatch(numerators: Int, denominators: Int)
    /// Neither side has any round.
    case noRounds
    /// The denominator of round `round` (counting from 0) is zero, negative or not finite.
    case nonPositiveDenominator(round: Int, value: Double)

    public var description: String {
        switch self {
        case .roundCountMismatch(let numerators, let denominators):
            "paired ratios: the numerator side has \(numerators) rounds but the denominator side has \(denominators)"
        case .noRounds:
            "paired ratios: no rounds were measured"
        case .nonPositiveDenominator(let round, let value):
            "paired ratios: round \(round) has a denominator of \(value), which is not a positive number"
        }
    }
}
