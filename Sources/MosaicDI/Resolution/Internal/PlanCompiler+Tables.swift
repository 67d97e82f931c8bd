/// The last steps of compiling a plan: the lookup tables and the `.single` instances.
extension PlanCompiler {
    /// The plan's tables, from the compiled nodes; then every `.single` instance is made.
    func makePlan() throws(ContainerError) -> Plan {
        let lookup = links.lookup
        let frameworks = links.frameworks
        // Every node here is owned by the plan's compiled records, which outlive the table.
        var rootNodes: [(ObjectIdentifier, AnyNode)] = []
        rootNodes.reserveCapacity(lookup.index.count)
        var rootAmbiguities: [ObjectIdentifier: [String]] = [:]
        var named: [Plan.NamedKey: Plan.Entry] = [:]
        var tagged: [Plan.TagKey: Plan.Entry] = [:]
        var views: [ObjectIdentifier: (entries: [ObjectIdentifier: Plan.Entry], answered: Set<ObjectIdentifier>)] = [:]
        let appended = Array(frameworks.appended.keys)
        // The keys `Plan.many` cannot answer from the root table: every key but those with one
        // registration without a name or tags, which the root table holds when the root sees it.
        var kept = KeyIndex(expected: 0)
        for (key, refs) in lookup.index {
            // The common case, one registration without a name or tags, needs no other table.
            let plain = refs.others.isEmpty ? lookup.plainVisibility(refs.first) : nil
            if let visible = plain {
                // What `Lookup.pick` answers for one unnamed registration asked for by the root.
                if visible { rootNodes.append((key, node(refs.first))) }
                if appended.isEmpty { continue }
            }
            let type = lookup.record(refs.first).key(refs.first.key)
            if plain == nil {
                for ref in refs.all { kept.add(ref, for: key) }
                let request = DependencyRequest(parameterType: type.type, target: type, kind: .direct)
                switch entry(lookup.pick(request, among: refs, requester: nil)) {
                case .node(let node): rootNodes.append((key, node))
                case .ambiguous(let candidates): rootAmbiguities[key] = candidates
                case nil: break
                }
                for ref in refs.all {
                    let record = lookup.record(ref)
                    if let name = record.name {
                        named[Plan.NamedKey(type: key, name: name)] = entry(
                            DependencyRequest(parameterType: type.type, target: type, kind: .direct, name: name),
                            requester: nil)
                    }
                    for tag in record.tags {
                        tagged[Plan.TagKey(type: key, tag: tag.id)] = entry(
                            DependencyRequest(parameterType: type.type, target: type, kind: .tagged(tag)), requester: nil)
                    }
                }
            }
            for framework in appended where lookup.frameworkSeesDifferently(key, framework) {
                views[framework.id, default: ([:], [])].answered.insert(key)
                views[framework.id]?.entries[key] = entry(
                    DependencyRequest(parameterType: type.type, target: type, kind: .direct), requester: framework)
            }
        }
        var frameworkViews: [ObjectIdentifier: Plan.View] = [:]
        for framework in frameworks.appended.keys {
            let view = views[framework.id] ?? ([:], [])
            frameworkViews[framework.id] = Plan.View(view.entries, answered: view.answered)
        }
        let plan = Plan(
            compiler: self, root: Plan.View(nodes: rootNodes, ambiguities: rootAmbiguities), named: named, tagged: tagged, frameworkViews: frameworkViews,
            keptIndex: kept)
        try makeSingles()
        logger?.info("container built", metadata: ["registrations": "\(compiled.count)", "level": "\(links.level)"])
        return plan
    }

    /// The compiled node of `ref` (the plan's compiled records own it).
    private func node(_ ref: KeyRef) -> AnyNode {
        if ref.key == 0, let own = compiled[ref.record].ownNode { return own }
        return compiled[ref.record].node(ref.key)
    }

    private func entry(_ request: DependencyRequest, requester: FrameworkID?) -> Plan.Entry? {
        entry(links.lookup.pick(request, requester: requester))
    }

    private func entry(_ pick: Lookup.Pick) -> Plan.Entry? {
        switch pick {
        case .found(let ref): .node(compiled[ref.record].node(ref.key))
        case .missing: nil
        case .ambiguous(let refs): .ambiguous(refs.map { links.lookup.record($0).info.description })
        }
    }

    /// Makes every `.single` instance of this build, in registration order.
    private func makeSingles() throws(ContainerError) {
        var failures: [Problem] = []
        for index in links.records.indices {
            let entry = links.records[index]
            guard entry.isSingle, !entry.isInherited else { continue }
            do {
                try compiled[index].node(0).makeEagerly(onMainActor: onMainActor)
            } catch {
                failures.append(Problem(
                    .singleFailed, at: entry.record.location,
                    "\(entry.displayName) (.single) could not be made while building: \(error)"))
            }
        }
        if !failures.isEmpty { throw ContainerError(problems: failures) }
    }
}
