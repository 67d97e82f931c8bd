import BenchmarkStatistics
import Testing

@Suite("The pass rule of ratio goals")
struct RatioBoundTests {
    @Test func anUpperBoundIsJudgedOnTheSeventyFifthPercentile() throws {
        // The median (1.45) meets ≤ 1.5, but two rounds in five do not: a lucky median fails.
        let spread = try #require(Spread([1.30, 1.40, 1.45, 1.60, 1.70]))
        let goal = RatioBound.atMost(1.5)
        #expect(goal.judgedPercentile == "p75")
        #expect(goal.judgedValue(of: spread) == 1.60)
        #expect(!goal.isMet(by: spread))
    }

    @Test func anUpperBoundPassesWhenThreeRoundsInFourMeetIt() throws {
        // One wild round (a context switch) moves the maximum only.
        let spread = try #require(Spread([1.30, 1.35, 1.40, 1.45, 3.00]))
        #expect(RatioBound.atMost(1.5).isMet(by: spread))
        #expect(RatioBound.atMost(1.45).isMet(by: spread))
        #expect(!RatioBound.atMost(1.44).isMet(by: spread))
    }

    @Test func aLowerBoundIsJudgedOnTheTwentyFifthPercentile() throws {
        let spread = try #require(Spread([1.8, 1.9, 2.1, 2.2, 2.3]))
        let goal = RatioBound.atLeast(2)
        #expect(goal.judgedPercentile == "p25")
        #expect(goal.judgedValue(of: spread) == 1.9)
        #expect(!goal.isMet(by: spread))
        #expect(RatioBound.atLeast(1.9).isMet(by: spread))
    }

    @Test func theWorstRepeatIsTheOneFurthestOnTheFailingSide() throws {
        let good = try #require(Spread([1.1, 1.2, 1.3]))
        let bad = try #require(Spread([0.8, 1.4, 1.9]))
        #expect(RatioBound.atMost(1.5).worst(of: [good, bad]) == bad)
        #expect(RatioBound.atMost(1.5).worst(of: [bad, good]) == bad)
        // For a lower bound, a low 25th percentile is worse.
        #expect(RatioBound.atLeast(1).worst(of: [good, bad]) == bad)
        #expect(RatioBound.atMost(1).worst(of: []) == nil)
    }

    @Test func worseMeansStrictlyFurtherOnTheFailingSide() throws {
        let low = try #require(Spread([1.0, 1.1, 1.2, 1.3, 1.4]))
        let high = try #require(Spread([1.0, 1.5, 1.6, 1.7, 1.8]))
        #expect(RatioBound.atMost(1.5).isWorse(high, than: low))
        #expect(!RatioBound.atMost(1.5).isWorse(low, than: high))
        #expect(RatioBound.atLeast(1.5).isWorse(low, than: high))
        #expect(!RatioBound.atLeast(1.5).isWorse(high, than: low))
        // A tie is not worse, so the first of equal repeats is kept.
        #expect(!RatioBound.atMost(1.5).isWorse(low, than: low))
    }

    @Test func theLimitIsReadBack() {
        #expect(RatioBound.atMost(2.5).limit == 2.5)
        #expect(RatioBound.atLeast(0.5).limit == 0.5)
    }
}
