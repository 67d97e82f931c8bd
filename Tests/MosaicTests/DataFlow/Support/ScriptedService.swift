import MosaicDI
import Foundation
import Mosaic

/// A service the test drives: a fetch returns a queued answer at once, or waits at a gate until
/// the test answers it (`answer(_:with:)`), so delays are under the test's control, never the
/// clock's. A waiting fetch whose task is cancelled throws `CancellationError`.
final class ScriptedService<Key: Hashable & Sendable, Value: Sendable>: DataService {
    private typealias Gate = CheckedContinuation<Value, any Error>

    private struct State {
        var calls: [Key] = []
        var queued: [Key: [Result<Value, any Error>]] = [:]
        var gates: [Key: [Int: Gate]] = [:]
        var nextGate = 0
        var cancelledGates: Set<Int> = []
        var cancellations = 0
    }

    private let state = Locked(State())

    /// Every key fetched, in order.
    var calls: [Key] { state.withLock { $0.calls } }
    /// How many fetches waiting at a gate were cancelled.
    var cancellations: Int { state.withLock { $0.cancellations } }

    /// Makes the next fetch of `key` return `result` at once.
    func queue(_ key: Key, _ result: Result<Value, any Error>) {
        state.withLock { $0.queued[key, default: []].append(result) }
    }

    /// How many fetches of `key` wait at the gate.
    func waiting(for key: Key) -> Int {
        state.withLock { $0.gates[key]?.count ?? 0 }
    }

    /// Lets every fetch of `key` waiting at the gate finish with `result`.
    func answer(_ key: Key, with result: Result<Value, any Error>) {
        let gates = state.withLock { state in state.gates.removeValue(forKey: key) ?? [:] }
        for gate in gates.values { gate.resume(with: result) }
    }

    func fetch(_ key: Key) async throws -> Value {
        let (immediate, id) = state.withLock { state -> (Result<Value, any Error>?, Int) in
            state.calls.append(key)
            state.nextGate += 1
            if var answers = state.queued[key], !answers.isEmpty {
                let first = answers.removeFirst()
                state.queued[key] = answers
                return (first, state.nextGate)
            }
            return (nil, state.nextGate)
        }
        if let immediate { return try immediate.get() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (gate: Gate) in
                let cancelled = state.withLock { state in
                    if state.cancelledGates.remove(id) != nil { return true }
                    state.gates[key, default: [:]][id] = gate
                    return false
                }
                if cancelled { gate.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let gate = state.withLock { state -> Gate? in
                state.cancellations += 1
                guard let gate = state.gates[key]?.removeValue(forKey: id) else {
                    state.cancelledGates.insert(id)
                    return nil
                }
                return gate
            }
            gate?.resume(throwing: CancellationError())
        }
    }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_000_000))
    var now: Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// An error a fake service or store throws, with a readable description.
struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// Collects values from any task, in order.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])
    var all: [Value] { values.withLock { $0 } }
    func append(_ value: Value) { values.withLock { $0.append(value) } }
}

/// Waits until `condition` holds, mostly by yielding (a short sleep every 100 tries); fails after `limit` tries.
func eventually(
    isolation: isolated (any Actor)? = #isolation, _ limit: Int = 10_000, _ condition: () -> Bool
) async -> Bool {
    for attempt in 0..<limit {
        if condition() { return true }
        // Mostly yield; now and then sleep, so work finishing on another thread (a task releasing what it
        // captured, slower under ThreadSanitizer) gets real time too.
        if attempt % 100 == 99 { try? await Task.sleep(for: .milliseconds(1)) } else { await Task.yield() }
    }
    return condition()
}
