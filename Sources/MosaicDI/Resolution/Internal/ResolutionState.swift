#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What one top-level resolve call carries down the graph. It lives on the stack of the call and
/// allocates nothing for up to four object-graph instances, nor for runtime arguments;
/// injection cycles queue their injections in an array.
struct ResolutionState {
    /// Whether the resolve runs on the main actor, so main-actor factories may run. Fixed for a
    /// synchronous resolve; an `async` one sets it only while one of its steps runs on the main
    /// actor (see `AsyncResolution.onMainActor`).
    var onMainActor: Bool
    /// The runtime arguments of the registration asked for at the top, read by its `Argument`
    /// parameters; nil for a resolve without arguments.
    let arguments: ArgumentTable?
    /// Objects shared within this resolve (`.objectGraph` instances of classes), keyed by their
    /// registration (see `InlineStore.key`).
    var objects = InlineStore<AnyObject>()
    /// Other instances shared within this resolve (`.objectGraph` values that are not objects)
    /// and singletons of a cycle being made, keyed by their registration (see `InlineStore.key`).
    /// Nil until something is stored, so that a resolve that stores nothing has nothing to
    /// destroy.
    var values: InlineStore<Any>?
    /// Property injections of objects in a cycle, run once the outermost object exists.
    var pending: [PendingInjection]?
    /// `onReady` hooks of objects in a cycle, run once every injection of the cycle is done.
    var ready: [PendingInjection]?
    /// Shared members of a cycle made in this resolve and not yet published (see
    /// `Lifetimes.makeShared`): they are published together, once the outermost one and every
    /// injection of the cycle are done.
    var unpublished: [() -> Void]?
    /// How many shared members of a cycle are being made in this resolve, outermost included.
    var cycleDepth = 0
    /// Whether anything that needs destroying, besides `objects`, was ever put in this state
    /// (see `withFresh`).
    var holdsValues = false
    /// Whether an object was ever put in `objects` (see `withFresh`).
    var holdsObjects = false

    init(onMainActor: Bool, arguments: ArgumentTable? = nil) {
        // `values` and `pending` start nil by default; assigning nil again here would destroy
        // the default first (an outlined call on every resolve).
        self.onMainActor = onMainActor
        self.arguments = arguments
    }

    // The reads below are `mutating`, and so are InlineStore's: reading through the optional in
    // place, where a non-mutating read copied the whole store (every value in it) first.

    /// The value stored under `key` in this resolve.
    mutating func value(for key: UInt) -> Any? {
        values?.value(for: key)
    }

    /// Whether a value is stored under `key` in this resolve.
    mutating func holds(_ key: UInt) -> Bool {
        values?.holds(key) ?? false
    }

    /// The value stored under `key`, which `holds(key)` found, as the `T` it was stored as.
    ///
    /// A value stored as exactly `T` (an object-graph instance) is read without a dynamic cast,
    /// which costs more than the rest of the read; anything else is cast. Returning `T`, not `T?`, spares generic code a lookup
    /// of the metadata of `Optional<T>` on every read.
    mutating func stored<T>(_ key: UInt, as _: T.Type) throws(ResolutionError) -> T {
        guard let stored = values?.value(for: key) else {
            throw ResolutionError(.internalInconsistency("no value is stored for \(T.self)"), path: [])
        }
        if type(of: stored) == T.self {
            func read<Stored>(_ value: Stored) -> T {
                // The same type (checked above), so the same representation.
                unsafeBitCast(value, to: T.self)
            }
            return _openExistential(stored, do: read)
        }
        guard let value = stored as? T else {
            throw ResolutionError(
                .internalInconsistency("the value stored for \(T.self) is a \(type(of: stored))"), path: [])
        }
        return value
    }

    /// Stores a value for the rest of this resolve.
    mutating func store(_ value: Any, for key: UInt) {
        holdsValues = true
        if values?.store(value, for: key) == nil {
            var fresh = InlineStore<Any>()
            fresh.store(value, for: key)
            values = fresh
        }
    }

    /// The object stored under `key` in this resolve, if any, unretained: the state holds it
    /// until the resolve ends.
    @inline(__always)
    func object(for key: UInt) -> Unmanaged<AnyObject>? {
        objects.object(for: key)
    }

    /// Stores an object for the rest of this resolve.
    @inline(__always)
    mutating func store(object: consuming AnyObject, for key: UInt) {
        holdsObjects = true
        objects.store(object, for: key)
    }

    /// Forgets a value stored earlier in this resolve.
    mutating func remove(_ key: UInt) {
        values?.remove(key)
    }

    /// Runs `body` with a fresh state in stack memory, which is destroyed only if something was
    /// put in it (and then only as far as needed: releasing the objects of an object graph costs
    /// less than destroying the whole state). The state holds an `Any` store, so destroying it
    /// goes through its value witness, a call that cost a resolve of a new object a tenth of its
    /// time; a state nothing was put in holds nothing to release.
    @inline(__always)
    static func withFresh<R, E: Error>(
        onMainActor: Bool, arguments: ArgumentTable? = nil, _ body: (inout ResolutionState) throws(E) -> R
    ) throws(E) -> R {
        try withUnsafeTemporaryAllocation(of: ResolutionState.self, capacity: 1) { buffer throws(E) -> R in
            let state = buffer.baseAddress.unsafelyUnwrapped
            state.initialize(to: ResolutionState(onMainActor: onMainActor, arguments: arguments))
            defer {
                if state.pointee.holdsValues {
                    state.deinitialize(count: 1)
                } else if state.pointee.holdsObjects {
                    // Only the objects need releasing; the rest holds nothing.
                    state.pointee.objects.removeAll()
                }
            }
            return try body(&state.pointee)
        }
    }

