import Foundation

/// A value behind a lock, for the slow paths of the container (creation, scopes, caches) and,
/// within the package, for Mosaic's activities, stores and providers. It runs on iOS 15 /
/// macOS 12, where `Synchronization.Mutex` is not available.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `lock`, so no two threads see it at once.
    @usableFromInline let lock = NSLock()
    // No run-time exclusivity check: `value` is only reached inside `lock`, which is not
    // recursive, so no two accesses to it can overlap (on one thread or two). The check cost a
    // store's read about a quarter of its time.
    @exclusivity(unchecked) @usableFromInline var value: Value

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

    /// Like ``withLock(_:)``, but when the lock is already taken, first calls `busy`, which may
    /// throw instead of waiting (a store refuses so a call made from inside its own locked
    /// section). Costs nothing more than ``withLock(_:)`` when the lock is free.
    @inlinable
    package func withLock<R, E: Error>(ifBusy busy: () throws(E) -> Void, _ body: (inout Value) throws(E) -> R) throws(E) -> R {
        if !lock.try() {
            try busy()
            lock.lock()
        }
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Hands a value across an isolation boundary that Swift cannot see is safe.
@usableFromInline
struct Transfer<Value>: @unchecked Sendable {
    // @unchecked: used only where the value stays in the isolation that made it (see call sites).
    @usableFromInline var value: Value

    @inlinable
    init(value: Value) {
        self.value = value
    }
}
