import BenchmarkNative

/// Measures how many heap bytes an object keeps alive, from the C library's own count of the
/// bytes in use (glibc 2.33 or later).
enum HeapBytes {
    /// Whether this build can read the bytes in use.
    static var isAvailable: Bool { mosaic_heap_bytes_available() }

    /// The bytes in use after `make` returned, minus those before it ran, while its result is
    /// still alive; the smallest of `trials` tries, so that a buffer some other part of the
    /// process grew meanwhile does not count. Nil when the count cannot be read.
    static func keptAlive(by make: () throws -> AnyObject, trials: Int = 3) rethrows -> Int? {
        guard isAvailable else { return nil }
        var smallest = Int.max
        for _ in 0..<trials {
            let before = mosaic_heap_bytes_in_use()
            let object = try make()
            let after = mosaic_heap_bytes_in_use()
            withExtendedLifetime(object) { smallest = min(smallest, Int(after - before)) }
        }
        return smallest
    }
}
