/// Which implementation a measurement belongs to.
enum Side: String, CaseIterable, Sendable {
    case mosaic
    case hand
    case swinject
    /// MosaicDI on one thread, as the reference of the contended scenario.
    case mosaicUncontended = "mosaic_uncontended"
    /// Hand-written code that returns the shared instance from a function, as a strong
    /// reference (what any `resolve` has to do): the refcounting floor of the contended scenario.
    case handReturning = "hand_returning"
    /// ``handReturning`` on one thread.
    case handReturningUncontended = "hand_returning_uncontended"

    /// The title in the printed tables.
    var title: String {
        switch self {
        case .mosaic: "Mosaic"
        case .hand: "hand"
        case .swinject: "Swinject"
        case .mosaicUncontended: "Mosaic 1 thread"
        case .handReturning: "hand getter"
        case .handReturningUncontended: "hand getter 1 thread"
        }
    }

    /// Whether the side has a column of its own in the table (the others are listed below it).
    var hasColumn: Bool {
        switch self {
        case .mosaic, .hand, .swinject: true
        case .mosaicUncontended, .handReturning, .handReturningUncontended: false
        }
    }
}

/// One side of a scenario: how to run its operation a given number of times.
struct Contender {
    /// Runs the operation `count` times and returns how long that took.
    typealias TimedBatch = (_ count: Int) throws -> Duration

    let side: Side
    let timedBatch: TimedBatch
    /// The operation `count` times, single-threaded: what the allocation-counting and the
    /// instruction-counting child processes run (never timed); nil when neither counts this side.
    let allocationProbe: ((_ count: Int) throws -> Void)?

    /// A contender whose operation runs in a plain loop on the calling thread: `batch` runs it
    /// `count` times, and is both timed and used to count allocations and instructions.
    init(_ side: Side, batch: @escaping (_ count: Int) throws -> Void) {
        self.side = side
        timedBatch = { count in
            let clock = ContinuousClock()
            let start = clock.now
            try batch(count)
            return clock.now - start
        }
        allocationProbe = batch
    }

    /// A contender that times itself (for example across several threads); `allocationProbe`
    /// is a single-threaded loop of the same operation, if allocations should be counted.
    init(
        _ side: Side, timedBatch: @escaping TimedBatch,
        allocationProbe: ((_ count: Int) throws -> Void)? = nil
    ) {
        self.side = side
        self.timedBatch = timedBatch
        self.allocationProbe = allocationProbe
    }
}
