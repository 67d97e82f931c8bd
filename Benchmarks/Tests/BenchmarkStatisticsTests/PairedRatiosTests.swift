import BenchmarkStatistics
import Testing

@Suite("Paired per-round ratios")
struct PairedRatiosTests {
    @Test func dividesRoundByRound() throws {
        #expect(try PairedRatios.of(numerators: [30, 44], denominators: [20, 22]) == [1.5, 2.0])
    }

    @Test func pairingRemovesADriftThatAffectsBothSides() throws {
        // The machine slows down round after round; each round's ratio is still exactly 2,
        // whereas the ratio of the two medians would depend on which rounds were slow.
        let hand: [Double] = [10, 20, 30, 40, 50]
        let mosaic = hand.map { $0 * 2 }
        let ratios = try PairedRatios.of(numerators: mosaic, denominators: hand)
        #expect(ratios == [2, 2, 2, 2, 2])
    }

    @Test func differentRoundCountsAreAnErrorNamingBothCounts() {
        #expect(throws: PairedRatiosError.roundCountMismatch(numerators: 3, denominators: 2)) {
            try PairedRatios.of(numerators: [1, 2, 3], denominators: [1, 2])
        }
        let error = PairedRatiosError.roundCountMismatch(numerators: 3, denominators: 2)
        #expect(error.description.contains("3 rounds") && error.description.contains("has 2"))
    }

    @Test func noRoundsIsAnError() {
        #expect(throws: PairedRatiosError.noRounds) {
            try PairedRatios.of(numerators: [], denominators: [])
        }
    }

    @Test func aZeroOrNegativeDenominatorIsAnErrorNamingTheRound() {
        #expect(throws: PairedRatiosError.nonPositiveDenominator(round: 1, value: 0)) {
            try PairedRatios.of(numerators: [1, 2, 3], denominators: [1, 0, 3])
        }
        #expect(throws: PairedRatiosError.nonPositiveDenominator(round: 2, value: -1)) {
            try PairedRatios.of(numerators: [1, 2, 3], denominators: [1, 1, -1])
        }
        #expect(PairedRatiosError.nonPositiveDenominator(round: 1, value: 0).description.contains("round 1"))
    }
}
