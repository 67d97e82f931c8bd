import Logging

/// Turns a builder's records into a validated, compiled ``Plan``.
///
/// 1. index every key of every registration (parents' shared ones keep their compiled nodes);
/// 2. choose what each dependency links to (`Lookup`: framework tiers, `.test()`, `.default()`,
///    container levels);
/// 3. check the graph (`Linker+Analysis.swift`); stop with every problem if there is any;
/// 4. compile in dependency order: each factory is bound to its dependencies' nodes;
/// 5. build the lookup tables and make `.single` instances (`Linker+Plan.swift`).
@usableFromInline
final class Linker {
    // @exclusivity(unchecked): builder and linker state is touched by one thread at a time (the
    // builder is not Sendable; linking runs inside build()), never through overlapping accesses.
    /// Every registration of this build, changed in place (see `LinkedRecord`).
    @exclusivity(unchecked) var linked: [LinkedRecord]
    let lookup: Lookup
    let frameworks: FrameworkTable
    let parent: Plan?
    let level: Int
    @usableFromInline let logger: Logger?
    /// Whether `logger` is set (read per registration; comparing the optional copies it).
    @usableFromInline let isLogging: Bool
    /// Whether build() runs on the main actor (for `.single` main-actor registrations).
    let onMainActor: Bool
    // @exclusivity(unchecked): builder and linker state is touched by one thread at a time (the
    // builder is not Sendable; linking runs inside build()), never through overlapping accesses.
    @exclusivity(unchecked) var problems: [Problem]
    /// The injections of registrations made elsewhere, by type (see `Plan.elsewhereInjectors`).
    @exclusivity(unchecked) var elsewhereInjectors: [ObjectIdentifier: AnyObject] = [:]
    /// The `async` injections compiled for the record being compiled, by position among its
    /// injections, and the position being compiled (see `AsyncLifetimes.node`).
    @exclusivity(unchecked) @usableFromInline var asyncInjectors: [Int: Any] = [:]
    @exclusivity(unchecked) @usableFromInline var injectionPosition = 0
    /// Compile reads the choices of the record being compiled in order through this cursor.
    @exclusivity(unchecked) var cursor = 0

    private init(storage: BuilderStorage, onMainActor: Bool) {
        self.onMainActor = onMainActor
        parent = storage.parent?.plan
        level = parent.map { $0.level + 1 } ?? 0
        frameworks = storage.frameworks
        logger = storage.logger
        isLogging = storage.logger != nil
        problems = storage.problems
        let inherited = parent?.linked ?? []
        let fresh = storage.records
        let level = self.level
        // Every entry is made in place: appending made values copied all their fields.
        linked = [LinkedRecord](unsafeUninitializedCapacity: inherited.count + fresh.count) { buffer, count in
            var slot = buffer.baseAddress.unsafelyUnwrapped
            for earlier in inherited {
                // A parent's shared registration keeps the parent's nodes; the others are linked again.
                slot.initialize(
                    to: earlier.record.lifetime.isShared
                        ? LinkedRecord(inheriting: earlier) : LinkedRecord(record: earlier.record, level: earlier.level))
                slot += 1
            }
            fresh.withUnsafeBufferPointer { records in
                for record in records {
                    // Guaranteed: `fresh` keeps the record alive; a plain `let` would retain it.
                    Unmanaged.passUnretained(record)._withUnsafeGuaranteedRef { record in
                        slot.initialize(to: LinkedRecord(record: record, level: level))
                    }
                    slot += 1
                }
            }
            count = inherited.count + fresh.count
        }
        let records: [AnyRecord]
        var levels: [Int] = []
        if let parent {
            records = parent.lookup.records + fresh
            levels = inherited.map(\.level) + repeatElement(level, count: fresh.count)
        } else {
            records = fresh
        }
        lookup = Lookup(records: records, levels: levels, frameworks: frameworks)
    }

    /// Validates and compiles what `storage` holds.
    static func link(_ storage: BuilderStorage, isolation: (any Actor)?) throws(ContainerError) -> Plan {
        for record in storage.records { record.isFrozen = true }
        let linker = Linker(storage: storage, onMainActor: ResolutionState.isMainActor(isolation))
        linker.checkLateChanges()
        linker.checkFrameworks()
        linker.chooseDependencies()
        linker.analyze()
        guard linker.problems.isEmpty else {
            let ordered = linker.problems.enumerated().sorted {
                ($0.element.location.fileID, $0.element.location.line, $0.offset)
                    < ($1.element.location.fileID, $1.element.location.line, $1.offset)
            }
            throw ContainerError(problems: ordered.map(\.element))
        }
        linker.compile()
        return try linker.makePlan()
    }

    func node(_ ref: KeyRef) -> AnyNode {
        linked[ref.record].node(ref.key)
    }

    /// The label of registration `entry`'s own type, for messages.
    @usableFromInline
    func label(of entry: Int) -> NodeLabel {
        linked[entry].record.label(0)
    }

    /// Whether making registration `entry` needs the main actor.
    @usableFromInline
    func requiresMainActor(of entry: Int) -> Bool {
        linked[entry].requiresMainActor
    }

    /// The key of registration `entry`'s instances in a resolve's state: the address of a
    /// token made on first use and kept by the plan with the record's nodes.
    func instanceKey(of entry: Int) -> UInt {
        if let token = linked[entry].instanceToken { return InlineStore.key(ObjectIdentifier(token)) }
        let token = InstanceToken()
        linked[entry].instanceToken = token
        return InlineStore.key(ObjectIdentifier(token))
    }

    // MARK: Choosing

