/// What the first stage of a build (`Linker`: choosing and validating) hands to the second
/// (`PlanCompiler`: compiling the plan). Plain data: every registration of the build with what
/// each of its dependencies links to, and the facts the compiler needs (cycles, main actor).
/// A built plan keeps it, so that a child's build can start from its parent's.
struct Links {
    /// Every registration of the build, parents' first, in registration order.
    let records: [LinkedRecord]
    /// Which registration a dependency links to, for the tables and `resolveAll`.
    let lookup: Lookup
    let frameworks: FrameworkTable
    /// 0 for the root container, 1 for its child, and so on.
    let level: Int
    /// How many cycles `records` name (`LinkedRecord.cycle` is below this).
    let cycleCount: Int

    /// These links with `index` in place of the lookup's (see `Lookup.keeping`).
    func keeping(_ index: KeyIndex) -> Links {
        Links(records: records, lookup: lookup.keeping(index), frameworks: frameworks, level: level, cycleCount: cycleCount)
    }

    /// Every dependency edge that starts at a registration linked in this build.
    var edges: [Edge] { Links.edges(of: records) }

    /// Every dependency edge that starts at a registration of `records` linked in their build.
    static func edges(of records: [LinkedRecord]) -> [Edge] {
        var result: [Edge] = []
        for from in records.indices where !records[from].isInherited && !records[from].dependencies.isEmpty {
            for dependency in records[from].dependencies {
                let request = dependency.request
                for target in dependency.choice.targets {
                    result.append(Edge(
                        from: from, to: target.record, request: request,
                        immediate: request.isImmediate, injected: dependency.injection != nil))
                }
            }
        }
        return result
    }

    /// One dependency edge between registrations of a build.
    struct Edge {
        let from: Int
        let to: Int
        let request: DependencyRequest
        /// Made when the holder is made (not `Lazy`, `Provider` or an argument).
        let immediate: Bool
        /// Set after the initializer (a property or method injection).
        let injected: Bool
    }
}
