import Logging

/// Turns a builder's records into a validated, compiled ``Plan``.
///
/// 1. make a node for every key of every registration (parents' shared ones are reused);
/// 2. choose what each dependency links to (framework tiers, `.test()`, `.default()`, levels);
/// 3. check the graph (`Linker+Analysis.swift`); stop with every problem if there is any;
/// 4. compile: bind each factory to its dependencies' nodes (`Record.compile`);
/// 5. build the lookup tables and make `.single` instances (`Linker+Plan.swift`).
@usableFromInline
final class Linker {
    let linked: [LinkedRecord]
    let frameworks: FrameworkTable
    let parent: Plan?
    let level: Int
    @usableFromInline let logger: Logger?
    /// Whether build() runs on the main actor (for `.single` main-actor registrations).
    let onMainActor: Bool
    /// Every key → the registrations that can be found under it.
    var index: [ObjectIdentifier: [KeyRef]] = [:]
    var problems: [Problem]

    private init(storage: BuilderStorage, onMainActor: Bool) {
        self.onMainActor = onMainActor
        parent = storage.parent?.plan
        level = parent.map { $0.level + 1 } ?? 0
        frameworks = storage.frameworks
        logger = storage.logger
        problems = storage.problems
        var linked: [LinkedRecord] = []
        if let parent {
            linked.reserveCapacity(parent.linked.count + storage.records.count)
            for earlier in parent.linked {
                let shared = earlier.record.lifetime.isShared
                linked.append(LinkedRecord(
                    record: earlier.record, level: earlier.level, inheritedNodes: shared ? earlier.nodes : nil))
            }
        }
        for record in storage.records {
            linked.append(LinkedRecord(record: record, level: level, inheritedNodes: nil))
        }
        self.linked = linked
        for (recordIndex, entry) in linked.enumerated() {
            for (keyIndex, key) in entry.record.keys.enumerated() {
                index[key.id, default: []].append(KeyRef(record: recordIndex, key: keyIndex))
            }
        }
    }

    /// Validates and compiles what `storage` holds.
    static func link(_ storage: BuilderStorage, isolation: (any Actor)?) throws(ContainerError) -> Plan {
        let linker = Linker(storage: storage, onMainActor: ResolutionState.isMainActor(isolation))
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
        linked[ref.record].nodes[ref.key]
    }

    func record(_ ref: KeyRef) -> AnyRecord {
        linked[ref.record].record
    }

    // MARK: Choosing

    /// The registrations visible to `requester` that match the request's key, name and tag.
    func candidates(for request: DependencyRequest, requester: FrameworkID?) -> [KeyRef] {
        guard let refs = index[request.target] else { return [] }
        return refs.filter { ref in
            let record = linked[ref.record].record
            if record.isFrameworkPrivate && record.framework != requester { return false }
            if request.kind == .many { return true }
            if record.name != request.name { return false }
            if case .tagged(let tag, _) = request.kind, !record.tags.contains(where: { $0.id == tag }) {
                return false
            }
            return true
        }
    }

    enum Pick {
        case found(KeyRef)
        case missing
        case ambiguous([KeyRef])
    }

    /// Chooses one registration for `request` as seen from `requester` (nil: the root).
    ///
    /// The deepest container level with candidates decides (a child's registrations win over
    /// its parent's). Within it, `.test()` registrations replace the others; then the
    /// requester's own framework, the frameworks it imports (one level) and finally everyone
    /// are tried in turn, and the first tier that has exactly one candidate, or exactly one
    /// `.default()`, wins. A tier with several candidates and no default falls through to the
    /// next one, as seed 003 describes for imports.
    func pick(_ request: DependencyRequest, requester: FrameworkID?) -> Pick {
        let all = candidates(for: request, requester: requester)
        guard let deepest = all.map({ linked[$0.record].level }).max() else { return .missing }
        let group = all.filter { linked[$0.record].level == deepest }
        let tests = group.filter { record($0).isTest }
        let pool = tests.isEmpty ? group : tests
        let imports = frameworks.imports(of: requester)
        let tiers = [
            pool.filter { record($0).framework == requester },
            pool.filter { record($0).framework.map { imports[$0] != nil } ?? false },
            pool,
        ]
        for tier in tiers where !tier.isEmpty {
            if tier.count == 1 { return .found(tier[0]) }
            let defaults = tier.filter { record($0).isDefault }
            if defaults.count == 1 { return .found(defaults[0]) }
        }
        return .ambiguous(pool)
    }

    /// Every registration for a `Many` request, parents first, in registration order.
    func pickAll(_ request: DependencyRequest, requester: FrameworkID?) -> [KeyRef] {
        candidates(for: request, requester: requester).sorted {
            (linked[$0.record].level, record($0).order) < (linked[$1.record].level, record($1).order)
        }
    }

    private func chooseDependencies() {
        for entry in linked where !entry.isInherited {
            entry.choices = entry.requests.map { dependency in
                choose(dependency.request, inInjection: dependency.injection != nil, for: entry)
            }
        }
    }

    private func choose(_ request: DependencyRequest, inInjection: Bool, for entry: LinkedRecord) -> Choice {
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
            return .many(pickAll(request, requester: record.framework))
        default:
            switch pick(request, requester: record.framework) {
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
                    path: pathTo(entry) + [request.displayName]))
                return .failed
            case .ambiguous(let refs):
                let names = refs.map { linked[$0.record].info.description }
                problems.append(Problem(
                    .ambiguousDependency, at: record.location,
                    "\(entry.displayName) needs \(request.displayName), and \(refs.count) registrations fit: "
                        + names.joined(separator: "; ") + ". Mark one .default(), name them, or move them into frameworks",
                    path: pathTo(entry) + [request.displayName]))
                return .failed
            }
        }
    }

    // MARK: Compiling

    /// The node for the next dependency of `entry`, typed as the factory's parameter.
    @usableFromInline
    func nextNode<D>(_ type: D.Type, for entry: LinkedRecord) -> Node<D> {
        let position = entry.cursor
        entry.cursor += 1
        let request = entry.requests[position].request
        let targets: [AnyNode]
        switch entry.choices[position] {
        case .one(let ref):
            if request.kind == .direct { return node(ref).typed(D.self) }
            targets = [node(ref)]
        case .many(let refs):
            targets = refs.map(node)
        case .none, .argument:
            targets = []
        case .failed:
            return Node<D>(displayName: request.displayName, registration: nil)
        }
        guard let wrapper = D.self as? any DependencyWrapper.Type else {
            return Node<D>(displayName: request.displayName, registration: nil)
        }
        return wrapper.wrapperNode(targets: targets, request: request).typed(D.self)
    }

    private func compile() {
        for entry in linked where !entry.isInherited {
            entry.cursor = 0
            entry.record.compile(nodes: entry.nodes, in: self, linked: entry)
        }
    }
}