    private func chooseDependencies() {
        for index in linked.indices where !linked[index].isInherited && !linked[index].requests.isEmpty {
            let choices = linked[index].requests.map { dependency in
                choose(dependency.request, inInjection: dependency.injection != nil, for: index)
            }
            linked[index].choices = choices
        }
    }

    private func choose(_ request: DependencyRequest, inInjection: Bool, for index: Int) -> Choice {
        let entry = linked[index]
        let record = entry.record
        switch request.kind {
        case .argument:
            if inInjection {
                problems.append(Problem(
                    .argumentUnavailable, at: record.location,
                    "\(entry.displayName) asks for \(request.displayName) in a property or method injection; "
                        + "arguments can only be initializer parameters"))
                return .failed
            }
            return .argument
        case .many:
            return .many(lookup.pickAll(request, requester: record.framework))
        default:
            switch lookup.pick(request, requester: record.framework) {
            case .found(let ref):
                return .one(ref)
            case .missing where request.kind == .optional:
                return .none
            case .missing:
                problems.append(Problem(
                    .missingDependency, at: record.location,
                    "\(entry.displayName) needs \(request.displayName), but nothing visible to "
                        + "\(record.framework.map { "framework \($0.name)" } ?? "the root") registers \(request.targetName)"
                        + (request.name.map { " named \"\($0)\"" } ?? ""),
                    path: pathTo(index) + [request.displayName]))
                return .failed
            case .ambiguous(let refs):
                let names = refs.map { linked[$0.record].record.info.description }
                problems.append(Problem(
                    .ambiguousDependency, at: record.location,
                    "\(entry.displayName) needs \(request.displayName), and \(refs.count) registrations fit: "
                        + names.joined(separator: "; ") + ". Mark one .default(), name them, or move them into frameworks",
                    path: pathTo(index) + [request.displayName]))
                return .failed
            }
        }
    }

    // MARK: Compiling

    /// Compiles every record after the records its initializer needs, so that each factory holds
    /// its dependencies' nodes directly. Edges that may close a cycle (injections, `Lazy`,
    /// `Provider`) get a `LateNode` when their target is not compiled yet; they are filled in
    /// at the end.
    private func compile() {
        var visiting = [Bool](repeating: false, count: linked.count)
        var stack: [(record: Int, next: Int)] = []
        for start in linked.indices where !linked[start].isInherited && !linked[start].isCompiled {
            if linked[start].choices.isEmpty {
                // Nothing to compile first (the common leaf): no walk needed.
                compileNodes(start)
                continue
            }
            stack.append((start, 0))
            visiting[start] = true
            while let (current, next) = stack.last {
                if next < linked[current].choices.count {
                    stack[stack.count - 1].next += 1
                    let (request, injection) = linked[current].requests[next]
                    guard injection == nil, request.isImmediate else { continue }
                    for target in targets(of: linked[current].choices[next]) {
                        if !linked[target].isCompiled && !linked[target].isInherited && !visiting[target] {
                            visiting[target] = true
                            stack.append((target, 0))
                        }
                    }
                    continue
                }
                stack.removeLast()
                compileNodes(current)
            }
        }
        for index in linked.indices where !linked[index].lateNodes.isEmpty {
            for (key, late) in linked[index].lateNodes {
                late.node = linked[index].node(key)
            }
        }
    }

    /// Compiles the nodes of registration `index`; its dependencies' nodes are compiled
    /// already (or late).
    private func compileNodes(_ index: Int) {
        cursor = 0
        // Through a guaranteed reference: `lookup` keeps the record alive while compiling
        // changes entries of `linked` in place.
        let (own, aliases) = Unmanaged.passUnretained(linked[index].record)._withUnsafeGuaranteedRef {
            $0.compile(in: self, entry: index)
        }
        linked[index].ownNode = own
        if !aliases.isEmpty { linked[index].aliasNodes = aliases }
    }

    private func targets(of choice: Choice) -> [Int] {
        switch choice {
        case .one(let ref): [ref.record]
        case .many(let refs): refs.map(\.record)
        default: []
        }
    }

    /// The compiled node of `ref`, or a late reference to it.
    func linkTarget(_ ref: KeyRef) -> LinkTarget {
        if linked[ref.record].isCompiled { return .ready(linked[ref.record].node(ref.key)) }
        let late = linked[ref.record].lateNodes[ref.key] ?? LateNode()
        linked[ref.record].lateNodes[ref.key] = late
        return .late(late, linked[ref.record].record.label(ref.key), linked[ref.record].record)
    }

    /// The node for the next dependency of `entry`, typed as the factory's parameter.
    @usableFromInline
    func nextNode<D>(_ type: D.Type, for entry: Int) -> Node<D> {
        let position = cursor
        cursor += 1
        let request = linked[entry].requests[position].request
        let targets: [LinkTarget]
        switch linked[entry].choices[position] {
        case .one(let ref):
            let target = linkTarget(ref)
            if request.kind == .direct { return target.bind(D.self) }
            targets = [target]
        case .many(let refs):
            targets = refs.map(linkTarget)
        case .none, .argument:
            targets = []
        case .failed:
            return Node<D>(label: NodeLabel(D.self)) { _, _ throws in
                throw ResolutionError(.internalInconsistency("\(D.self) was not linked"), path: [])
            }
        }
        // A non-direct request comes from a wrapper type (see DependencyRequest.of).
        guard let wrapper = D.self as? any DependencyWrapper.Type else {
            return Node<D>(label: NodeLabel(D.self)) { _, _ throws in
                throw ResolutionError(.internalInconsistency("\(D.self) is not a wrapper"), path: [])
            }
        }
        return request.wrapperNode(wrapper, targets: targets).typed(D.self)
    }
}
