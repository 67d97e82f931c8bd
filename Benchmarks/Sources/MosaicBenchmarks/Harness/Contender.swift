/// Which implementation a measurement belongs to.
enum Side: String, CaseIterable, Sendable {
    case mosaic
    case hand
    case swinject
    /// MosaicDI on one thread, as the reference of the contended scenario.
    case mosaicUncontended = "mosaic_uncontended"

    /// The column title in the printed table.
    var title: String {
        switch self {
        case .mosaic: "Mosaic"
        case .hand: "hand"
        case .swinject: "Swinject"
        case .mosaicUncontended: "Mosaic 1 thread"
        }
    }
}

/// One side of a scenario: how to run its operation a given number of times.
struct Contender {
    /// Runs the operation `count` times and returns how long that took.
    typealias TimedBatch = (_ count: Int) throws -> Duration

    let side: Side
    let timedBatch: TimedBatch
    /// What the allocation count runs (the operation `count` times, single-threaded); nil when
    /// allocations are not counted for this side.
    let allocationProbe: ((_ count: Int) throws -> Void)?

    /// A contender whose operation runs in a plain loop on the calling thread: `batch` runs it
    /// `count` times, and is both timed and used to count allocations.
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
