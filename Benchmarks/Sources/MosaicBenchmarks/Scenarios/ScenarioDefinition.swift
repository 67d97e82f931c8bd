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
    /// Operations per side in the instruction count under callgrind (a tenth with `--quick`):
    /// enough that the loop around them does not matter, few enough for valgrind's slowness.
    static var instructionOperations: Int { get }
    static var targets: [Target] { get }
    static func makeContenders() throws -> [Contender]
    /// Figures the scenario measures besides time (read after its runs), as `(json_key, value)`.
    static func extras() -> [(String, Double)]
    /// Objects whose heap the allocation-counting child measures (blocks and usable bytes kept
    /// alive, the first time and again), reported as extras per registration.
    static func heapProbes() -> [HeapProbe]
}

/// An object whose heap the allocation-counting child measures: `key` names the figures
/// (`<key>_blocks_per_registration`, ...), `registrations` divides them.
struct HeapProbe {
    let key: String
    let registrations: Int
    let make: () throws -> AnyObject
}

extension ScenarioDefinition {
    static var unit: TimeUnit { .nanoseconds }
    static var countsAllocations: Bool { true }
    static var instructionOperations: Int { unit == .microseconds ? 10 : 1_000 }
    static var targets: [Target] { [.noExtraAllocations] }
    static func extras() -> [(String, Double)] { [] }
    static func heapProbes() -> [HeapProbe] { [] }
}
