import Foundation

/// What one top-level resolve call carries down the graph. It lives on the stack of the call;
/// its collections stay empty (and allocate nothing) unless the graph uses object-graph
/// lifetimes, property-injection cycles or runtime arguments.
@usableFromInline
struct ResolutionState {
    /// Instances shared within this resolve (`.objectGraph`), and singletons being made.
    @usableFromInline var graph: [ObjectIdentifier: Any] = [:]
    /// Property injections of objects in a cycle, run once the outermost object exists.
    @usableFromInline var pending: [PendingInjection] = []
    /// Runtime arguments of the registration asked for at the top.
    @usableFromInline var arguments: [Any] = []
    /// Whether the resolve runs on the main actor, so main-actor factories may run.
    @usableFromInline let onMainActor: Bool

    @inlinable
    init(onMainActor: Bool) {
        self.onMainActor = onMainActor
    }

    @usableFromInline
    init(onMainActor: Bool, arguments: [Any]) {
        self.onMainActor = onMainActor
        self.arguments = arguments
    }

    /// Whether code isolated to `isolation` runs on the main actor. The caller's `#isolation`
    /// is checked by the compiler; on Apple platforms the main thread is the main actor's
    /// executor, so a nonisolated caller on the main thread counts too.
    @usableFromInline
    static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        if let isolation, isolation === MainActor.shared { return true }
        #if canImport(Darwin)
        return Thread.isMainThread
        #else
        return false
        #endif
    }

    /// Runs the injections queued from `start` on, including those they queue in turn.
    @usableFromInline
    mutating func drainPending(from start: Int = 0) throws(ResolutionError) {
        var index = start
        while index < pending.count {
            let injection = pending[index]
            index += 1
            try injection.run(&self)
        }
        pending.removeSubrange(start...)
    }
}

/// A property or method injection that waits until the object graph around it exists.
@usableFromInline
struct PendingInjection {
    @usableFromInline let run: (inout ResolutionState) throws(ResolutionError) -> Void

    @inlinable
    init(run: @escaping (inout ResolutionState) throws(ResolutionError) -> Void) {
        self.run = run
    }
}
