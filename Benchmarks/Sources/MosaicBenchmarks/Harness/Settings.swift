/// How long and how often each scenario is measured.
struct Settings {
    /// Rounds per scenario, each timing one batch of every side (the reported time is their
    /// median; ratios are judged on their quartiles); at least 5.
    let repetitions: Int
    /// How long one timed batch should take; the number of operations per batch is calibrated
    /// to it.
    let batchDuration: Duration
    /// Operations run while counting allocations.
    let allocationOperations: Int

    /// The full run: about half a minute on two cores.
    static let full = Settings(repetitions: 11, batchDuration: .milliseconds(50), allocationOperations: 1_000)
    /// A smoke run for CI: a few seconds, noisy numbers.
    static let quick = Settings(repetitions: 5, batchDuration: .milliseconds(2), allocationOperations: 100)
}
