import Logging

/// Wraps a registration's factory for its lifetime: generic code compiled once, in MosaicDI
/// (specialized per registered type, it cost every `register` call site compile time). The
/// common fast paths skip it: a prototype without injections runs its factory call as its node's
/// body, and a made singleton is read from the lookup table by `resolve`.
enum Lifetimes {
    /// Compiles the registration's own node from its factory call `create`; `arguments` are the
    /// nodes of the factory's parameters (for `register(_:)`, whose factory call reads them from
    /// the node it runs for). A factory of no parameters is compiled from its template instead
    /// (below).
    static func node<T>(
        for record: Record, compiler: PlanCompiler, entry: Int, arguments: [AnyNode] = [], create: @escaping Creator<T>
    ) -> Node<T> {
        if runsFactoryCallAsIs(record, compiler) {
            return Node(
                label: record.label(0), record: record, argumentTypes: record.argumentTypes,
                requiresMainActor: compiler.requiresMainActor(of: entry), arguments: arguments, make: create)
        }
        return wrappedNode(for: record, compiler: compiler, entry: entry, arguments: arguments, create: create)
    }

    /// Compiles the node of a factory of no parameters from the node made when it was registered
    /// (`Record.template`): a prototype without injections is that node itself, unless it must
    /// differ (a main-actor lifetime, a logger); any other wraps its factory call.
    static func node<T>(for record: Record, compiler: PlanCompiler, entry: Int, template: Node<T>) -> Node<T> {
        let requiresMainActor = compiler.requiresMainActor(of: entry)
        let asIs = runsFactoryCallAsIs(record, compiler)
        // The plan keeps it as the record's node.
        if asIs && requiresMainActor == template.requiresMainActor { return template }
        // The plan keeps the template beside the node made from it.
        compiler.templates.append(template)
        if asIs {
            return Node(
                label: record.label(0), record: record, requiresMainActor: requiresMainActor, factory: template.factory,
                make: template.body)
        }
        // The template's body calls the factory of the node it runs for: the wrapper's creator
        // hands it the wrapper's node, so it calls the template (and keeps it) instead.
        return wrappedNode(for: record, compiler: compiler, entry: entry, arguments: []) { _, state throws in
            try template.make(&state)
        }
    }

    /// Whether the registration's node runs its factory call as it is: a prototype without
    /// injections or hooks, and no logger to report each making.
    static func runsFactoryCallAsIs(_ record: Record, _ compiler: PlanCompiler) -> Bool {
        record.lifetimeCode == .prototype && record.hasNoInjectionsOrHooks && !compiler.isLogging
    }

