/// Makes a value during one `async` resolve call. The value travels in a `Transfer`: every step
/// of one resolve runs in its task, one after the other, so nothing it hands over is used by two
/// threads at once.
typealias AsyncCreator<T> = (Node<T>, AsyncResolution) async throws -> Transfer<T>

/// Runs one `async` injection (`injecting(async:)`) on a value, in an `async` resolve.
@usableFromInline
typealias AsyncInjector<T> = (T, AsyncResolution) async throws -> Void

/// The state of one `async` resolve call: what `ResolutionState` is to a synchronous one, in a
/// box, because an `async` closure cannot take an `inout` argument across its suspensions.
@usableFromInline
final class AsyncResolution: @unchecked Sendable {
    // @unchecked: one resolve call uses it, from its own task, one step after the other.
    var state: ResolutionState

    init(onMainActor: Bool) {
        state = ResolutionState(onMainActor: onMainActor)
    }
}

extension Node {
    /// Makes the value in an `async` resolve: through the `async` body when there is one,
    /// otherwise as a synchronous resolve would.
    func makeAsync(_ resolution: AsyncResolution) async throws -> Transfer<T> {
        if let asyncBody { return try await asyncBody(self, resolution) }
        return Transfer(value: try make(&resolution.state))
    }
}

extension Container {
    /// Runs one top-level `async` resolve of `node`, including injections deferred by cycles.
    static func runAsync<T>(_ node: Node<T>, onMainActor: Bool) async throws(ResolutionError) -> Transfer<T> {
        guard !node.hasArguments else { throw argumentMismatch(node, received: []) }
        guard node.requiresAsync else {
            return Transfer(value: try run(node, onMainActor: onMainActor))
        }
        let resolution = AsyncResolution(onMainActor: onMainActor)
        do {
            let value = try await node.makeAsync(resolution)
            if resolution.state.pending != nil {
                try resolution.state.drainPending()
            }
            return value
        } catch {
            throw ResolutionError.from(error)
        }
    }
}

/// An `async` singleton being made: every caller that arrives while it is made awaits the same
/// task, so the factory runs once.
final class AsyncOnce<T>: @unchecked Sendable {
    // @unchecked: `task` is only read and written inside `lock`.
    private let lock = Locked<Task<Transfer<T>, any Error>?>(nil)

    init() {}

    /// The value of the task making the instance, started by the first caller.
    func value(
        _ slot: some InstanceSlot<T>, _ make: @escaping @Sendable () async throws -> Transfer<T>
    ) async throws -> Transfer<T> {
        if let made = slot.load() { return Transfer(value: made) }
        let task = lock.withLock { task in
            if let task { return task }
            let started = Task { try await make() }
            task = started
            return started
        }
        do {
            let made = try await task.value
            slot.store(made.value)
            // Forget the task (it keeps the value, which a weak slot must not): later callers
            // read the slot, or, once a weak instance is gone, make a new one.
            lock.withLock { if $0 == task { $0 = nil } }
            return Transfer(value: slot.load() ?? made.value)
        } catch {
            lock.withLock { if $0 == task { $0 = nil } }
            throw error
        }
    }
}

/// The `async` counterparts of `Lifetimes`: how an `async` factory's node is made for its
/// lifetime. `.single` and cycles are refused by `build()` for `async` registrations.
enum AsyncLifetimes {
    static func node<T>(
        for record: Record, compiler: PlanCompiler, entry: Int, arguments: [AnyNode] = [], create: @escaping AsyncCreator<T>
    ) -> Node<T> {
        // Each injection in order: an `async` one (`injecting(async:)`) leaves its compiled form
        // in `compiler.asyncInjectors` under its position.
        var steps: [(sync: Injector<T>, async: AsyncInjector<T>?)] = []
        compiler.asyncInjectors = [:]
        let parts = record.existingParts(T.self)
        for (position, compileInjection) in (parts?.injectionCompilers ?? []).enumerated() {
            compiler.injectionPosition = position
            let injector = compileInjection(compiler, entry)
            steps.append((injector, compiler.asyncInjectors[position] as? AsyncInjector<T>))
        }
        compiler.asyncInjectors = [:]
        let hooks = Lifetimes.readiness(parts?.readyHooks ?? [], after: nil, deferred: false)
        let label = record.label(0)
        let location = record.location
        let made: AsyncCreator<T> = { node, resolution in
            let value = try await create(node, resolution)
            for step in steps {
                if let inject = step.async {
                    try await inject(value.value, resolution)
                } else {
                    try step.sync(value.value, &resolution.state)
                }
            }
            try hooks?(value.value, &resolution.state)
            return value
        }
        let body: AsyncCreator<T>
        switch record.lifetime {
        case .prototype, .single:
            body = made
        case .objectGraph:
            let id = compiler.instanceKey(of: entry)
            body = { node, resolution in
                if resolution.state.holds(id) { return Transfer(value: try resolution.state.stored(id, as: T.self)) }
                let value = try await made(node, resolution)
                resolution.state.store(value.value, for: id)
                return value
            }
        case .container(.strong):
            body = shared(StrongCell<T>(), made, onMainActor: false)
        case .container(.weak):
            body = shared(WeakCell<T>(), made, onMainActor: false)
        case .run(.strong):
            let (cell, _) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: false)) { StrongCell<T>() }
            body = shared(cell, made, onMainActor: false)
        case .run(.weak):
            let (cell, _) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: true)) { WeakCell<T>() }
            body = shared(cell, made, onMainActor: false)
        case .scoped(let scope):
            body = shared(ScopeSlot<T>(scope: scope), made, onMainActor: false)
        }
        return Node(
            label: label, record: record, argumentTypes: record.argumentTypes,
            requiresMainActor: compiler.requiresMainActor(of: entry), requiresAsync: true, arguments: arguments,
            make: { _, _ throws in
                throw ResolutionError(.requiresAsync(type: label.description), path: [label.description], location: location)
            },
            makeAsync: body)
    }

    /// A shared instance made once by whichever caller comes first, in a resolve of its own.
    private static func shared<T>(
        _ slot: some InstanceSlot<T>, _ made: @escaping AsyncCreator<T>, onMainActor: Bool
    ) -> AsyncCreator<T> {
        let once = AsyncOnce<T>()
        // The plan's closures only read what they captured when the container was built.
        let maker = Transfer(value: made)
        return { node, _ in
            let node = Transfer(value: node)
            return try await once.value(slot) {
                try await maker.value(node.value, AsyncResolution(onMainActor: onMainActor))
            }
        }
    }
}

/// The node of an alias of an `async` registration: the base's value, converted.
@usableFromInline
func asyncAliasNode<T, Alias>(
    _ base: Node<T>, label: NodeLabel, _ convert: @escaping @Sendable (T) -> Alias
) -> AnyNode {
    Node<Alias>(
        label: label, record: base.record, argumentTypes: base.argumentTypes,
        requiresMainActor: base.requiresMainActor, requiresAsync: true,
        make: { _, state throws in convert(try base.make(&state)) },
        makeAsync: { _, resolution in Transfer(value: convert(try await base.makeAsync(resolution).value)) })
}
