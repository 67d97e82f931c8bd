import Mosaic

/// A one-way channel a test awaits: activities and modules send, the test waits for the next
/// value. No timers.
struct Signal<T: Sendable>: Sendable {
    private let stream: AsyncStream<T>
    private let continuation: AsyncStream<T>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func send(_ value: T) { continuation.yield(value) }

    /// The next value (consumed by one waiter at a time).
    func next() async -> T? {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next()
    }
}

/// Suspends until the current task is cancelled, then throws `CancellationError`.
func untilCancelled() async throws {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    for await _ in stream {}   // ends when the task is cancelled
    continuation.finish()       // keeps the stream open until here
    try Task.checkCancellation()
}

/// An ordered log activities write into from any task.
actor Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// Sends a value into a gate the activity waits on.
struct Gate: Sendable {
    private let signal = Signal<Void>()
    func open() { signal.send(()) }
    func wait() async throws {
        _ = await signal.next()
        try Task.checkCancellation()
    }
}

/// A small activity: sends its name when it starts, optionally waits at a gate or until
/// cancelled, and logs what happened.
struct StepActivity: Activity {
    enum Wait: Sendable { case none, gate(Gate), cancellation }
    let name: String
    var wait: Wait = .none
    var started: Signal<String>? = nil
    var log: Log? = nil

    func run(_ scope: ActivityScope<Self>) async throws -> String {
        await log?.add("\(name) start")
        started?.send(name)
        do {
            switch wait {
            case .none: break
            case .gate(let gate): try await gate.wait()
            case .cancellation: try await untilCancelled()
            }
        } catch {
            await log?.add("\(name) \(Task.isCancelled ? "cancelled" : "failed")")
            throw error
        }
        await log?.add("\(name) end")
        return name
    }
}

/// A wait that ignores cancellation: it ends only when the test opens it.
actor Latch {
    private var waiter: CheckedContinuation<Void, Never>?
    private var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiter = $0 }
    }

    func open() {
        isOpen = true
        waiter?.resume()
        waiter = nil
    }
}
