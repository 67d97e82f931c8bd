/// The last steps of `build()`: lookup tables, the dependency graph and `.single` instances.
extension Linker {
    func makePlan() throws(ContainerError) -> Plan {
        var root: [ObjectIdentifier: Plan.Entry] = [:]
        var many: [ObjectIdentifier: [AnyNode]] = [:]
        var named: [Plan.NamedKey: Plan.Entry] = [:]
        var tagged: [Plan.TagKey: Plan.Entry] = [:]
        var views: [ObjectIdentifier: [ObjectIdentifier: Plan.Entry]] = [:]
        for (key, refs) in index {
            let name = typeNameOfKey(refs[0])
            root[key] = entry(for: key, name: nil, tag: nil, requester: nil, display: name)
            let all = DependencyRequest(parameterType: Any.self, target: key, targetName: name, kind: .many)
            many[key] = pickAll(all, requester: nil).map(node)
            for ref in refs {
                let record = record(ref)
                if let recordName = record.name {
                    named[Plan.NamedKey(type: key, name: recordName)] = entry(
                        for: key, name: recordName, tag: nil, requester: nil, display: "\(name) named \"\(recordName)\"")
                }
                for tag in record.tags {
                    tagged[Plan.TagKey(type: key, tag: tag.id)] = entry(
                        for: key, name: nil, tag: tag, requester: nil, display: "\(name) tagged \(tag.name)")
                }
            }
            for framework in frameworks.appended.keys {
                views[framework.id, default: [:]][key] = entry(
                    for: key, name: nil, tag: nil, requester: framework, display: name)
            }
        }
        let plan = Plan(
            level: level, linked: linked, frameworks: frameworks, logger: logger, root: Plan.View(root),
            named: named, tagged: tagged, frameworkViews: views.mapValues(Plan.View.init), many: many,
            graph: makeGraph())
        try makeSingles()
        logger?.info("container built", metadata: ["registrations": "\(linked.count)", "level": "\(level)"])
        return plan
    }

    private func typeNameOfKey(_ ref: KeyRef) -> String {
        record(ref).keys[ref.key].name
    }

    private func entry(
        for key: ObjectIdentifier, name: String?, tag: (id: ObjectIdentifier, name: String)?,
        requester: FrameworkID?, display: String
    ) -> Plan.Entry? {
        let kind: DependencyRequest.Kind = tag.map { .tagged($0.id, $0.name) } ?? .direct
        let request = DependencyRequest(parameterType: Any.self, target: key, targetName: display, kind: kind, name: name)
        switch pick(request, requester: requester) {
        case .found(let ref): return .node(node(ref))
        case .missing: return nil
        case .ambiguous(let refs): return .ambiguous(refs.map { linked[$0.record].info.description })
        }
    }

    /// Makes every `.single` instance of this build, in registration order.
    private func makeSingles() throws(ContainerError) {
        var failures: [Problem] = []
        for entry in linked where !entry.isInherited && entry.record.lifetime == .single {
            do {
                try entry.record.makeEagerly(entry.nodes[0], onMainActor: onMainActor)
            } catch {
                failures.append(Problem(
                    .singleFailed, at: entry.record.location,
                    "\(entry.displayName) (.single) could not be made while building: \(error)"))
            }
        }
        if !failures.isEmpty { throw ContainerError(problems: failures) }
    }

    private func makeGraph() -> DependencyGraph {
        let nodes = linked.map {
            DependencyGraph.Node(id: $0.record.order, registration: $0.info, isInherited: $0.isInherited)
        }
        var graphEdges: [DependencyGraph.Edge] = []
        let inherited = Set(linked.filter(\.isInherited).map(\.record.order))
        if let parent {
            graphEdges += parent.graph.edges.filter { inherited.contains($0.from) }
        }
        for edge in edges {
            let target = linked[edge.to]
            graphEdges.append(DependencyGraph.Edge(
                from: linked[edge.from].record.order, to: target.record.order,
                dependency: edge.request.displayName, kind: DependencyGraph.Edge.Kind(edge.request.kind),
                suppliedBy: target.record.framework?.name, isInjected: edge.injected))
        }
        return DependencyGraph(nodes: nodes, edges: graphEdges)
    }
}

