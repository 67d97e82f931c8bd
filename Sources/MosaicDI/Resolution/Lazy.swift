/// A dependency made on first use and kept afterwards.
///
/// Ask for `Lazy<T>` instead of `T` to put off an expensive or circular dependency:
///
/// ```swift
/// final class Coordinator {
///     let router: Lazy<Router>
///     init(router: Lazy<Router>) { self.router = router }
///     func start() throws { try router.value.open() }
/// }
/// builder.register(Coordinator.init)
/// ```
///
/// The first `value` runs a resolve of its own (with its own object graph); later reads return
/// the same instance. A `Lazy` does not count as holding its value when the container checks
/// for cycles.
public final class Lazy<Value> {
    private let node: Node<Value>
    private let cache = Locked<Value?>(nil)

    init(node: Node<Value>) {
        self.node = node
    }

    /// The value, made on first access (thread safe: made exactly once).
    ///
    /// ```swift
    /// let router = try coordinator.router.value
    /// ```
    ///
    /// A property cannot see its caller's isolation, so for a value whose factory runs on the
    /// main actor use ``get(isolation:)`` from main-actor code.
    public var value: Value {
        get throws(ResolutionError) { try make(onMainActor: ResolutionState.isMainActor(nil)) }
    }

    /// The value, made on first access; the caller's isolation tells whether main-actor
    /// factories may run.
    ///
    /// ```swift
    /// @MainActor func show() throws { try screen.get().present() }
    /// ```
    public func get(isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) -> Value {
        try make(onMainActor: ResolutionState.isMainActor(isolation))
    }

    private func make(onMainActor: Bool) throws(ResolutionError) -> Value {
        if let made = cache.withLock({ $0 }) { return made }
        let made = try Container.run(node, onMainActor: onMainActor)
        return cache.withLock { stored in
            if let earlier = stored { return earlier }
            stored = made
            return made
        }
    }

    /// Whether the value has been made yet.
    ///
    /// ```swift
    /// #expect(coordinator.router.isMade == false)
    /// ```
    public var isMade: Bool { cache.withLock { $0 != nil } }
}

// @unchecked: the cached value is read and written only under `cache`'s lock, and Value itself
// is Sendable, so sharing a Lazy across threads shares nothing unsafe.
extension Lazy: @unchecked Sendable where Value: Sendable {}

extension Lazy: DependencyWrapper {
    static var wrappedType: Any.Type { Value.self }
    static var wrapperKind: DependencyRequest.Kind { .lazy }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let target = targets[0].bind(Value.self)
        return Node<Lazy<Value>>(label: NodeLabel(Self.self)) { _ in Lazy(node: target) }
    }
}
