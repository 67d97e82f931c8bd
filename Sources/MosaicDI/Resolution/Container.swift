import Foundation

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
/// ``makeChild(_:)``, validated like the root.
public final class Container: Sendable {
    @usableFromInline let plan: Plan

    /// The container this one was made from with ``makeChild(_:)``, if any.
    ///
    /// ```swift
    /// #expect(testContainer.parent === container)
    /// ```
    public let parent: Container?

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
        self.init(plan: try Linker.link(builder.storage, isolation: isolation))
    }

    /// The validated graph: registrations, their dependencies and the frameworks that supplied
    /// them. See ``DependencyGraph/dot()`` for Graphviz output.
    ///
    /// ```swift
    /// print(container.graph.dot())
    /// ```
    public var graph: DependencyGraph { plan.graph }

    /// Runs one top-level resolve of `node`, including injections deferred by cycles.
    static func run<T>(_ node: Node<T>, _ state: inout ResolutionState) throws(ResolutionError) -> T {
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
        guard node.argumentTypes.isEmpty else {
            return try run(node, onMainActor: onMainActor, arguments: [], values: [])
        }
        var state = ResolutionState(onMainActor: onMainActor)
        return try run(node, &state)
    }

    /// Runs one top-level resolve with runtime arguments, after checking their types.
    static func run<T>(
        _ node: Node<T>, onMainActor: Bool, arguments types: [Any.Type], values: [Any]
    ) throws(ResolutionError) -> T {
        let expected = node.argumentTypes
        guard expected.count == types.count,
            zip(expected, types).allSatisfy({ ObjectIdentifier($0) == ObjectIdentifier($1) })
        else {
            throw ResolutionError(
                .argumentMismatch(
                    type: node.displayName, expected: expected.map(typeName), received: types.map(typeName)),
                path: [node.displayName], location: node.record?.location)
        }
        var state = ResolutionState(onMainActor: onMainActor, arguments: values)
        return try run(node, &state)
    }
}
