#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a lock, for the slow paths of the container (creation, scopes, caches) and,
/// within the package, for Mosaic's activities, stores and providers. The lock is a POSIX mutex,
/// as `Synchronization.Mutex` needs iOS 18 / macOS 15.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `mutex` is held, so no two threads see it at once.
    /// A mutex at a fixed address (a `pthread_mutex_t` must not move once initialized).
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // No run-time exclusivity check: `value` is only reached inside `lock`, which is not
    // recursive, so no two accesses to it can overlap (on one thread or two). The check cost a
    // store's read about a quarter of its time.
    @exclusivity(unchecked) @usableFromInline var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        // Fails only when the system is out of resources; there is no way on without a lock.
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Inlinable, so that a store's read path is specialized for its key and value types in the
    /// caller's module.
    @inlinable
    package func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Like ``withLock(_:)``, but when the lock is already taken, first calls `busy`, which may
    /// throw instead of waiting (a store refuses so a call made from inside its own locked
    /// section). Costs nothing more than ``withLock(_:)`` when the lock is free.
    @inlinable
    package func withLock<R, E: Error>(ifBusy busy: () throws(E) -> Void, _ body: (inout Value) throws(E) -> R) throws(E) -> R {
        if pthread_mutex_trylock(mutex) != 0 {
            try busy()
            pthread_mutex_lock(mutex)
        }
        defer { pthread_mutex_unlock(mutex) }
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
