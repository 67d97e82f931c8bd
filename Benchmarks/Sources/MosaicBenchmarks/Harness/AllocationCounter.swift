import BenchmarkNative

/// Counts heap allocation calls (malloc and friends) made by a piece of code, through the
/// replacement allocator in `BenchmarkNative` (glibc only).
enum AllocationCounter {
    /// Whether this build can count allocations at all.
    static var isAvailable: Bool { mosaic_alloc_counting_available() }

    /// The number of allocation calls made while `body` runs, on any thread.
    static func count(_ body: () throws -> Void) rethrows -> Int {
        mosaic_alloc_counting_start()
        defer { _ = mosaic_alloc_counting_stop() }
        try body()
        return Int(mosaic_alloc_counting_stop())
    }
}
