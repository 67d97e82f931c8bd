/// A value given when resolving, rather than registered.
///
/// A factory's `Argument` parameters are numbered in order; `resolve(_:arguments:)` and
/// ``Provider`` pass them, and their types are checked: a wrong type throws a
/// ``ResolutionError``, it never becomes a silent `nil`.
///
/// ```swift
/// builder.register { (id: Argument<Int>, store: MessageStore) in MessageViewModel(id: id.value, store: store) }
/// let viewModel: MessageViewModel = try container.resolve(arguments: 42)
/// ```
public struct Argument<Value> {
    /// The value passed at resolve time.
    ///
    /// ```swift
    /// builder.register { (id: Argument<Int>) in MessageViewModel(id: id.value) }
    /// ```
    public let value: Value

    /// Wraps a value (useful in tests).
    ///
    /// ```swift
    /// let id = Argument(42)
    /// ```
    public init(_ value: Value) {
        self.value = value
    }
}

extension Argument: Sendable where Value: Sendable {}

extension Argument: DependencyWrapper {
    static var wrappedType: Any.Type { Value.self }
    static var wrapperKind: DependencyRequest.Kind { .argument(0) }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let index: Int
        if case .argument(let position) = request.kind { index = position } else { index = 0 }
        return Node<Argument<Value>>(label: NodeLabel(Self.self)) { _, state throws in
            // The top-level resolve checked the argument types against the registration's
            // `Argument` parameters before running any factory, so the value is there, a Value
            // (and the table checks its type again).
            if let table = state.arguments, table.holds(index, Value.self) {
                return Argument(table.value(index, as: Value.self))
            }
            throw ResolutionError(
                .argumentMismatch(type: typeName(Value.self), expected: [typeName(Value.self)], received: []),
                path: [typeName(Self.self)])
        }
    }
}

extension Optional: DependencyWrapper {
    static var wrappedType: Any.Type { Wrapped.self }
    static var wrapperKind: DependencyRequest.Kind { .optional }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        guard let target = targets.first?.bind(Wrapped.self) else {
            return Node<Wrapped?>(label: NodeLabel(Self.self)) { _, _ in nil }
        }
        // Needs the main actor when its value does, so that an `async` resolve makes it there.
        return Node<Wrapped?>(label: NodeLabel(Self.self), requiresMainActor: target.requiresMainActor) { _, state throws in
            try target.make(&state)
        }
    }
}
