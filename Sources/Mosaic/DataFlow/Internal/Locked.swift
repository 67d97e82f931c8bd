import Foundation

/// A value behind a lock, for the stores, the provider's shared fetches and the change hub. It
/// runs on iOS 15 / macOS 12, where `Synchronization.Mutex` is not available.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `lock`, so no two threads see it at once.
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Inlinable, so that a store's read path is specialized for its key and value types in the
    /// caller's module.
    @inlinable
    package func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
