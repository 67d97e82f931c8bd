import MosaicDI

/// Where openers wait for what a module hands back as it closes. It is finished once: with the
/// result, or with nil when the module closes without one, when a waiting task is cancelled, or
/// when the module goes away with its tree. Waiting after it finished returns at once.
final class ResultWaiter: Sendable {
    private enum State {
        case waiting([CheckedContinuation<(any Sendable)?, Never>])
        case finished((any Sendable)?)
    }

    private let state = Locked(State.waiting([]))

    /// Waits until the waiter is finished; returns what it was finished with.
    func value() async -> (any Sendable)? {
        await withCheckedContinuation { continuation in
            let finished: (any Sendable)?? = state.withLock { state in
                switch state {
                case .waiting(var waiting):
                    waiting.append(continuation)
                    state = .waiting(waiting)
                    return .none
                case .finished(let value):
                    return .some(value)
                }
            }
            if case .some(let value) = finished { continuation.resume(returning: value) }
        }
    }

    /// Finishes the waiter with `value` and resumes everyone waiting; later calls change nothing.
    func finish(_ value: (any Sendable)?) {
        let waiting: [CheckedContinuation<(any Sendable)?, Never>] = state.withLock { state in
            guard case .waiting(let waiting) = state else { return [] }
            state = .finished(value)
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: value) }
    }
}

/// A module's end of a ``ResultWaiter``: held by the module alone, so that when the module goes
/// away without handing anything back — also with a tree its app let go of — the openers
/// waiting hear nil instead of waiting forever.
final class ResultSink {
    let waiter: ResultWaiter

    init(_ waiter: ResultWaiter) {
        self.waiter = waiter
    }

    deinit {
        waiter.finish(nil)
    }
}
