import Foundation

/// A value behind a lock. It runs on iOS 15 / macOS 12, where `Synchronization.Mutex` is not
/// available.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `lock`, so no two threads see it at once.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
