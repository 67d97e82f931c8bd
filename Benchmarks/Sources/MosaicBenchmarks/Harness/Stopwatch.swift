/// Times single runs of a piece of work outside the timed rounds (for figures such as the cost
/// per registration at several sizes).
enum Stopwatch {
    /// The median nanoseconds of `trials` runs of `body`, after one untimed run (which makes
    /// the type metadata and other one-time caches, so that they are not counted).
    static func median(trials: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<max(1, trials) {
            let start = clock.now
            try body()
            times.append((clock.now - start).nanoseconds)
        }
        times.sort()
        return times[times.count / 2]
    }
}
