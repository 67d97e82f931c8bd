/// Makes a value during one `async` resolve call. The value travels in a `Transfer`: every step
/// of one resolve runs in its task, one after the other, so nothing it hands over is used by two
/// threads at once.
typealias AsyncCreator<T> = (Node<T>, AsyncResolution) async throws -> Transfer<T>

/// Runs one `async` injection (`injecting(async:)`) on a value, in an `async` resolve.
typealias AsyncInjector<T> = (T, AsyncResolution) async throws -> Void

/// The state of one `async` resolve call: what `ResolutionState` is to a synchronous one, in a
/// box, because an `async` closure cannot take an `inout` argument across its suspensions.
///
/// An `async` resolve does not run where it started: every `await` may resume it on another
/// thread, and an `async` function that is not isolated to an actor runs on the global executor
/// whatever its caller's isolation. So the caller's isolation proves nothing about the steps
/// after the first suspension, and the state says "not on the main actor" except while a step
/// runs inside ``onMainActor(_:)``: every synchronous step that needs the main actor (a
/// main-actor factory or injection, or anything that needs one) runs there.
final class AsyncResolution: @unchecked Sendable {
    // @unchecked: one resolve call uses it, from its own task, one step after the other (a step
    // on the main actor runs while the task awaits it), so no two threads touch it at once.
    var state: ResolutionState

    init() {
        state = ResolutionState(onMainActor: false)
    }

    /// Runs `step`, a synchronous part of the resolve, on the main actor, with the state saying
    /// so while it runs, and hands its result back to the resolve.
    func onMainActor<R>(_ step: @escaping (inout ResolutionState) throws -> R) async throws -> R {
        // The step and its result stay with this resolve: the task awaits the main actor's run
        // of the step, so each is used by one thread at a time.
        let job = Transfer(value: step)
        let made = try await MainActor.run { () throws -> Transfer<R> in
            let outside = state.onMainActor
            state.onMainActor = true
            defer { state.onMainActor = outside }
            return Transfer(value: try job.value(&state))
        }
        return made.value
    }
}

extension Node {
    /// Makes the value in an `async` resolve: through the `async` body when there is one,
    /// otherwise as a synchronous resolve would, on the main actor when it needs it.
    func makeAsync(_ resolution: AsyncResolution) async throws -> Transfer<T> {
        if let asyncBody { return try await asyncBody(self, resolution) }
        guard requiresMainActor else { return Transfer(value: try make(&resolution.state)) }
        return Transfer(value: try await resolution.onMainActor { state in try self.make(&state) })
    }
}

extension Container {
    /// Runs one top-level `async` resolve of `node`, including injections deferred by cycles,
    /// for a caller isolated to `isolation`.
    ///
    /// A node with nothing `async` in it is made in one synchronous resolve: where the caller
    /// is, when it may run there, or on the main actor. Otherwise each step runs where it must
    /// (see `AsyncResolution`).
    static func runAsync<T>(_ node: Node<T>, isolation: isolated (any Actor)?) async throws(ResolutionError) -> Transfer<T> {
        guard !node.hasArguments else { throw argumentMismatch(node, received: []) }
        guard node.requiresAsync else {
            let onMainActor = ResolutionState.isMainActor(isolation)
            guard node.requiresMainActor, !onMainActor else {
                return Transfer(value: try run(node, onMainActor: onMainActor))
            }
            let outcome = await MainActor.run {
                // The value is made on the main actor and handed to the caller that asked for
                // it; a main-actor type's members stay isolated to the main actor wherever it
                // travels.
                Transfer(value: Result { () throws(ResolutionError) -> T in try run(node, onMainActor: true) })
            }
            return Transfer(value: try outcome.value.get())
        }
        let resolution = AsyncResolution()
        do {
            let value = try await node.makeAsync(resolution)
            if resolution.state.pending != nil {
                // Injections of a cycle made by a synchronous step: on the main actor if the
                // graph has a main-actor part, which they may belong to.
                if node.requiresMainActor {
                    try await resolution.onMainActor { state in try state.drainPending() }
                } else {
                    try resolution.state.drainPending()
                }
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
        // The synchronous steps of a registration that needs the main actor (its factory, an
        // injection, or what they need) run there; which of them needs it is not known here.
        let onMainActor = compiler.requiresMainActor(of: entry)
        let made: AsyncCreator<T> = { node, resolution in
            let value = try await create(node, resolution)
            for step in steps {
                if let inject = step.async {
                    try await inject(value.value, resolution)
                } else if onMainActor {
                    try await resolution.onMainActor { state in try step.sync(value.value, &state) }
                } else {
                    try step.sync(value.value, &resolution.state)
                }
            }
            if let hooks {
                if onMainActor {
                    try await resolution.onMainActor { state in try hooks(value.value, &state) }
                } else {
                    try hooks(value.value, &resolution.state)
                }
            }
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
            body = shared(StrongCell<T>(), made)
        case .container(.weak):
            body = shared(WeakCell<T>(), made)
        case .run(.strong):
            let (cell, _) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: false)) { StrongCell<T>() }
            body = shared(cell, made)
        case .run(.weak):
            let (cell, _) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: true)) { WeakCell<T>() }
            body = shared(cell, made)
        case .scoped(let scope):
            body = shared(ScopeSlot<T>(scope: scope), made)
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
    private static func shared<T>(_ slot: some InstanceSlot<T>, _ made: @escaping AsyncCreator<T>) -> AsyncCreator<T> {
        let once = AsyncOnce<T>()
        // The plan's closures only read what they captured when the container was built.
        let maker = Transfer(value: made)
        return { node, _ in
            let node = Transfer(value: node)
            return try await once.value(slot) {
                try await maker.value(node.value, AsyncResolution())
            }
        }
    }
}

/// The node of an alias of an `async` registration: the base's value, converted.
func asyncAliasNode<T, Alias>(
    _ base: Node<T>, label: NodeLabel, _ convert: @escaping @Sendable (T) -> Alias
) -> AnyNode {
    Node<Alias>(
        label: label, record: base.record, argumentTypes: base.argumentTypes,
        requiresMainActor: base.requiresMainActor, requiresAsync: true,
        make: { _, state throws in convert(try base.make(&state)) },
        makeAsync: { _, resolution in Transfer(value: convert(try await base.makeAsync(resolution).value)) })
}
