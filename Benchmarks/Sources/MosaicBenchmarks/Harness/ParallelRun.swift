import Foundation

/// Runs the same body on several threads that start together, and waits for all of them.
enum ParallelRun {
    /// Starts `threads` threads, releases them at once, and returns when every one has run
    /// `body` (which gets the thread's index). The duration returned runs from the release to
    /// the end of the last thread, so starting the threads is not part of it.
    @discardableResult
    static func run(threads: Int, _ body: @escaping @Sendable (Int) -> Void) -> Duration {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<threads {
            done.enter()
            let thread = Thread {
                ready.signal()
                go.wait()
                body(index)
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<threads { ready.wait() }
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<threads { go.signal() }
        done.wait()
        return clock.now - start
    }
}

/// Lets a value that is not `Sendable` (a Swinject container, which synchronizes itself when
/// asked to) be used from the threads of ``ParallelRun``.
struct UncheckedSendable<Value>: @unchecked Sendable {
    // @unchecked: only used for values whose thread safety the scenario vouches for.
    let value: Value
}
