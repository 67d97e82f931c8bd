#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What MosaicDI knows about one thread: the top-level resolves running on it (to find a
/// resolve that asks for itself again, which validation cannot see) and the creation lock it
/// waits for (to find a wait cycle between threads, see `CreationLock`).
///
/// Kept in a POSIX thread-specific slot: reading it is one `pthread_getspecific`, and it is
/// released when its thread ends.
final class ThreadContext {
    /// The nodes of the top-level resolves running on this thread, outermost first: `count`
    /// identifiers in a buffer of `capacity` (a plain buffer: an `Array` costs a uniqueness
    /// check on every push and pop, and this runs on every resolve).
    @exclusivity(unchecked) var frames: UnsafeMutablePointer<ObjectIdentifier>
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var capacity = 16
    /// The creation lock this thread waits for; read and written under `CreationLock`'s monitor.
    var waitingFor: CreationLock?
    /// What this thread waits to make; read and written under `CreationLock`'s monitor.
    var waitingToMake: String?

    init() {
        frames = .allocate(capacity: 16)
    }

    deinit {
        frames.deallocate()
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            let pointer: UnsafeMutableRawPointer? = raw
            guard let pointer else { return }
            Unmanaged<ThreadContext>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The calling thread's context (made on first use).
    static var current: ThreadContext {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        return makeCurrent().takeUnretainedValue()
    }

    /// The calling thread's context, unretained: the thread-specific slot owns it until the
    /// thread ends, so it outlives any resolve running on this thread, and reading it this way
    /// costs no reference counting. `key` is the resolving plan's copy of `ThreadContext.key`
    /// (reading the global checks its one-time initialization every time).
    @inline(__always)
    static func unretained(key: pthread_key_t) -> Unmanaged<ThreadContext> {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ThreadContext>.fromOpaque(raw)
        }
        return makeCurrent()
    }

    /// The calling thread's first context, owned by the thread-specific slot.
    static func makeCurrent() -> Unmanaged<ThreadContext> {
        let context = Unmanaged.passRetained(ThreadContext())
        pthread_setspecific(key, context.toOpaque())
        return context
    }

    /// Notes that a top-level resolve of `node` starts on this thread, or throws
    /// ``ResolutionError/Reason/cycle(type:)`` when one is already running: the node's own
    /// making asked for it again (a factory resolving its own type, a `Lazy` read in the
    /// initializer of what it points back to, a `Provider` called in a cycle). A node taking
    /// runtime arguments may ask for itself with other arguments (a tree built level by level),
    /// so it is not checked.
    func enter(_ node: AnyNode) throws(ResolutionError) {
        let id = ObjectIdentifier(node)
        if count > 0, !node.hasArguments, isResolving(id) {
            let name = node.displayName
            throw ResolutionError(.cycle(type: name), path: [name], location: node.record?.location)
        }
        push(id)
    }

    /// `enter` for a node the plan owns, read without retaining it.
    func enter<Visited: AnyNode>(_ node: Unmanaged<Visited>) throws(ResolutionError) {
        if count == 0 {
            frames.initialize(to: node._withUnsafeGuaranteedRef { ObjectIdentifier($0) })
            count = 1
            return
        }
        try node._withUnsafeGuaranteedRef { node in
            Result { () throws(ResolutionError) in try enter(node) }
        }.get()
    }

    /// Whether a top-level resolve of the node `id` runs on this thread.
    func isResolving(_ id: ObjectIdentifier) -> Bool {
        for index in 0..<count where frames[index] == id { return true }
        return false
    }

    func push(_ id: ObjectIdentifier) {
        if count == capacity {
            let larger = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: frames, count: count)
            frames.deallocate()
            frames = larger
            capacity *= 2
        }
        (frames + count).initialize(to: id)
        count += 1
    }

    /// Notes that the innermost top-level resolve ended.
    func leave() {
        count -= 1
    }
}

extension Unmanaged where Instance == ThreadContext {
    /// `ThreadContext.enter` on a context read with `ThreadContext.unretained`.
    @inline(__always)
    func enter<Visited: AnyNode>(_ node: Unmanaged<Visited>) throws(ResolutionError) {
        try _withUnsafeGuaranteedRef { context in
            Result { () throws(ResolutionError) in try context.enter(node) }
        }.get()
    }

    /// `ThreadContext.enter` for the node of a top-level resolve.
    @inline(__always)
    func enter<T>(_ node: NodeRef<T>) throws(ResolutionError) {
        try enter(node.node)
    }

    /// `ThreadContext.leave` on a context read with `ThreadContext.unretained`.
    @inline(__always)
    func leave() {
        _withUnsafeGuaranteedRef { $0.leave() }
    }
}
