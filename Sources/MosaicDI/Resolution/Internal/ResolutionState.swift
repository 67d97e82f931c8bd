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

    init() {}

    init(arguments: [Any]) {
        self.arguments = arguments
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
    let run: (inout ResolutionState) throws(ResolutionError) -> Void
}
