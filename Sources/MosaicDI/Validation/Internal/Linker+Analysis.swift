/// The graph checks of `build()`: frameworks, isolation, cycles, captive dependencies and
/// arguments. Each adds problems; none stops at the first.
extension Linker {
    typealias Edge = Links.Edge

    /// Every edge that starts at a registration linked in this build.
    var edges: [Edge] { Links.edges(of: linked) }

    func checkFrameworks() {
        for (importer, imports) in frameworks.imports {
            for (imported, location) in imports where frameworks.appended[imported] == nil {
                problems.append(Problem(
                    .importNotAppended, at: location,
                    "framework \(importer.name) imports \(imported.name), which is never appended"))
            }
        }
        // Imports are one level deep, but a cycle among them is still a design mistake.
        var reported: Set<FrameworkID> = []
        for start in frameworks.imports.keys.sorted(by: { $0.name < $1.name }) where !reported.contains(start) {
            if let cycle = importCycle(from: start) {
                reported.formUnion(cycle)
                let location = frameworks.imports[cycle[0]]?[cycle[1 % cycle.count]] ?? SourceLocation(fileID: "?", line: 0)
                problems.append(Problem(
                    .importCycle, at: location,
                    "frameworks import each other in a cycle: "
                        + (cycle + [cycle[0]]).map(\.name).joined(separator: " → "),
                    path: (cycle + [cycle[0]]).map(\.name)))
            }
        }
    }

    private func importCycle(from start: FrameworkID) -> [FrameworkID]? {
        var path: [FrameworkID] = []
        var visited: Set<FrameworkID> = []
        func visit(_ framework: FrameworkID) -> [FrameworkID]? {
            if framework == start && !path.isEmpty { return path }
            guard visited.insert(framework).inserted else { return nil }
            path.append(framework)
            for next in frameworks.imports[framework]?.keys ?? [] {
                if let cycle = visit(next) { return cycle }
            }
            path.removeLast()
            return nil
        }
        return visit(start)
    }

    /// Reports modifiers called on the handles of already built registrations (they were
    /// ignored, so the parent container and this one agree on what was built).
    func checkLateChanges() {
        guard isChild, !LateChanges.isEmpty else { return }
        for entry in linked where entry.level < level {
            let modifiers = LateChanges.modifiers(of: entry.record)
            guard !modifiers.isEmpty else { continue }
            problems.append(Problem(
                .modifiedAfterBuild, at: entry.record.location,
                "\(entry.displayName) was changed after its container was built (\(modifiers.joined(separator: ", "))); "
                    + "the change was ignored. Make every change before build(), or register again in this child",
                path: [entry.displayName]))
        }
    }