    /// Whether code isolated to `isolation` runs on the main actor. The caller's `#isolation`
    /// is checked by the compiler; on Apple platforms the main thread is the main actor's
    /// executor, so a nonisolated caller on the main thread counts too.
    static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        if let isolation, isolation === MainActor.shared { return true }
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return false
        #endif
    }

    /// Runs the injections queued from `start` on, including those they queue in turn, then the
    /// `onReady` hooks queued from `readyStart` on (which may queue more of both).
    mutating func drainPending(from start: Int = 0, readyFrom readyStart: Int = 0) throws {
        repeat {
            var index = start
            while let queue = pending, index < queue.count {
                let injection = queue[index]
                index += 1
                try injection.run(&self)
            }
            pending?.removeSubrange(start...)
            guard let hooks = ready, readyStart < hooks.count else { break }
            ready?.removeSubrange(readyStart...)
            for hook in hooks[readyStart...] { try hook.run(&self) }
        } while (pending?.count ?? 0) > start || (ready?.count ?? 0) > readyStart
    }

    /// Queues an `onReady` hook until every injection of the cycle being made is done. Sets
    /// `pending` too, so that the top of the resolve drains the queues.
    mutating func enqueueReady(_ hook: PendingInjection) {
        holdsValues = true
        if pending == nil { pending = [] }
        ready = (ready ?? []) + [hook]
    }

    /// How many `onReady` hooks are queued.
    var readyCount: Int { ready?.count ?? 0 }

    /// Queues an injection until the outermost object of the resolve exists.
    mutating func enqueue(_ injection: PendingInjection) {
        holdsValues = true
        pending = (pending ?? []) + [injection]
    }

    /// Remembers how to publish a shared member of a cycle once the cycle is complete.
    mutating func deferPublication(_ publish: @escaping () -> Void) {
        holdsValues = true
        if unpublished == nil { unpublished = [] }
        unpublished?.append(publish)
    }

    /// Publishes the members queued from `start` on.
    mutating func publish(from start: Int) {
        guard let queue = unpublished, start < queue.count else { return }
        for publish in queue[start...] { publish() }
        unpublished?.removeSubrange(start...)
    }

    /// How many shared members of a cycle wait to be published.
    var unpublishedCount: Int { unpublished?.count ?? 0 }

    /// How many injections are queued.
    var pendingCount: Int { pending?.count ?? 0 }
}

/// A property or method injection that waits until the object graph around it exists.
struct PendingInjection {
    let run: (inout ResolutionState) throws -> Void

    init(run: @escaping (inout ResolutionState) throws -> Void) {
        self.run = run
    }
}

/// A few values by key, kept inline (on the stack), with a dictionary for the rest: the
/// instances one resolve shares. Its code is inlined where it is used, for one concrete `Value`
/// (`Any`, or `AnyObject` for objects, which are then stored with a retain and read back
/// without a value witness or a dynamic cast), so creating and destroying it is a handful of
/// inline checks.
struct InlineStore<Value> {
    var keys: (UInt, UInt, UInt, UInt) = (0, 0, 0, 0)
    var first: Value?
    var second: Value?
    var third: Value?
    var fourth: Value?
    var overflow: [UInt: Value]?

    init() {}

    mutating func holds(_ key: UInt) -> Bool {
        keys.0 == key || keys.1 == key || keys.2 == key || keys.3 == key || (overflow.map { $0[key] != nil } ?? false)
    }

    mutating func value(for key: UInt) -> Value? {
        if keys.0 == key { return first }
        if keys.1 == key { return second }
        if keys.2 == key { return third }
        if keys.3 == key { return fourth }
        return overflow?[key]
    }

    @inline(__always)
    mutating func store(_ value: consuming Value, for key: UInt) {
        if keys.0 == key || keys.0 == 0 {
            keys.0 = key
            first = value
        } else if keys.1 == key || keys.1 == 0 {
            keys.1 = key
            second = value
        } else if keys.2 == key || keys.2 == 0 {
            keys.2 = key
            third = value
        } else if keys.3 == key || keys.3 == 0 {
            keys.3 = key
            fourth = value
        } else {
            overflow = overflow ?? [:]
            overflow?[key] = value
        }
    }

    mutating func remove(_ key: UInt) {
        if keys.0 == key { keys.0 = 0; first = nil }
        if keys.1 == key { keys.1 = 0; second = nil }
        if keys.2 == key { keys.2 = 0; third = nil }
        if keys.3 == key { keys.3 = 0; fourth = nil }
        overflow?[key] = nil
    }

    /// Releases every value.
    mutating func removeAll() {
        self = InlineStore()
    }
}

extension InlineStore where Value == Any {
    /// Keys of object-graph instances: their node's address, never below 4096.
    static func key(_ id: ObjectIdentifier) -> UInt {
        UInt(bitPattern: id)
    }
}

extension InlineStore where Value == AnyObject {
    /// The object stored under `key`, unretained (read without reference counting: the store
    /// keeps it).
    @inline(__always)
    func object(for key: UInt) -> Unmanaged<AnyObject>? {
        if keys.0 == key { return first.map { Unmanaged.passUnretained($0) } }
        if keys.1 == key { return second.map { Unmanaged.passUnretained($0) } }
        if keys.2 == key { return third.map { Unmanaged.passUnretained($0) } }
        if keys.3 == key { return fourth.map { Unmanaged.passUnretained($0) } }
        return overflowObject(for: key)
    }

    func overflowObject(for key: UInt) -> Unmanaged<AnyObject>? {
        overflow?[key].map { Unmanaged.passUnretained($0) }
    }
}
