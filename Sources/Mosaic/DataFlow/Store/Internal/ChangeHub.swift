import MosaicDI

/// Delivers a store's changes to its observers in commit order without holding the store's lock
/// while observers run. A store enqueues each change while it still holds its own lock (so the
/// queue is in commit order) and calls ``deliver()`` after releasing it; one thread at a time
/// drains the queue, so observers see changes in order, and an observer that writes to the store
/// from its handler only adds to the queue that is being drained (no deadlock).
package final class ChangeHub<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    package typealias KeyHandler = @Sendable (Value?) -> Void
    package typealias AnyKeyHandler = @Sendable (Key, Value?) -> Void

    private struct Delivery {
        let key: Key
        let value: Value?
        /// Observers of this key chosen when the change was enqueued (in subscription order).
        let keyObservers: [Int]
        let allObservers: [Int]
    }

    private struct State {
        var nextID = 0
        var byKey: [Key: [Int]] = [:]
        var keyHandlers: [Int: KeyHandler] = [:]
        var allHandlers: [Int: AnyKeyHandler] = [:]
        var allOrder: [Int] = []
        var keyOf: [Int: Key] = [:]
        var queue: [Delivery] = []
        var draining = false
    }

    private let state = Locked(State())

    package init() {}

    /// Starts observing `key`; returns the observer's id.
    package func subscribe(_ key: Key, _ handler: @escaping KeyHandler) -> Int {
        state.withLock { state in
            state.nextID += 1
            let id = state.nextID
            state.byKey[key, default: []].append(id)
            state.keyHandlers[id] = handler
            state.keyOf[id] = key
            return id
        }
    }

    /// Starts observing every key; returns the observer's id.
    package func subscribeAll(_ handler: @escaping AnyKeyHandler) -> Int {
        state.withLock { state in
            state.nextID += 1
            let id = state.nextID
            state.allHandlers[id] = handler
            state.allOrder.append(id)
            return id
        }
    }

    /// Stops an observer; queued changes are no longer delivered to it.
    package func unsubscribe(_ id: Int) {
        state.withLock { state in
            if let key = state.keyOf.removeValue(forKey: id) {
                state.keyHandlers[id] = nil
                state.byKey[key]?.removeAll { $0 == id }
                if state.byKey[key]?.isEmpty == true { state.byKey[key] = nil }
            } else if state.allHandlers.removeValue(forKey: id) != nil {
                state.allOrder.removeAll { $0 == id }
            }
        }
    }

    /// An observation that unsubscribes `id` when cancelled or released.
    package func observation(_ id: Int) -> StoreObservation {
        StoreObservation { [weak self] in self?.unsubscribe(id) }
    }

    /// Queues a committed change for everyone observing `key` or every key. Call it while the
    /// store still holds the lock that ordered the write.
    package func enqueue(_ key: Key, _ value: Value?) {
        state.withLock { state in
            let keyObservers = state.byKey[key] ?? []
            guard !keyObservers.isEmpty || !state.allOrder.isEmpty else { return }
            state.queue.append(Delivery(key: key, value: value, keyObservers: keyObservers, allObservers: state.allOrder))
        }
    }

    /// Queues the current value for one new observer of `key` (its first delivery).
    package func enqueueCurrent(_ value: Value?, key: Key, to id: Int) {
        state.withLock { state in
            state.queue.append(Delivery(key: key, value: value, keyObservers: [id], allObservers: []))
        }
    }

    /// Delivers queued changes, unless another thread is already doing so (it then delivers
    /// these too, in order).
    package func deliver() {
        let claimed = state.withLock { state in
            guard !state.draining, !state.queue.isEmpty else { return false }
            state.draining = true
            return true
        }
        guard claimed else { return }
        while true {
            let batch: [Delivery]? = state.withLock { state in
                guard !state.queue.isEmpty else {
                    state.draining = false
                    return nil
                }
                defer { state.queue = [] }
                return state.queue
            }
            guard let batch else { return }
            for delivery in batch {
                for id in delivery.keyObservers {
                    // Looked up at delivery time: an observer cancelled meanwhile hears nothing more.
                    state.withLock { $0.keyHandlers[id] }?(delivery.value)
                }
                for id in delivery.allObservers {
                    state.withLock { $0.allHandlers[id] }?(delivery.key, delivery.value)
                }
            }
        }
    }
}