    func analyze() {
        // One sweep over the records for the checks that look at one record at a time; it also
        // notes which records need the main actor themselves.
        var needsMain: [Bool] = []
        var anyNeedsMain = false
        // Reported after the captive checks, where they have always come.
        var sharedWithArguments: [Problem] = []
        for index in linked.indices {
            let isInherited = linked[index].isInherited
            // Through a guaranteed reference: the entry keeps the record alive; a plain `let`
            // would retain and release it.
            Unmanaged.passUnretained(linked[index].record)._withUnsafeGuaranteedRef { record in
                let needs = record.isolation == .mainActor || record.hasMainActorInjection
                    || (isInherited && linked[index].requiresMainActor)
                if needs && !anyNeedsMain {
                    anyNeedsMain = true
                    needsMain = Array(repeating: false, count: linked.count)
                }
                if anyNeedsMain { needsMain[index] = needs }
                if isInherited { return }
                if !record.aliasKeys.isEmpty { checkAliases(of: record, displayName: linked[index].displayName) }
                if record.lifetimeNeedsMainActor && record.isolation != .mainActor {
                    problems.append(Problem(
                        .mainActorLifetimeOffMainActor, at: record.location,
                        "\(linked[index].displayName) has the lifetime .mainActor(\(record.lifetime)) but is not made on the "
                            + "main actor; register it with register(onMainActor:), or make it Sendable and drop .mainActor"))
                }
                if record.lifetimeIsDefault && record.lifetime.isShared && record.isolation == .nonisolated
                    && !record.isKnownSendable
                {
                    problems.append(Problem(
                        .defaultLifetimeNeedsSendable, at: record.location,
                        "\(linked[index].displayName) takes the default lifetime \(record.lifetime), which shares one instance "
                            + "with every thread, but its type is not known to be Sendable; make it Sendable, register it "
                            + "with register(onMainActor:), or give it its own lifetime (.prototype or .objectGraph)"))
                }
                if case .prototype = record.lifetime { return }
                if record.lifetime.isWeak && !record.isReferenceType {
                    problems.append(Problem(
                        .weakValueType, at: record.location,
                        "\(linked[index].displayName) has the lifetime \(record.lifetime), but only class instances can be held weakly"))
                }
                if record.lifetime.isShared && !record.argumentTypes.isEmpty {
                    sharedWithArguments.append(Problem(
                        .argumentUnavailable, at: record.location,
                        "\(linked[index].displayName) takes runtime arguments but has the lifetime \(record.lifetime): "
                            + "the instance made from the first arguments would be returned for any later ones; use .prototype"))
                }
            }
        }
        let edges = self.edges
        if anyNeedsMain { propagateMainActor(edges, needsMain) }
        checkCaptives(edges)
        problems += sharedWithArguments
        checkArguments(edges)
        checkCycles(edges)
        checkDepth(edges)
        checkAsync(edges)
        checkMadeElsewhere(edges)
    }

    /// Nothing can depend on a registration whose instances the container never makes.
    private func checkMadeElsewhere(_ edges: [Edge]) {
        for edge in edges where linked[edge.to].record.isMadeElsewhere {
            let holder = linked[edge.from]
            let target = linked[edge.to]
            problems.append(Problem(
                .madeElsewhere, at: holder.record.location,
                "\(holder.displayName) needs \(edge.request.displayName), which is made outside the container "
                    + "(register(madeElsewhere:) at \(target.record.location)); pass the instance in instead",
                path: [holder.displayName, edge.request.displayName]))
        }
    }

    /// An `async` factory can only be awaited by the `async` resolve: directly by another
    /// `async` factory, or later through `Provider` / `Lazy`.
    private func checkAsync(_ edges: [Edge]) {
        for edge in edges where edge.immediate && linked[edge.to].record.isAsync {
            let holder = linked[edge.from]
            if holder.record.isAsync && edge.request.kind == .direct && !edge.injected { continue }
            let target = linked[edge.to]
            let how = holder.record.isAsync
                ? "ask for \(edge.request.targetName) itself in the initializer"
                : "register \(holder.displayName) with register(async:) too, or ask for "
                    + "Provider<\(edge.request.targetName)> and call `try await provider.resolve()`"
            problems.append(Problem(
                .asyncDependency, at: holder.record.location,
                "\(holder.displayName) needs \(edge.request.displayName), which is made by an async factory "
                    + "(\(target.record.location)), in a way that cannot wait for it; \(how)",
                path: [holder.displayName, edge.request.displayName]))
        }
        for index in linked.indices where !linked[index].isInherited && linked[index].record.isAsync {
            let record = linked[index].record
            if record.lifetime == .single {
                problems.append(Problem(
                    .asyncDependency, at: record.location,
                    "\(linked[index].displayName) is made by an async factory, which the synchronous build() cannot run "
                        + "for .single; use .container() and resolve it once with `try await container.resolve()`"))
            } else if linked[index].inCycle {
                problems.append(Problem(
                    .asyncDependency, at: record.location,
                    "\(linked[index].displayName) is made by an async factory and is part of a cycle; break the cycle "
                        + "with a Provider or a Lazy"))
            }
        }
    }

