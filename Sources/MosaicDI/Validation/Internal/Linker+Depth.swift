/// The depth check of `build()`: a resolve makes a registration's immediate dependencies inside
/// its own making, one call inside the other, so the deepest chain of them is how deep a
/// resolve's stack goes. A chain deeper than `Container.maximumDependencyDepth` is refused here,
/// where it is a typed problem, rather than found by a resolve as a stack overflow.
extension Linker {
    /// Sets every registration's `depth` and reports the registrations whose chain is too deep.
    /// Runs after `checkCycles`, whose cycle numbers it reads. Iterative, so that a long chain
    /// costs no stack.
    func checkDepth(_ edges: [Edge]) {
        // Without cycles or immediate dependencies (registrations that need nothing, as most
        // leaves do), every registration is 1 deep, as a linked record starts.
        guard cycleCount > 0 || edges.contains(where: \.immediate) else { return }
        let limit = Container.maximumDependencyDepth
        let count = linked.count
        // The chains are counted over the cycles collapsed: each cycle is one step as deep as it
        // has members (its members may be made one inside the other); every other registration is
        // one step of its own, and a parent's shared one as deep as the parent found it.
        let components = cycleCount + count
        var weight = [Int](repeating: 0, count: components)
        for index in 0..<count {
            weight[component(of: index)] += linked[index].isInherited ? linked[index].depth : 1
        }
        // The edges between components, grouped by the component they start at: those of
        // component c are `targets[first[c]..<first[c + 1]]`, each the component it reaches and
        // the registration it reaches it through.
        var first = [Int](repeating: 0, count: components + 1)
        for edge in edges where edge.immediate && component(of: edge.from) != component(of: edge.to) {
            first[component(of: edge.from) + 1] += 1
        }
        for index in 0..<components { first[index + 1] += first[index] }
        var targets = [(component: Int, record: Int)](repeating: (0, 0), count: first[components])
        var filled = first
        for edge in edges where edge.immediate {
            let from = component(of: edge.from), to = component(of: edge.to)
            guard from != to else { continue }
            targets[filled[from]] = (to, edge.to)
            filled[from] += 1
        }
        // The longest chain below each component (the collapsed graph has no cycle), and the
        // registration it goes on through, depth-first without recursion. 0: not yet visited;
        // -1: being visited (never met again in a graph without cycles, but then not entered twice).
        var depth = [Int](repeating: 0, count: components)
        var next = [Int](repeating: -1, count: components)
        var work: [(component: Int, edge: Int)] = []
        for start in 0..<components where weight[start] > 0 && depth[start] == 0 {
            depth[start] = -1
            work.append((start, first[start]))
            while let (current, edge) = work.last {
                if edge < first[current + 1] {
                    work[work.count - 1].edge += 1
                    let target = targets[edge].component
                    if depth[target] == 0 {
                        depth[target] = -1
                        work.append((target, first[target]))
                    }
                    continue
                }
                work.removeLast()
                var deepest = 0
                for edge in first[current]..<first[current + 1] where depth[targets[edge].component] > deepest {
                    deepest = depth[targets[edge].component]
                    next[current] = targets[edge].record
                }
                depth[current] = weight[current] + deepest
            }
        }
        // Only the outermost registration of a chain too deep is reported: what it makes is part
        // of its report.
        var holdsTooDeep = [Bool](repeating: false, count: components)
        for index in 0..<count where !linked[index].isInherited {
            let own = component(of: index)
            linked[index].depth = depth[own]
            if depth[own] > limit {
                for edge in first[own]..<first[own + 1] { holdsTooDeep[targets[edge].component] = true }
            }
        }
        var reported = [Bool](repeating: false, count: components)
        for index in 0..<count where !linked[index].isInherited {
            let own = component(of: index)
            guard depth[own] > limit, !holdsTooDeep[own], !reported[own] else { continue }
            reported[own] = true
            reportTooDeep(index, depth: depth[own], limit: limit) { next[component(of: $0)] }
        }
    }

    /// The component of registration `index` in `checkDepth`: its cycle's, or its own.
    private func component(of index: Int) -> Int {
        linked[index].cycle ?? (cycleCount + index)
    }

    /// Reports the chain of `depth` registrations that starts at `top`; `next` gives the
    /// registration each one goes on through (-1 at the bottom).
    private func reportTooDeep(_ top: Int, depth: Int, limit: Int, next: (Int) -> Int) {
        var chain = [top]
        while chain.count <= depth, let last = chain.last, case let following = next(last), following >= 0 {
            chain.append(following)
        }
        // A chain this deep is too long to read whole: its two ends say where it starts and ends.
        let shown = 6
        var names = chain.prefix(shown).map { linked[$0].displayName }
        if chain.count > 2 * shown {
            names.append("… \(chain.count - 2 * shown) more …")
            names += chain.suffix(shown).map { linked[$0].displayName }
        } else {
            names += chain.dropFirst(shown).map { linked[$0].displayName }
        }
        let record = linked[top].record
        problems.append(Problem(
            .dependencyChainTooDeep, at: record.location,
            "\(linked[top].displayName) makes a chain of \(depth) registrations, each made inside the one before "
                + "(\(names.joined(separator: " → "))); a resolve of it would nest \(depth) calls, and MosaicDI "
                + "builds chains up to \(limit) deep, so that a resolve fits in a 512 KB thread stack. Hold a "
                + "Provider or a Lazy somewhere along the chain and call it after initialization",
            path: names))
    }
}
