/// The unit a scenario reports its times in (per operation).
enum TimeUnit: String {
    case nanoseconds = "ns"
    case microseconds = "us"

    /// How many nanoseconds one of this unit is.
    var nanoseconds: Double {
        switch self {
        case .nanoseconds: 1
        case .microseconds: 1_000
        }
    }
}

/// One benchmark scenario: what it measures, the goals set for it, and how each side
/// (MosaicDI, hand-written code, Swinject) performs its operation.
///
/// `makeContenders()` does all the setup (registration, building, first resolves of
/// singletons); only the contenders' batches are timed.
protocol ScenarioDefinition {
    /// The name used in the table and in `results.json`.
    static var name: String { get }
    /// One line saying what one operation is.
    static var summary: String { get }
    static var unit: TimeUnit { get }
    /// Whether allocations per operation are counted (and the no-extra-allocation goal applies).
    static var countsAllocations: Bool { get }
    static var targets: [Target] { get }
    static func makeContenders() throws -> [Contender]
    /// Figures the scenario measures besides time (read after its runs), as `(json_key, value)`.
    static func extras() -> [(String, Double)]
}

extension ScenarioDefinition {
    static var unit: TimeUnit { .nanoseconds }
    static var countsAllocations: Bool { true }
    static var targets: [Target] { [.noExtraAllocations] }
    static func extras() -> [(String, Double)] { [] }
}
