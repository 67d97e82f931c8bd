#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A built, validated dependency container. It is immutable, `Sendable` and safe to use from
/// any thread; lazily made singletons are made exactly once.
///
/// ```swift
/// let container = try Container { builder in
///     builder.register(APIClient.init).lifetime(.container())
///     builder.register(ProfileService.init)
/// }
/// let service: ProfileService = try container.resolve()
/// ```
///
/// Late additions (a feature loaded later, test overrides) go into a child container made with
/// ``makeChild(isolation:_:)``, validated like the root.
public final class Container: Sendable {
    @usableFromInline let plan: Plan
    /// `ThreadContext.key`, read once: a resolve reads its thread's context with it.
    let threadKey = ThreadContext.key

    /// The container this one was made from with ``makeChild(isolation:_:)``, if any.
    public let parent: Container?

    /// The deepest chain of registrations, each made inside the one before it, that a container
    /// builds: a resolve makes such a chain by nested calls, so its depth bounds the stack a
    /// resolve needs. At 100, a resolve fits in a 512 KB thread stack (a secondary thread's on
    /// Apple platforms) in debug builds too, whatever the registrations' lifetimes and
    /// injections; real graphs are 10 to 50 deep. ``ContainerBuilder/build(isolation:)``
    /// reports a deeper chain as ``Problem/Kind/dependencyChainTooDeep``, naming it.
    ///
    /// ```swift
    /// // A chain of 101 registrations: A101 needs A100, ..., A2 needs A1.
    /// catch let error as ContainerError where error.problems.first?.kind == .dependencyChainTooDeep {
    ///     print(error.problems[0].path)   // ["A101", "A100", ..., "A1"], its middle left out
    /// }
    /// ```
    public static let maximumDependencyDepth = 100

    init(plan: Plan, parent: Container? = nil) {
        self.plan = plan
        self.parent = parent
    }

    /// Builds a container from the registrations `configure` makes.
    ///
    /// ```swift
    /// let container = try Container { builder in
    ///     builder.append(framework: ProfileFramework.self)
    /// }
    /// ```
    public convenience init(
        isolation: isolated (any Actor)? = #isolation, _ configure: (inout ContainerBuilder) -> Void
    ) throws(ContainerError) {
        var builder = ContainerBuilder()
        configure(&builder)
        self.init(plan: try Plan.build(builder.storage, isolation: isolation))
    }

    /// The validated graph: registrations, their dependencies and the frameworks that supplied
    /// them. See ``DependencyGraph/dot()`` for Graphviz output.
    public var graph: DependencyGraph { plan.graph }

    /// Runs one top-level resolve of `node`, including injections deferred by cycles.
    static func run<T>(_ node: Node<T>, _ state: inout ResolutionState) throws(ResolutionError) -> T {
        let context = ThreadContext.unretained(key: ThreadContext.key)
        try context.enter(Unmanaged.passUnretained(node))
        defer { context.leave() }
        do {
            let value = try node.make(&state)
            if state.pending != nil {
                try state.drainPending()
            }
            return value
        } catch {
            throw ResolutionError.from(error)
        }
    }

    /// Runs one top-level resolve of `node`, which must not need runtime arguments.
    static func run<T>(_ node: Node<T>, onMainActor: Bool) throws(ResolutionError) -> T {
        guard !node.hasArguments else {
            throw argumentMismatch(node, received: [])
        }
        return try ResolutionState.withFresh(onMainActor: onMainActor) { state throws(ResolutionError) -> T in
            try run(node, &state)
        }
    }

    /// Runs one top-level resolve with runtime arguments, after checking their types against the
    /// registration's `Argument` parameters. The arguments are read from a table in stack memory
    /// (see `ArgumentTable`); nothing is allocated.
    static func run<T, each Argument>(
        _ node: Node<T>, onMainActor: Bool, arguments: repeat each Argument
    ) throws(ResolutionError) -> T {
        guard ArgumentTable.matches(node.argumentTypes, repeat (each Argument).self) else {
            throw argumentMismatch(node, received: repeat (each Argument).self)
        }
        return try ArgumentTable.with(repeat each arguments) { table throws(ResolutionError) -> T in
            try ResolutionState.withFresh(onMainActor: onMainActor, arguments: table) { state throws(ResolutionError) -> T in
                try run(node, &state)
            }
        }
    }

    /// The error of a resolve of `node` given arguments of the types `received`.
    static func argumentMismatch<each Argument>(
        _ node: AnyNode, received: repeat (each Argument).Type
    ) -> ResolutionError {
        var types: [Any.Type] = []
        repeat types.append(each received)
        return argumentMismatch(node, received: types)
    }

    static func argumentMismatch(_ node: AnyNode, received: [Any.Type]) -> ResolutionError {
        ResolutionError(
            .argumentMismatch(
                type: node.displayName, expected: node.argumentTypes.map(typeName), received: received.map(typeName)),
            path: [node.displayName], location: node.record?.location)
    }
}
