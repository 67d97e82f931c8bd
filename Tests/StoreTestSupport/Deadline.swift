import Foundation
import MosaicDI

/// Runs `body` on a thread of its own and waits up to `seconds` for it to return; nil when it
/// did not (a deadlock: the thread is left blocked, and the test fails instead of hanging).
public func finishing<T: Sendable>(within seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.withLock { $0 }
}
