#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The lock that guards creation of lazily made singletons.
///
/// It is recursive, so that a singleton in a property-injection cycle can be asked for again by
/// the thread making it. It never deadlocks: a thread about to wait for a lock first follows the
/// chain "this lock's owner waits for that lock, whose owner waits for ..." and, when the chain
/// comes back to itself (two singletons asking for each other during their initializers, on two
/// threads), throws ``ResolutionError/Reason/cycle(type:)`` instead of waiting.
///
/// Creation is rare (once per singleton), so every lock shares one monitor: the wait chain is
/// then read and changed atomically.
final class CreationLock: @unchecked Sendable {
    // @unchecked: `owner`, `depth` and `making` are read and written only while `monitor` is held.
    private static let monitor = Monitor()
    private var owner: ThreadContext?
    private var depth = 0
    /// What the owner is making under this lock, for cycle messages.
    private var making: String?

    init() {}

    /// Runs `body` holding the lock, on behalf of `node` (named in a cycle's path).
    func withLock<R>(making node: AnyNode, _ body: () throws -> R) throws -> R {
        try acquire(making: node)
        defer { release() }
        return try body()
    }

    /// Takes the lock on behalf of `node` (named in a cycle's path), waiting while another
    /// thread holds it, or throws the wait cycle. Each `acquire` is followed by one `release`
    /// on the same thread. Apart from `withLock`, so that a singleton made inside another
    /// (`Lifetimes.makeShared`) holds it without a closure's frame on the stack.
    func acquire(making node: AnyNode) throws(ResolutionError) {
        let me = ThreadContext.current
        Self.monitor.lock()
        while let owner, owner !== me {
            if let cycle = waitCycle(for: me, wanting: node.displayName) {
                Self.monitor.unlock()
                throw ResolutionError(.cycle(type: node.displayName), path: cycle, location: node.record?.location)
            }
            me.waitingFor = self
            me.waitingToMake = node.displayName
            Self.monitor.wait()
            me.waitingFor = nil
            me.waitingToMake = nil
        }
        owner = me
        depth += 1
        if depth == 1 { making = node.displayName }
        Self.monitor.unlock()
    }

    /// Gives back one `acquire` of the calling thread.
    func release() {
        Self.monitor.lock()
        depth -= 1
        if depth == 0 {
            owner = nil
            making = nil
            Self.monitor.broadcast()
        }
        Self.monitor.unlock()
    }

    /// The names along the wait chain that leads from this lock back to `me`, if it does:
    /// what `me` wants, what each owner along the chain waits to make, and what `me` wants again.
    /// Called with the monitor held.
    private func waitCycle(for me: ThreadContext, wanting: String) -> [String]? {
        var path = [wanting]
        var lock: CreationLock? = self
        var steps = 0
        while let current = lock, let owner = current.owner {
            if owner === me { return path + [wanting] }
            guard let next = owner.waitingFor, steps < 10_000 else { return nil }
            path.append(owner.waitingToMake ?? next.making ?? "?")
            lock = next
            steps += 1
        }
        return nil
    }
}

/// A mutex with a condition to wait on: what ``CreationLock`` holds while it reads and changes
/// the wait chain, and waits on until a creation lock is released.
private final class Monitor: @unchecked Sendable {
    // @unchecked: the mutex and condition are made for sharing between threads; their storage is
    // allocated once, never moves and is only reached through the POSIX calls.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        // Both fail only when the system is out of resources; there is no way on without them.
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        precondition(pthread_cond_init(condition, nil) == 0, "pthread_cond_init failed")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Waits until ``broadcast()`` (or a spurious wake-up: callers wait in a loop); the mutex must be held.
    func wait() { pthread_cond_wait(condition, mutex) }
    func broadcast() { pthread_cond_broadcast(condition) }
}
