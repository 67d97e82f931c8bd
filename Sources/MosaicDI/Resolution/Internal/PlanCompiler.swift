import Logging

/// The second stage of a build: compiling the plan. From the `Links` the first stage chose and
/// validated, it makes every registration's nodes (each factory bound to its dependencies'
/// nodes, wrapped for its lifetime), then the lookup tables, then the `.single` instances
/// (`PlanCompiler+Tables.swift`). It finds no problem of the graph: those were all reported.
///
/// Each registration compiles itself (`Record.compile`, made by `register`), asking this
/// compiler for its parameters' nodes in order (`nextNode`).
final class PlanCompiler {
    let links: Links
    let parent: Plan?
    let logger: Logger?
    /// Whether `logger` is set (read per registration; comparing the optional copies it).
    let isLogging: Bool
    /// Whether build() runs on the main actor (for `.single` main-actor registrations).
    let onMainActor: Bool
    /// One creation lock per cycle of `links`, shared by its members.
    let cycleLocks: [CreationLock]
    // @exclusivity(unchecked) on the state below: compiling runs inside build(), on one thread,
    // never through overlapping accesses.
    /// The nodes of each registration, by the index of its `LinkedRecord`.
    @exclusivity(unchecked) var compiled: [CompiledRecord]
    /// The template nodes of the registrations compiled here, kept by the plan (see
    /// `Record.template`).
    @exclusivity(unchecked) var templates: [AnyNode] = []
    /// The injections of registrations made elsewhere, by type (see `Plan.elsewhereInjectors`).
    @exclusivity(unchecked) var elsewhereInjectors: [ObjectIdentifier: AnyObject] = [:]
    /// Late references handed out before their registration was compiled (see `linkTarget`).
    @exclusivity(unchecked) var lateNodes: [KeyRef: LateNode] = [:]
    /// The `async` injections compiled for the record being compiled, by position among its
    /// injections, and the position being compiled (see `AsyncLifetimes.node`).
    @exclusivity(unchecked) var asyncInjectors: [Int: Any] = [:]
    @exclusivity(unchecked) var injectionPosition = 0
    /// The next dependency of the record being compiled that `nextNode` hands out.
    @exclusivity(unchecked) var cursor = 0

    init(_ links: Links, parent: Plan?, logger: Logger?, onMainActor: Bool) {
        self.links = links
        self.parent = parent
        self.logger = logger
        isLogging = logger != nil
        self.onMainActor = onMainActor
        cycleLocks = (0..<links.cycleCount).map { _ in CreationLock() }
        var compiled = [CompiledRecord](repeating: CompiledRecord(), count: links.records.count)
        if let parent {
            for index in parent.compiled.indices where links.records[index].isInherited {
                compiled[index] = CompiledRecord(inheriting: parent.compiled[index])
            }
        }
        self.compiled = compiled
    }

    /// Compiles every registration, then the tables and the `.single` instances.
    func compile() throws(ContainerError) -> Plan {
        compileNodes()
        return try makePlan()
    }

    // MARK: What a registration asks while it compiles

    /// The label of registration `entry`'s own type, for messages.
    func label(of entry: Int) -> NodeLabel {
        links.records[entry].label
    }

    /// Whether making registration `entry` needs the main actor.
    func requiresMainActor(of entry: Int) -> Bool {
        links.records[entry].requiresMainActor
    }

    /// Whether registration `entry` is part of a cycle through immediate dependencies.
    func inCycle(_ entry: Int) -> Bool {
        links.records[entry].inCycle
    }

    /// The creation lock registration `entry` shares with the rest of its cycle, if it is in one.
    func cycleLock(of entry: Int) -> CreationLock? {
        links.records[entry].cycle.map { cycleLocks[$0] }
    }

    /// The key of registration `entry`'s instances in a resolve's state: the address of a
    /// token made on first use and kept by the plan with the record's nodes.
    func instanceKey(of entry: Int) -> UInt {
        if let token = compiled[entry].instanceToken { return InlineStore<Any>.key(ObjectIdentifier(token)) }
        let token = InstanceToken()
        compiled[entry].instanceToken = token
        return InlineStore<Any>.key(ObjectIdentifier(token))
    }

    /// The node for the next dependency of `entry`, typed as the factory's parameter.
    func nextNode<D>(_ type: D.Type, for entry: Int) -> Node<D> {
        let position = cursor
        cursor += 1
        let dependency = links.records[entry].dependencies[position]
        let request = dependency.request
        let targets: [LinkTarget]
        switch dependency.choice {
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

    // MARK: Compiling in dependency order

    /// Compiles every record after the records its initializer needs, so that each factory holds
    /// its dependencies' nodes directly. Edges that may close a cycle (injections, `Lazy`,
    /// `Provider`) get a `LateNode` when their target is not compiled yet, filled in at the end.
    private func compileNodes() {
        let records = links.records
        var visiting = [Bool](repeating: false, count: records.count)
        var stack: [(record: Int, next: Int)] = []
        for start in records.indices where !records[start].isInherited && !compiled[start].isCompiled {
            if records[start].dependencies.isEmpty {
                // Nothing to compile first (the common leaf): no walk needed.
                compileRecord(start)
                continue
            }
            stack.append((start, 0))
            visiting[start] = true
            while let (current, next) = stack.last {
                if next < records[current].dependencies.count {
                    stack[stack.count - 1].next += 1
                    let dependency = records[current].dependencies[next]
                    guard dependency.injection == nil, dependency.request.isImmediate else { continue }
                    for target in dependency.choice.targets {
                        let index = target.record
                        if !compiled[index].isCompiled && !records[index].isInherited && !visiting[index] {
                            visiting[index] = true
                            stack.append((index, 0))
                        }
                    }
                    continue
                }
                stack.removeLast()
                compileRecord(current)
            }
        }
        for (ref, late) in lateNodes {
            late.node = compiled[ref.record].node(ref.key)
        }
        lateNodes = [:]
    }

    /// Compiles the nodes of registration `index`; its dependencies' nodes are compiled
    /// already (or late).
    private func compileRecord(_ index: Int) {
        cursor = 0
        // Through a guaranteed reference: `links.lookup` keeps the record alive.
        let (own, aliases) = Unmanaged.passUnretained(links.records[index].record)._withUnsafeGuaranteedRef {
            $0.compile(in: self, entry: index)
        }
        compiled[index].ownNode = own
        if !aliases.isEmpty { compiled[index].aliasNodes = aliases }
    }

    /// The compiled node of `ref`, or a late reference to it.
    private func linkTarget(_ ref: KeyRef) -> LinkTarget {
        if compiled[ref.record].isCompiled { return .ready(compiled[ref.record].node(ref.key)) }
        let late = lateNodes[ref] ?? LateNode()
        lateNodes[ref] = late
        let record = links.records[ref.record].record
        return .late(late, record.label(ref.key), record)
    }
}
