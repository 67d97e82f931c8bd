/// A dependency that makes a fresh value each time it is called.
///
/// Use it where a longer-lived object needs a shorter-lived one (a singleton that makes a new
/// request object per call), or to pass runtime arguments:
///
/// ```swift
/// final class Inbox {
///     let makeRow: Provider<MessageRow>
///     init(makeRow: Provider<MessageRow>) { self.makeRow = makeRow }
///     func row(for id: Int) throws -> MessageRow { try makeRow(id) }
/// }
/// builder.register { (id: Argument<Int>) in MessageRow(id: id.value) }
/// ```
///
/// Each call is a resolve of its own (with its own object graph).
public struct Provider<Value> {
    let node: Node<Value>

    /// Resolves a new value.
    ///
    /// ```swift
    /// let request = try provider()
    /// ```
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) -> Value {
        try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation))
    }

    /// Resolves a new value in an `async` resolve, which runs `async` factories
    /// (`register(async:)`) and makes whatever needs the main actor on the main actor, from any
    /// caller, as `try await container.resolve()` does.
    ///
    /// ```swift
    /// let session = try await makeSession.resolve()
    /// ```
    public func resolve(isolation: isolated (any Actor)? = #isolation) async throws(ResolutionError) -> Value {
        try await Container.runAsync(node, isolation: isolation).value
    }

    /// Resolves a new value, passing runtime arguments to the registration's `Argument`
    /// parameters in order. Arguments of the wrong number or types throw
    /// ``ResolutionError/Reason/argumentMismatch(type:expected:received:)``.
    ///
    /// ```swift
    /// let row = try makeRow(42, "inbox")
    /// ```
    public func callAsFunction<each Argument>(
        _ arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> Value {
        try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation), arguments: repeat each arguments)
    }
}

// Sendable when the value is: the provider holds only a node of the immutable plan.
extension Provider: Sendable where Value: Sendable {}

extension Provider: DependencyWrapper {
    static var wrappedType: Any.Type { Value.self }
    static var wrapperKind: DependencyRequest.Kind { .provider }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let target = targets[0].bind(Value.self)
        return Node<Provider<Value>>(label: NodeLabel(Self.self)) { _, _ in Provider(node: target) }
    }
}
