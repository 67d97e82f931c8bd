import MosaicDI

/// One fetch per key at a time: callers that ask for a key while its fetch runs wait for that
/// fetch instead of starting another. A caller that is cancelled stops waiting at once; the
/// fetch itself is cancelled only when no caller waits for it any more.
final class SharedFetches<Key: Hashable & Sendable, Outcome: Sendable>: Sendable {
    private typealias Waiter = CheckedContinuation<Outcome, any Error>

    /// One running fetch and who waits for it.
    private final class Flight: @unchecked Sendable {
        // @unchecked: every property is read and written only inside `SharedFetches.state`'s lock.
        var waiters: [Int: Waiter] = [:]
        var task: Task<Void, Never>?
        var abandoned = false
    }

    private struct State {
        var nextID = 0
        var flights: [Key: Flight] = [:]
        /// Callers between asking and registering as a waiter.
        var unregistered: Set<Int> = []
        /// Callers cancelled before they registered.
        var cancelledEarly: Set<Int> = []
        var keyOfWaiter: [Int: Key] = [:]
    }

    private let state = Locked(State())

    init() {}

    /// The outcome of the fetch running for `key`, or of `operation`, started now if none runs.
    /// Throws `CancellationError` when the calling task is cancelled, or the operation's error.
    func run(_ key: Key, _ operation: @escaping @Sendable () async throws -> Outcome) async throws -> Outcome {
        let id = state.withLock { state in
            state.nextID += 1
            state.unregistered.insert(state.nextID)
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let started: Flight? = state.withLock { state in
                    state.unregistered.remove(id)
                    if state.cancelledEarly.remove(id) != nil {
                        continuation.resume(throwing: CancellationError())
                        return nil
                    }
                    state.keyOfWaiter[id] = key
                    if let flight = state.flights[key] {
                        flight.waiters[id] = continuation
                        return nil
                    }
                    let flight = Flight()
                    flight.waiters[id] = continuation
                    state.flights[key] = flight
                    return flight
                }
                guard let flight = started else { return }
                let task = Task {
                    let result: Result<Outcome, any Error>
                    do {
                        result = .success(try await operation())
                    } catch {
                        result = .failure(error)
                    }
                    self.finish(key, flight, result)
                }
                state.withLock { _ in
                    if flight.abandoned { task.cancel() } else { flight.task = task }
                }
            }
        } onCancel: {
            let waiter: Waiter? = state.withLock { state in
                if state.unregistered.remove(id) != nil {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                guard let key = state.keyOfWaiter.removeValue(forKey: id), let flight = state.flights[key],
                    let waiter = flight.waiters.removeValue(forKey: id)
                else { return nil }
                if flight.waiters.isEmpty {
                    flight.abandoned = true
                    flight.task?.cancel()
                    state.flights[key] = nil
                }
                return waiter
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// How many callers wait for the fetch of `key` now.
    func waitingCount(for key: Key) -> Int {
        state.withLock { $0.flights[key]?.waiters.count ?? 0 }
    }

    private func finish(_ key: Key, _ flight: Flight, _ result: Result<Outcome, any Error>) {
        let waiters: [Waiter] = state.withLock { state in
            if state.flights[key] === flight { state.flights[key] = nil }
            let waiters = flight.waiters
            flight.waiters = [:]
            for id in waiters.keys { state.keyOfWaiter[id] = nil }
            return Array(waiters.values)
        }
        for waiter in waiters { waiter.resume(with: result) }
    }
}