    /// An alias naming the registration's own type, or given twice, would make every resolve of
    /// that type ambiguous between the registration and itself.
    private func checkAliases(of record: Record, displayName: String) {
        var seen: Set<TypeKey> = [record.ownKey]
        for alias in record.aliasKeys where !seen.insert(alias).inserted {
            let why = alias == record.ownKey
                ? "is its own type" : "is given twice"
            problems.append(Problem(
                .redundantAlias, at: record.location,
                "\(displayName) is registered as \(alias.name), which \(why); every resolve of \(alias.name) "
                    + "would be ambiguous. Remove that .as(\(alias.name).self)",
                path: [displayName]))
        }
    }

    /// A node needs the main actor when its factory is main-actor isolated or anything it makes
    /// immediately needs it. `needsMain` starts with the records that need it themselves; the
    /// others keep `requiresMainActor` false, as a linked record starts.
    private func propagateMainActor(_ edges: [Edge], _ needsMain: [Bool]) {
        var needsMain = needsMain
        var dependents: [[Int]] = Array(repeating: [], count: linked.count)
        for edge in edges where edge.immediate { dependents[edge.to].append(edge.from) }
        var queue = needsMain.indices.filter { needsMain[$0] }
        while let next = queue.popLast() {
            for dependent in dependents[next] where !needsMain[dependent] {
                needsMain[dependent] = true
                queue.append(dependent)
            }
        }
        for (index, needs) in needsMain.enumerated() where !linked[index].isInherited {
            linked[index].requiresMainActor = needs
        }
    }

    private func checkCaptives(_ edges: [Edge]) {
        for edge in edges where edge.immediate {
            let holder = linked[edge.from]
            let held = linked[edge.to]
            let holderLifetime = holder.record.lifetime
            guard holderLifetime.isShared else { continue }
            if held.record.lifetime.rank < holderLifetime.rank {
                problems.append(Problem(
                    .captiveDependency, at: holder.record.location,
                    "\(holder.displayName) (\(holderLifetime)) holds \(edge.request.displayName) "
                        + "(\(held.record.lifetime), \(held.record.location)), which would then live as long as its holder; "
                        + "ask for Provider<\(edge.request.targetName)> or give it a longer lifetime",
                    path: [holder.displayName, edge.request.displayName]))
            }
            if holder.record.isolation == .nonisolated && held.requiresMainActor {
                problems.append(Problem(
                    .mainActorCaptive, at: holder.record.location,
                    "\(holder.displayName) is a nonisolated \(holderLifetime) instance holding "
                        + "\(edge.request.displayName), which is made on the main actor (\(held.record.location)); "
                        + "register the holder with register(onMainActor:) or hold a Provider",
                    path: [holder.displayName, edge.request.displayName]))
            }
        }
    }

    /// The edges that reach a registration taking runtime arguments (the registrations' own
    /// lifetimes are checked in `analyze`'s sweep).
    private func checkArguments(_ edges: [Edge]) {
        for edge in edges where !edge.request.passesArguments {
            let target = linked[edge.to].record
            guard !target.argumentTypes.isEmpty else { continue }
            let holder = linked[edge.from]
            problems.append(Problem(
                .argumentUnavailable, at: holder.record.location,
                "\(holder.displayName) needs \(edge.request.displayName), whose registration (\(target.location)) "
                    + "takes runtime arguments (\(target.argumentTypes.map(typeName).joined(separator: ", "))); "
                    + "ask for Provider<\(edge.request.targetName)> and pass them when calling it",
                path: [holder.displayName, edge.request.displayName]))
        }
    }

