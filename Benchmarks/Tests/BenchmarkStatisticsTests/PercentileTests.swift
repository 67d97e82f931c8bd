import BenchmarkStatistics
import Testing

@Suite("Percentiles and spreads")
struct PercentileTests {
    @Test func interpolatesBetweenTheClosestRanks() {
        #expect(Percentile.of([4, 1, 3, 2], 0.75) == 3.25)
        #expect(Percentile.of([4, 1, 3, 2], 0.5) == 2.5)
        #expect(Percentile.of([4, 1, 3, 2], 0) == 1)
        #expect(Percentile.of([4, 1, 3, 2], 1) == 4)
    }

    @Test func anOddCountHitsRanksExactly() {
        // Five rounds, as a quick run has: the quartiles are the 2nd and 4th smallest.
        let values: [Double] = [5, 1, 4, 2, 3]
        #expect(Percentile.of(values, 0.25) == 2)
        #expect(Percentile.of(values, 0.5) == 3)
        #expect(Percentile.of(values, 0.75) == 4)
        // Eleven rounds, as a full run has: each quartile lies halfway between two ranks.
        let eleven = (1...11).reversed().map(Double.init)
        #expect(Percentile.of(eleven, 0.25) == 3.5)
        #expect(Percentile.of(eleven, 0.75) == 8.5)
    }

    @Test func oneValueIsEveryPercentile() {
        #expect(Percentile.of([7], 0) == 7)
        #expect(Percentile.of([7], 0.75) == 7)
    }

    @Test func noValuesOrAFractionOutOfRangeGiveNil() {
        #expect(Percentile.of([], 0.5) == nil)
        #expect(Percentile.of([1, 2], -0.1) == nil)
        #expect(Percentile.of([1, 2], 1.1) == nil)
        #expect(Percentile.of([1, 2], .nan) == nil)
    }

    @Test func aSpreadHoldsExtremesQuartilesAndMedian() throws {
        let spread = try #require(Spread([1.7, 1.4, 2.9, 1.6, 1.5]))
        #expect(spread.min == 1.4)
        #expect(spread.p25 == 1.5)
        #expect(spread.median == 1.6)
        #expect(spread.p75 == 1.7)
        #expect(spread.max == 2.9)
        #expect(spread.count == 5)
        #expect(Spread([]) == nil)
    }

    @Test func percentilesNeverLeaveTheRangeAndGrowWithTheFraction() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                Double.random(in: 0.1...10, using: &generator)
            }
            var previous = -Double.infinity
            for step in 0...20 {
                let value = Percentile.of(values, Double(step) / 20)
                #expect(value != nil)
                guard let value else { continue }
                #expect(value >= values.min()! && value <= values.max()!)
                #expect(value >= previous)
                previous = value
            }
        }
    }
}
