import Atomics

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
    // The publication flag must stay the first stored property: `statePointer` finds it at the
    // start of the object's stored properties, so that the flag lives inside the Lazy itself
    // and a Lazy is one allocation (as `ManagedAtomic` of swift-atomics keeps its value).
    private var state: UnsafeAtomic<Int>.Storage
    /// Written once, by the thread that moves `state` from empty to writing, before `state` is
    /// stored as made with release ordering; read only after an acquire load sees made.
    private var made: Value?
    private let node: Node<Value>

    private static var empty: Int { 0 }
    private static var writing: Int { 1 }
    private static var isSet: Int { 2 }

    init(node: Node<Value>) {
        state = UnsafeAtomic<Int>.Storage(Lazy.empty)
        made = nil
        self.node = node
    }

    deinit {
        _ = state.dispose()
    }

    /// The flag, in place (see the comment on `state`).
    private var flag: UnsafeAtomic<Int> {
        UnsafeAtomic(at: _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: UnsafeAtomic<Int>.Storage.self))
    }

    private func loadState() -> Int {
        flag.load(ordering: .acquiring)
    }

    /// The value, made on first access (thread safe: every reader gets the same instance).
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

    /// The value, made on first access by an `async` resolve, which runs `async` factories
    /// (`register(async:)`) and makes whatever needs the main actor on the main actor, from any
    /// caller; later reads return the same instance.
    ///
    /// ```swift
    /// let database = try await coordinator.database.load()
    /// ```
    public func load(isolation: isolated (any Actor)? = #isolation) async throws(ResolutionError) -> Value {
        if loadState() == Lazy.isSet, let made { return made }
        let value = try await Container.runAsync(node, isolation: isolation).value
        return publish(value)
    }

    private func make(onMainActor: Bool) throws(ResolutionError) -> Value {
        if loadState() == Lazy.isSet, let made { return made }
        return publish(try Container.run(node, onMainActor: onMainActor))
    }

    /// Keeps `value` unless another one was kept first, and returns the one kept.
    private func publish(_ value: Value) -> Value {
        let (exchanged, _) = flag.compareExchange(expected: Lazy.empty, desired: Lazy.writing, ordering: .acquiring)
        if exchanged {
            made = value
            flag.store(Lazy.isSet, ordering: .releasing)
            return value
        }
        // Another thread made a value first and is publishing it (a store away): everyone gets
        // that one, as the first value stored wins.
        while loadState() != Lazy.isSet {}
        // Published above with release ordering, after `made` was written.
        if let made { return made }
        return value
    }

    /// Whether the value has been made yet.
    public var isMade: Bool { loadState() == Lazy.isSet }
}

// @unchecked: the cached value is written once before its flag is published with release
// ordering and read only after an acquire load of the flag, and Value itself is Sendable, so
// sharing a Lazy across threads shares nothing unsafe.
extension Lazy: @unchecked Sendable where Value: Sendable {}

extension Lazy: DependencyWrapper {
    static var wrappedType: Any.Type { Value.self }
    static var wrapperKind: DependencyRequest.Kind { .lazy }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let target = targets[0].bind(Value.self)
        return Node<Lazy<Value>>(label: NodeLabel(Self.self)) { _, _ in Lazy(node: target) }
    }
}