    /// Finds cycles through immediate dependencies. A cycle through initializers only can never
    /// be built; a cycle through prototypes only never ends. The members of each other cycle are
    /// numbered with it: the compiler defers their injections and gives them one creation lock.
    private func checkCycles(_ edges: [Edge]) {
        var successors: [[Edge]] = Array(repeating: [], count: linked.count)
        for edge in edges where edge.immediate { successors[edge.from].append(edge) }
        for component in stronglyConnectedComponents(successors) {
            let members = Set(component)
            for member in component { linked[member].cycle = cycleCount }
            cycleCount += 1
            if let cycle = findCycle(in: members, successors: successors, using: { !$0.injected }) {
                report(.initializerCycle, cycle, "objects need each other in their initializers")
            } else if let cycle = findCycle(
                in: members.filter { linked[$0].record.lifetime == .prototype }, successors: successors, using: { _ in true })
            {
                report(
                    .endlessCycle, cycle,
                    "a property-injection cycle through prototypes only never ends; give one of them the .objectGraph lifetime")
            }
        }
    }

    private func report(_ kind: Problem.Kind, _ cycle: [Int], _ why: String) {
        let names = (cycle + [cycle[0]]).map { linked[$0].displayName }
        let first = linked[cycle[0]].record
        problems.append(Problem(
            kind, at: first.location,
            "\(why): \(names.joined(separator: " → ")); registered at "
                + cycle.map { "\(linked[$0].record.location)" }.joined(separator: ", "),
            path: names))
    }

    /// The cycles among immediate dependencies (Tarjan's strongly connected components with more
    /// than one member, or one that needs itself), iteratively so that long chains do not
    /// exhaust the stack.
    private func stronglyConnectedComponents(_ successors: [[Edge]]) -> [[Int]] {
        let count = successors.count
        var indexOf = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        var work: [(node: Int, edge: Int)] = []
        // A registration that needs nothing immediately is in no cycle: it is skipped as a root
        // (and, having no successors, never pushed as one either).
        for root in 0..<count where indexOf[root] < 0 && !linked[root].isInherited && !successors[root].isEmpty {
            work.append((root, 0))
            indexOf[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edgeIndex) = work.last {
                if edgeIndex < successors[node].count {
                    work[work.count - 1].edge += 1
                    let next = successors[node][edgeIndex].to
                    if indexOf[next] < 0 {
                        indexOf[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], indexOf[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                if lowLink[node] == indexOf[node] {
                    if stack.last == node {
                        // A component of one: a cycle only if the node needs itself.
                        stack.removeLast()
                        onStack[node] = false
                        if successors[node].contains(where: { $0.to == node }) { components.append([node]) }
                        continue
                    }
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component.reversed())
                }
            }
        }
        return components
    }

    /// A cycle among `members` through edges accepted by `using`, as a list of nodes.
    private func findCycle(in members: Set<Int>, successors: [[Edge]], using accept: (Edge) -> Bool) -> [Int]? {
        var state: [Int: Bool] = [:]   // false: on the current path, true: done
        var path: [Int] = []
        func visit(_ node: Int) -> [Int]? {
            state[node] = false
            path.append(node)
            for edge in successors[node] where members.contains(edge.to) && accept(edge) {
                switch state[edge.to] {
                case .some(false):
                    // `false` marks the nodes on the current path, so edge.to is on it.
                    guard let start = path.firstIndex(of: edge.to) else { continue }
                    return Array(path[start...])
                case .some(true):
                    continue
                case .none:
                    if let cycle = visit(edge.to) { return cycle }
                }
            }
            path.removeLast()
            state[node] = true
            return nil
        }
        for member in members.sorted() where state[member] == nil {
            if let cycle = visit(member) { return cycle }
        }
        return nil
    }

    /// A chain of registrations that leads to `entry`, from one that nothing depends on.
    func pathTo(_ target: Int) -> [String] {
        var dependents: [Int: [Int]] = [:]
        for (from, other) in linked.enumerated() where !other.isInherited && from != target {
            for dependency in other.dependencies {
                for ref in lookup.index[dependency.request.target.id]?.all ?? [] where ref.record != from {
                    dependents[ref.record, default: []].append(from)
                }
            }
        }
        var chain = [target]
        var seen: Set<Int> = [target]
        while let next = dependents[chain[chain.count - 1]]?.first(where: { !seen.contains($0) }) {
            chain.append(next)
            seen.insert(next)
        }
        return chain.reversed().map { linked[$0].displayName }
    }
}
