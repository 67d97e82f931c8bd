import Logging

/// The compiled, validated result of a build: lookup tables from keys to nodes.
/// A ``Container`` is a thin public face over it.
@usableFromInline
final class Plan: @unchecked Sendable {
    // @unchecked: every stored property is assigned in init and never changed, except the
    // graph cache, which is guarded by its lock; the nodes and records it refers to are frozen
    // once build() returns.

    /// What a table says about a key.
    enum Entry {
        case node(AnyNode)
        case ambiguous([String])
    }

    /// What one requester (the root, or a framework for `resolve(_:from:)`) sees.
    @usableFromInline
    struct View: Sendable {
        @usableFromInline let table: KeyTable
        let ambiguities: [ObjectIdentifier: [String]]
        /// For a framework's view: the keys it answers itself; the root answers the rest.
        let answered: Set<ObjectIdentifier>?

        init(_ entries: [ObjectIdentifier: Entry], answered: Set<ObjectIdentifier>? = nil) {
            var nodes: [(ObjectIdentifier, AnyNode)] = []
            var ambiguities: [ObjectIdentifier: [String]] = [:]
            for (key, entry) in entries {
                switch entry {
                case .node(let node): nodes.append((key, node))
                case .ambiguous(let candidates): ambiguities[key] = candidates
                }
            }
            self.init(nodes: nodes, ambiguities: ambiguities, answered: answered)
        }

        init(
            nodes: [(ObjectIdentifier, AnyNode)], ambiguities: [ObjectIdentifier: [String]],
            answered: Set<ObjectIdentifier>? = nil
        ) {
            table = KeyTable(nodes)
            self.ambiguities = ambiguities
            self.answered = answered
        }

        /// Whether this view answers for `key` itself (a framework's view leaves the keys it
        /// sees as the root does to the root).
        func answers(_ key: ObjectIdentifier) -> Bool {
            answered?.contains(key) ?? true
        }

        /// The entry for `key`, as `Plan.node` expects it.
        func entry(_ key: ObjectIdentifier) -> Entry? {
            if let node = table.node(for: key) { return .node(node) }
            return ambiguities[key].map { .ambiguous($0) }
        }
    }

    struct NamedKey: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    struct TagKey: Hashable {
        let type: ObjectIdentifier
        let tag: ObjectIdentifier
    }

    /// What the build chose and validated (see `Linker`). Its lookup's index keeps only the
    /// keys the root table cannot answer for `many` (see `PlanCompiler.makePlan`): most keys have
    /// one plain registration, and the index would otherwise cost a slot pair per registration
    /// for the container's whole life.
    let links: Links
    /// The nodes of each registration of `links`, by index: the plan owns every node.
    let compiled: [CompiledRecord]
    let logger: Logger?
    let parent: Plan?
    /// What the root sees under each type.
    @usableFromInline let root: View
    let named: [NamedKey: Entry]
    let tagged: [TagKey: Entry]
    /// What each framework sees (for `resolve(_:from:)`), where it differs from the root.
    let frameworkViews: [ObjectIdentifier: View]
    /// The injections of registrations made elsewhere (`register(madeElsewhere:)`), by type,
    /// for `Container.inject(into:)`: each an `ElsewhereInjector<T>`.
    let elsewhereInjectors: [ObjectIdentifier: AnyObject]
    /// The template nodes of the registrations compiled here that are not their own node
    /// (those are kept in `compiled`): a child's build over them reads them (see
    /// `Record.template`).
    let templates: [AnyNode]
    private let graphCache = Locked<DependencyGraph?>(nil)

    init(
        compiler: PlanCompiler, root: View, named: [NamedKey: Entry], tagged: [TagKey: Entry],
        frameworkViews: [ObjectIdentifier: View], keptIndex: KeyIndex
    ) {
        links = compiler.links.keeping(keptIndex)
        compiled = compiler.compiled
        logger = compiler.logger
        parent = compiler.parent
        self.root = root
        self.named = named
        self.tagged = tagged
        self.frameworkViews = frameworkViews
        elsewhereInjectors = compiler.elsewhereInjectors
        templates = compiler.templates
    }

    var level: Int { links.level }
    var lookup: Lookup { links.lookup }
    var frameworks: FrameworkTable { links.frameworks }
    var recordCount: Int { links.records.count }

    /// The validated graph, made on first use.
    var graph: DependencyGraph {
        graphCache.withLock { cached in
            if let cached { return cached }
            let graph = makeGraph()
            cached = graph
            return graph
        }
    }

    /// Every node for `type`, as `Many<type>` sees it from the root.
    func many(_ type: ObjectIdentifier) -> [AnyNode] {
        guard let first = lookup.index[type]?.first else { return plainNode(type) }
        let key = lookup.record(first).key(first.key)
        return many(DependencyRequest(parameterType: key.type, target: key, kind: .many))
    }

    /// Every node a `Many` request sees from the root.
    func many(_ request: DependencyRequest) -> [AnyNode] {
        guard lookup.index[request.target.id] != nil else {
            // A plain registration has no tags, so a tagged `Many` finds none.
            return request.requiredTag == nil ? plainNode(request.target.id) : []
        }
        return lookup.pickAll(request, requester: nil).map { compiled[$0.record].node($0.key) }
    }

    /// For a key the kept index leaves out, whose registrations are none or one without a name
    /// or tags: that one's node when the root sees it (then the root table holds it), or none.
    private func plainNode(_ type: ObjectIdentifier) -> [AnyNode] {
        root.table.node(for: type).map { [$0] } ?? []
    }

    private func makeGraph() -> DependencyGraph {
        let linked = links.records
        let nodes = linked.map {
            DependencyGraph.Node(id: $0.record.order, registration: $0.record.info, isInherited: $0.isInherited)
        }
        var edges: [DependencyGraph.Edge] = []
        let inherited = Set(linked.filter(\.isInherited).map(\.record.order))
        if let parent {
            edges += parent.graph.edges.filter { inherited.contains($0.from) }
        }
        for edge in links.edges {
            let target = linked[edge.to]
            edges.append(DependencyGraph.Edge(
                from: linked[edge.from].record.order, to: target.record.order,
                dependency: edge.request.displayName, kind: DependencyGraph.Edge.Kind(edge.request.kind),
                suppliedBy: target.record.framework?.name, isInjected: edge.injected))
        }
        return DependencyGraph(nodes: nodes, edges: edges)
    }

    /// The node for `T` in `table`, or the error saying why there is none.
    static func node<T>(_ entry: Entry?, _: T.Type, _ describe: @autoclosure () -> String) throws(ResolutionError) -> Node<T> {
        try anyNode(entry, describe()).typed(T.self)
    }

    /// The node in `entry`, or the error saying why there is none.
    static func anyNode(_ entry: Entry?, _ describe: @autoclosure () -> String) throws(ResolutionError) -> AnyNode {
        switch entry {
        case .node(let node):
            return node
        case .ambiguous(let candidates):
            throw ResolutionError(.ambiguous(type: describe(), candidates: candidates), path: [describe()])
        case nil:
            throw ResolutionError(.notRegistered(type: describe()), path: [describe()])
        }
    }
}
