import Atomics
import Foundation
import MosaicDI

/// Refuses, with a typed error, a store operation called from inside the change given to that
/// store's `update`: the change runs while the store is held (its lock, or its database's write
/// transaction), so the operation would wait forever for itself.
///
/// The store marks the thread that runs a change; at most one change runs at a time, since the
/// store is held meanwhile. A store behind a lock asks only when it finds the lock taken
/// (``refuseInsideChange(store:step:key:)``); a store that cannot try its lock first asks before
/// each operation (``check(store:step:key:)``, one relaxed atomic load while no change runs).
/// Either compares the mark with the calling thread. A thread always sees its own latest write,
/// so the thread running the change sees its mark, and any other thread sees either nothing or
/// another thread's mark, and waits for the store as usual. A change that hands the store to
/// another thread and waits for it is not detected.
@usableFromInline
package final class UpdateGuard: Sendable {
    /// The thread running a change, or 0.
    @usableFromInline let runningThread = ManagedAtomic<UInt>(0)
    /// The key and store of the running update, for the error.
    private let runningUpdate = Locked<(key: any Sendable, store: String)>(("", ""))
    /// What the store holds while a change runs ("the store", "the database").
    private let held: String

    package init(holding held: String) {
        self.held = held
    }

    /// Throws when called from inside a change of this store's `update`.
    @inlinable
    package func check(store: String, step: String, key: @autoclosure () -> String?) throws(DataStoreError) {
        guard runningThread.load(ordering: .relaxed) != 0 else { return }
        try refuseInsideChange(store: store, step: step, key: key())
    }

    /// Throws when the calling thread is the one running a change of this store's `update`.
    @usableFromInline
    package func refuseInsideChange(store: String, step: String, key: String?) throws(DataStoreError) {
        guard runningThread.load(ordering: .relaxed) == Self.currentThread else { return }
        let update = runningUpdate.withLock { $0 }
        throw DataStoreError(
            .usedInsideUpdate("key \(update.key) in store \(update.store), which holds \(held)"), store: store, step: step, key: key)
    }

    /// Runs `change` (the part of an update that runs user code while the store is held) with
    /// this thread marked. Call it only while holding the store.
    package func runChange<R, E: Error>(key: some Sendable, store: String, _ change: () throws(E) -> R) throws(E) -> R {
        runningUpdate.withLock { $0 = (key, store) }
        runningThread.store(Self.currentThread, ordering: .relaxed)
        defer { runningThread.store(0, ordering: .relaxed) }
        return try change()
    }

    /// A number that tells the running threads apart (never 0).
    private static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #elseif canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: Int(bitPattern: ObjectIdentifier(Thread.current)))
        #endif
    }

    /// Whether `error` is this kind of refusal (from any store): an update whose change let it
    /// through throws it as it is, not as "the change threw".
    package static func isRefusal(_ error: any Error) -> Bool {
        guard let error = error as? DataStoreError, case .usedInsideUpdate = error.reason else { return false }
        return true
    }
}
