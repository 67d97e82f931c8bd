/// Combines the results of several repeats of the whole measurement into the worst one.
enum Repeats {
    /// One result per scenario: for each goal, its worst outcome across the repeats (see
    /// ``TargetOutcome/isWorse(than:)``); the times and spreads shown are those of the repeat
    /// whose first goal came out worst (the first repeat when the scenario has no goal).
    ///
    /// `passes[i]` holds the results of repeat `i`, in the same scenario order in every repeat.
    static func worst(of passes: [[ScenarioResult]]) -> [ScenarioResult] {
        guard var combined = passes.first else { return [] }
        for (index, first) in combined.enumerated() {
            let attempts = passes.compactMap { pass in index < pass.count ? pass[index] : nil }
                .filter { $0.name == first.name }
            var shown = first
            for attempt in attempts.dropFirst() {
                if let candidate = attempt.outcomes.first, let current = shown.outcomes.first,
                    candidate.isWorse(than: current)
                {
                    shown = attempt
                }
            }
            shown.outcomes = first.outcomes.indices.map { goal in
                attempts.compactMap { goal < $0.outcomes.count ? $0.outcomes[goal] : nil }
                    .reduce(first.outcomes[goal]) { worst, next in next.isWorse(than: worst) ? next : worst }
            }
            combined[index] = shown
        }
        return combined
    }
}
