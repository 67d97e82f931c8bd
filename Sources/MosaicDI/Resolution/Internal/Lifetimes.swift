import Logging

/// Wraps a registration's factory for its lifetime. Everything here is inlinable: it runs
/// inside the compiler closure that `register` made, so it is specialized for the registered
/// type, and so are the closures it returns.
@usableFromInline
enum Lifetimes {
    /// Compiles the registration's own node from its factory.
    @inlinable
    static func install<T>(
        into node: Node<T>, record: Record<T>, linker: Linker, linked: LinkedRecord,
        create: @escaping Creator<T>
    ) {
        let injectors = record.injectionCompilers.map { $0(linker, linked) }
        let inject = injection(injectors, deferred: linked.inCycle)
        let id = ObjectIdentifier(node)
        let inCycle = linked.inCycle
        let creator: Creator<T>
        switch record.lifetime {
        case .prototype:
            creator = prototype(create, inject)
        case .objectGraph:
            creator = objectGraph(id, create, inject)
        case .container(.strong), .single:
            creator = shared(StrongCell<T>(), linked.creationLock ?? CreationLock(), id, inCycle, create, inject)
        case .container(.weak):
            creator = shared(WeakCell<T>(), linked.creationLock ?? CreationLock(), id, inCycle, create, inject)
        case .run(let reference):
            let key = RunCells.Key(
                type: ObjectIdentifier(T.self), name: record.name, location: record.location, weak: reference == .weak)
            let (cell, lock): (any InstanceSlot<T>, CreationLock) = RunCells.cell(for: key)
            creator = shared(cell, lock, id, inCycle, create, inject)
        case .scoped(let scope):
            creator = shared(
                ScopeSlot<T>(scope: scope, key: id), linked.creationLock ?? CreationLock(), id, inCycle, create, inject)
        }
        if let logger = linker.logger {
            node.make = logged(creator, logger, linked.info)
        } else {
            node.make = creator
        }
    }

    /// Runs the injections right away, or (for objects in a cycle) once the outermost object of
    /// the resolve exists, so that both sides of the cycle see the same instances.
    @inlinable
    static func injection<T>(_ injectors: [Record<T>.Injector], deferred: Bool) -> Record<T>.Injector? {
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

    @inlinable
    static func prototype<T>(_ create: @escaping Creator<T>, _ inject: Record<T>.Injector?) -> Creator<T> {
        guard let inject else { return create }
        return { state throws(ResolutionError) in
            let value = try create(&state)
            try inject(value, &state)
            return value
        }
    }

    @inlinable
    static func objectGraph<T>(
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
    @inlinable
    static func shared<T>(
        _ slot: some InstanceSlot<T>, _ lock: CreationLock, _ id: ObjectIdentifier, _ inCycle: Bool,
        _ create: @escaping Creator<T>, _ inject: Record<T>.Injector?
    ) -> Creator<T> {
        { state throws(ResolutionError) in
            if let made = slot.load() { return made }
            return try makeShared(slot, lock, id, inCycle, create, inject, &state)
        }
    }

    /// The slow path of `shared`, kept out of line so the read path stays small.
    @inline(never)
    @usableFromInline
    static func makeShared<T>(
        _ slot: some InstanceSlot<T>, _ lock: CreationLock, _ id: ObjectIdentifier, _ inCycle: Bool,
        _ create: Creator<T>, _ inject: Record<T>.Injector?, _ state: inout ResolutionState
    ) throws(ResolutionError) -> T {
        try lock.withLock { () throws(ResolutionError) -> T in
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

    @usableFromInline
    static func logged<T>(_ creator: @escaping Creator<T>, _ logger: Logger, _ info: RegistrationInfo) -> Creator<T> {
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