    /// Compiles a node whose lifetime or injections wrap the factory.
    static func wrappedNode<T>(
        for record: Record, compiler: PlanCompiler, entry: Int, arguments: [AnyNode], create: @escaping Creator<T>
    ) -> Node<T> {
        if record.isAsync {
            // A synchronous factory with `async` injections: only the `async` resolve makes it,
            // and runs the factory on the main actor when the registration needs it.
            let onMainActor = compiler.requiresMainActor(of: entry)
            return AsyncLifetimes.node(for: record, compiler: compiler, entry: entry, arguments: arguments) { node, resolution in
                guard onMainActor else { return Transfer(value: try create(node, &resolution.state)) }
                return Transfer(value: try await resolution.onMainActor { state in try create(node, &state) })
            }
        }
        let parts = record.existingParts(T.self)
        let injectors = (parts?.injectionCompilers ?? []).map { $0(compiler, entry) }
        let inCycle = compiler.inCycle(entry)
        let inject = readiness(parts?.readyHooks ?? [], after: injection(injectors, deferred: inCycle), deferred: inCycle)
        // Only an object-graph instance, or a shared one in a cycle, is stored in the resolve's
        // state under this key; other nodes never read it.
        let id = record.lifetime == .objectGraph || inCycle ? compiler.instanceKey(of: entry) : 0
        let lock = compiler.cycleLock(of: entry)
        let creator: Creator<T>
        var fastCell: StrongCell<T>?
        switch record.lifetime {
        case .prototype:
            creator = prototype(create, inject)
        case .objectGraph:
            creator = T.self is AnyObject.Type ? objectGraphObject(id, create, inject) : objectGraph(id, create, inject)
        case .container(.strong), .single:
            let cell = StrongCell<T>()
            fastCell = cell
            creator = shared(cell, lock ?? CreationLock(), id, inCycle, create, inject)
        case .container(.weak):
            creator = shared(WeakCell<T>(), lock ?? CreationLock(), id, inCycle, create, inject)
        case .run(.strong):
            let (cell, runLock) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: false)) { StrongCell<T>() }
            creator = runShared(cell, runLock, lock, id, inCycle, create, inject)
        case .run(.weak):
            let (cell, runLock) = RunCells.cell(for: RunCells.Key(of: record, T.self, weak: true)) { WeakCell<T>() }
            creator = runShared(cell, runLock, lock, id, inCycle, create, inject)
        case .scoped(let scope):
            creator = shared(
                ScopeSlot<T>(scope: scope), lock ?? CreationLock(), id, inCycle, create, inject)
        }
        // Not `logger.map { ... } ?? creator`: a closure passed through an optional is wrapped in
        // two reabstraction thunks, which every resolve of the node would then run.
        var make = creator
        if let logger = compiler.logger {
            make = logged(creator, logger, record)
            fastCell = nil
        }
        return Node(
            label: record.label(0), record: record, argumentTypes: record.argumentTypes,
            requiresMainActor: compiler.requiresMainActor(of: entry), cell: fastCell, arguments: arguments, make: make)
    }

    /// Runs the injections right away, or (for objects in a cycle) once the outermost object of
    /// the resolve exists, so that both sides of the cycle see the same instances.
    static func injection<T>(_ injectors: [Injector<T>], deferred: Bool) -> Injector<T>? {
        guard !injectors.isEmpty else { return nil }
        if deferred {
            return { value, state in
                state.enqueue(PendingInjection { state throws in
                    for injector in injectors { try injector(value, &state) }
                })
            }
        }
        if injectors.count == 1 { return injectors[0] }
        return { value, state throws in
            for injector in injectors { try injector(value, &state) }
        }
    }

    /// Adds the `onReady` hooks after the injections: right away, or (for objects in a cycle)
    /// once every injection of the cycle is done.
    static func readiness<T>(
        _ hooks: [Injector<T>], after inject: Injector<T>?, deferred: Bool
    ) -> Injector<T>? {
        guard !hooks.isEmpty else { return inject }
        return { value, state throws in
            try inject?(value, &state)
            if deferred {
                state.enqueueReady(PendingInjection { state throws in
                    for hook in hooks { try hook(value, &state) }
                })
            } else {
                for hook in hooks { try hook(value, &state) }
            }
        }
    }

    static func prototype<T>(_ create: @escaping Creator<T>, _ inject: Injector<T>?) -> Creator<T> {
        guard let inject else { return create }
        return { node, state throws in
            let value = try create(node, &state)
            try inject(value, &state)
            return value
        }
    }

    static func objectGraph<T>(
        _ id: UInt, _ create: @escaping Creator<T>, _ inject: Injector<T>?
    ) -> Creator<T> {
        { node, state throws in
            // Only this node stores under its own key, and it stores a T.
            if state.holds(id) { return try state.stored(id, as: T.self) }
            let value = try create(node, &state)
            state.store(value, for: id)
            try inject?(value, &state)
            return value
        }
    }

    /// `objectGraph` for a class `T`: the instance is kept as a plain reference.
    static func objectGraphObject<T>(
        _ id: UInt, _ create: @escaping Creator<T>, _ inject: Injector<T>?
    ) -> Creator<T> {
        { node, state throws in
            // `T` is a class (`T.self is AnyObject.Type`, checked when compiling), so a `T` is a
            // single strong reference, as an `AnyObject` is; only this node stores under its key.
            // Read unretained: the state keeps the object until the resolve ends, and the copy
            // returned is the one reference counted.
            if let object = state.object(for: id) {
                return object._withUnsafeGuaranteedRef { uncheckedCast($0, toValueOf: T.self) }
            }
            let value = try create(node, &state)
            state.store(object: uncheckedObject(value), for: id)
            try inject?(value, &state)
            return value
        }
    }

    /// A lazily made shared instance: a lock-free read once made; made exactly once under the
    /// creation lock otherwise. A member of a cycle is visible to its own resolve (through the
    /// object graph) before it is published to other threads, which happens only once its
    /// injections are done.
    static func shared<T>(
        _ slot: some InstanceSlot<T>, _ lock: CreationLock, _ id: UInt, _ inCycle: Bool,
        _ create: @escaping Creator<T>, _ inject: Injector<T>?
    ) -> Creator<T> {
        { node, state throws in
            if let made = slot.load() { return made }
            return try makeShared(slot, lock, id, inCycle, create, inject, node, &state)
        }
    }

    /// A `.run` instance, shared by every container of the process: ``shared(_:_:_:_:_:_:)``
    /// under the process-wide `runLock`. In a cycle, the cycle's lock is taken first: the
    /// process-wide lock guards this registration across containers, the cycle's lock keeps the
    /// members of this container's cycle together.
    static func runShared<T, Slot: InstanceSlot>(
        _ cell: Slot, _ runLock: CreationLock, _ cycleLock: CreationLock?, _ id: UInt, _ inCycle: Bool,
        _ create: @escaping Creator<T>, _ inject: Injector<T>?
    ) -> Creator<T> where Slot.Value == T {
        let made = shared(cell, runLock, id, inCycle, create, inject)
        guard inCycle, let cycleLock else { return made }
        return { node, state throws in
            if let value = cell.load() { return value }
            return try cycleLock.withLock(making: node) { try made(node, &state) }
        }
    }

    /// The slow path of `shared`, kept out of line so the read path stays small.
    ///
    /// A member of a cycle is published only once the whole cycle is made: the outermost member
    /// made in this resolve makes the others (which find each other in the resolve's state),
    /// runs every injection of the cycle, and only then publishes them all. So each member is
    /// made once, every member sees the same instances, and no other thread sees a member whose
    /// injections have not run. The members share one creation lock, held throughout.
    @inline(never)
    static func makeShared<T>(
        _ slot: some InstanceSlot<T>, _ lock: CreationLock, _ id: UInt, _ inCycle: Bool,
        _ create: Creator<T>, _ inject: Injector<T>?, _ node: Node<T>, _ state: inout ResolutionState
    ) throws -> T {
        // The lock is taken and given back here rather than around a closure: singletons made
        // one inside the other nest this frame once each, and a closure's would add to it.
        try lock.acquire(making: node)
        defer { lock.release() }
        if let made = slot.load() { return made }
        guard inCycle else {
            let value = try create(node, &state)
            try inject?(value, &state)
            slot.store(value)
            return value
        }
        return try makeCycleMember(slot, id, create, inject, node, &state)
    }

    /// The part of `makeShared` for a member of a cycle, under the cycle's creation lock. Out of
    /// line, so that its locals take no room in the frames of every singleton made one inside
    /// the other (a deep chain of them is a deep stack, see `Container.maximumDependencyDepth`).
    @inline(never)
    static func makeCycleMember<T>(
        _ slot: some InstanceSlot<T>, _ id: UInt, _ create: Creator<T>, _ inject: Injector<T>?, _ node: Node<T>,
        _ state: inout ResolutionState
    ) throws -> T {
        if let inProgress = state.value(for: id) {
            // Stored below by this node, as a T, while the cycle is being made.
            guard let value = inProgress as? T else {
                throw ResolutionError(
                    .internalInconsistency("\(node.displayName) found a value of another type"),
                    path: [node.displayName])
            }
            return value
        }
        let outermost = state.cycleDepth == 0
        let injectionMark = state.pendingCount
        let readyMark = state.readyCount
        let publicationMark = state.unpublishedCount
        state.cycleDepth += 1
        defer { state.cycleDepth -= 1 }
        let value = try create(node, &state)
        state.store(value, for: id)
        // Deferred (the member is in a cycle): queued until the outermost member exists.
        try inject?(value, &state)
        state.deferPublication { slot.store(value) }
        guard outermost else { return value }
        try state.drainPending(from: injectionMark, readyFrom: readyMark)
        state.publish(from: publicationMark)
        return value
    }

    static func logged<T>(_ creator: @escaping Creator<T>, _ logger: Logger, _ record: Record) -> Creator<T> {
        let info = record.info
        return { node, state throws in
            let value = try creator(node, &state)
            logger.debug(
                "resolved \(info.type)",
                metadata: [
                    "framework": .string(info.framework ?? "root"),
                    "lifetime": .string(info.lifetime.description),
                    "registered": .string(info.location.description),
                ])
            return value
        }
    }
}
