import Logging

/// Compiles the creator of a registration's own node for its lifetime.
enum Lifetimes {
    static func compile<T>(
        create: @escaping Creator<T>, injectors: [Record<T>.Injector], record: Record<T>,
        linked: LinkedRecord, node: Node<T>, linker: Linker
    ) -> Creator<T> {
        let id = ObjectIdentifier(node)
        let inject = injection(injectors, deferred: linked.inCycle)
        let creator: Creator<T>
        switch record.lifetime {
        case .prototype:
            creator = prototype(create, inject)
        case .objectGraph:
            creator = objectGraph(id, create, inject)
        case .container(.strong), .single:
            creator = shared(StrongCell<T>(), linked.creationLock ?? CreationLock(), id, linked.inCycle, create, inject)
        case .container(.weak):
            creator = shared(WeakCell<T>(), linked.creationLock ?? CreationLock(), id, linked.inCycle, create, inject)
        case .run(let reference):
            let key = RunCells.Key(type: ObjectIdentifier(T.self), name: record.name, location: record.location, weak: reference == .weak)
            let (cell, lock): (any InstanceSlot<T>, CreationLock) = RunCells.cell(for: key)
            creator = shared(cell, lock, id, linked.inCycle, create, inject)
        case .scoped(let scope):
            creator = shared(
                ScopeSlot<T>(scope: scope, key: id), linked.creationLock ?? CreationLock(), id, linked.inCycle,
                create, inject)
        }
        guard let logger = linker.logger else { return creator }
        return logged(creator, logger, linked.info)
    }


    /// Runs the injections right away, or (for objects in a cycle) once the outermost object of
    /// the resolve exists, so that both sides of the cycle see the same instances.
    private static func injection<T>(_ injectors: [Record<T>.Injector], deferred: Bool) -> Record<T>.Injector? {
        guard !injectors.isEmpty else { return nil }
        if deferred {
            return { value, state in
                state.pending.append(PendingInjection { state throws(ResolutionError) in
                    for injector in injectors { try injector(value, &state) }
                })
            }
        }
        if injectors.count == 1 { return injectors[0] }
        return { value, state throws(ResolutionError) in
            for injector in injectors { try injector(value, &state) }
        }
    }

    private static func prototype<T>(_ create: @escaping Creator<T>, _ inject: Record<T>.Injector?) -> Creator<T> {
        guard let inject else { return create }
        return { state throws(ResolutionError) in
            let value = try create(&state)
            try inject(value, &state)
            return value
        }
    }

    private static func objectGraph<T>(
        _ id: ObjectIdentifier, _ create: @escaping Creator<T>, _ inject: Record<T>.Injector?
    ) -> Creator<T> {
        { state throws(ResolutionError) in
            if let existing = state.graph[id] {
                // Only this node stores under its own identifier, and it stores a T.
                return existing as! T
            }
            let value = try create(&state)
            state.graph[id] = value
            try inject?(value, &state)
            return value
        }
    }

    /// A lazily made shared instance: a lock-free read once made; made exactly once under the
    /// creation lock otherwise. A member of a cycle is visible to its own resolve (through the
    /// object graph) before it is published to other threads, which happens only once its
    /// injections are done.
    private static func shared<T>(
        _ slot: some InstanceSlot<T>, _ lock: CreationLock, _ id: ObjectIdentifier, _ inCycle: Bool,
        _ create: @escaping Creator<T>, _ inject: Record<T>.Injector?
    ) -> Creator<T> {
        { state throws(ResolutionError) in
            if let made = slot.load() { return made }
            return try lock.withLock { () throws(ResolutionError) -> T in
                if let made = slot.load() { return made }
                if inCycle, let inProgress = state.graph[id] {
                    // Stored just below by this node, as a T, while its injections run.
                    return inProgress as! T
                }
                let value = try create(&state)
                if inCycle {
                    state.graph[id] = value
                    let mark = state.pending.count
                    try inject?(value, &state)
                    try state.drainPending(from: mark)
                    state.graph[id] = nil
                } else {
                    try inject?(value, &state)
                }
                slot.store(value)
                return value
            }
        }
    }

    private static func logged<T>(_ creator: @escaping Creator<T>, _ logger: Logger, _ info: RegistrationInfo) -> Creator<T> {
        { state throws(ResolutionError) in
            let value = try creator(&state)
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
