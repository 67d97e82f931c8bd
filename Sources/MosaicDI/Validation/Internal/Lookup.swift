/// Which registration a dependency links to: the framework rules plus levels, `.test()` and
/// `.default()`. The linker uses it while building; the plan keeps it for the queries it does
/// not precompute (`resolveAll`).
struct Lookup {
    /// Every registration of the build, in the order of the linker's records.
    let records: [Record]
    /// Each registration's container level; empty for a root container (every level is 0).
    let levels: [Int]
    let frameworks: FrameworkTable
    /// Every key → the registrations that can be found under it.
    let index: KeyIndex

    /// The registrations under one key; most keys have exactly one, which needs no array.
    struct KeyRefs {
        private(set) var first: KeyRef
        private(set) var others: [KeyRef] = []

        init(first: KeyRef, others: [KeyRef] = []) {
            self.first = first
            self.others = others
        }

        var count: Int { others.count + 1 }
        var all: [KeyRef] { others.isEmpty ? [first] : [first] + others }

    }

    init(records: [Record], levels: [Int], frameworks: FrameworkTable) {
        self.records = records
        self.levels = levels
        self.frameworks = frameworks
        var index = KeyIndex(expected: records.count)
        for recordIndex in records.indices {
            // unowned(unsafe): `records` keeps the record alive; a plain `let` would retain it.
            unowned(unsafe) let record = records[recordIndex]
            index.add(KeyRef(record: recordIndex, key: 0), for: record.ownKey.id)
            guard !record.aliasKeys.isEmpty else { continue }
            for (aliasIndex, key) in record.aliasKeys.enumerated() {
                index.add(KeyRef(record: recordIndex, key: aliasIndex + 1), for: key.id)
            }
        }
        self.index = index
    }

    private init(records: [Record], levels: [Int], frameworks: FrameworkTable, index: KeyIndex) {
        self.records = records
        self.levels = levels
        self.frameworks = frameworks
        self.index = index
    }

    /// This lookup with `index` in place of its own: a built plan keeps only the keys it cannot
    /// answer from its root table (see `PlanCompiler.makePlan`).
    func keeping(_ index: KeyIndex) -> Lookup {
        Lookup(records: records, levels: levels, frameworks: frameworks, index: index)
    }

    func record(_ ref: KeyRef) -> Record {
        records[ref.record]
    }

    /// For a registration without a name or tags: whether the root sees it (it is not private
    /// to a framework). Nil for a named or tagged one. Reads the record without retaining it.
    func plainVisibility(_ ref: KeyRef) -> Bool? {
        records.withUnsafeBufferPointer { records in
            Unmanaged.passUnretained(records[ref.record])._withUnsafeGuaranteedRef { record in
                guard record.name == nil, record.tags.isEmpty else { return nil }
                return !(record.isFrameworkPrivate && record.framework != nil)
            }
        }
    }

    /// The container level of registration `index`.
    func level(_ index: Int) -> Int {
        levels.isEmpty ? 0 : levels[index]
    }

    enum Pick {
        case found(KeyRef)
        case missing
        case ambiguous([KeyRef])
    }

    /// Whether `ref` can serve `request` asked by `requester`.
    func matches(_ ref: KeyRef, _ request: DependencyRequest, requester: FrameworkID?) -> Bool {
        let record = records[ref.record]
        if record.isFrameworkPrivate && record.framework != requester { return false }
        if let tag = request.requiredTag, !record.tags.contains(tag) { return false }
        if request.kind == .many { return true }
        if record.name != request.name { return false }
        return true
    }

    /// The registrations visible to `requester` that match the request's key, name and tag.
    func candidates(for request: DependencyRequest, requester: FrameworkID?) -> [KeyRef] {
        guard let refs = index[request.target.id] else { return [] }
        return refs.all.filter { matches($0, request, requester: requester) }
    }

    /// Chooses one registration for `request` as seen from `requester` (nil: the root).
    ///
    /// The deepest container level with candidates decides (a child's registrations win over
    /// its parent's). Within it, `.test()` registrations replace the others; then the
    /// requester's own framework, the frameworks it imports (one level) and finally everyone
    /// are tried in turn, and the first tier that has exactly one candidate, or exactly one
    /// `.default()`, wins. A tier with several candidates and no default falls through to the
    /// next one, as imports are looked up.
    func pick(_ request: DependencyRequest, requester: FrameworkID?) -> Pick {
        guard let refs = index[request.target.id] else { return .missing }
        return pick(request, among: refs, requester: requester)
    }

    /// `pick` among the registrations already found under the request's key.
    func pick(_ request: DependencyRequest, among refs: KeyRefs, requester: FrameworkID?) -> Pick {
        if refs.others.isEmpty {
            // The common case: one registration, nothing to choose between.
            return matches(refs.first, request, requester: requester) ? .found(refs.first) : .missing
        }
        let all = refs.all.filter { matches($0, request, requester: requester) }
        guard let deepest = all.map({ level($0.record) }).max() else { return .missing }
        let group = all.filter { level($0.record) == deepest }
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
            (level($0.record), record($0).order) < (level($1.record), record($1).order)
        }
    }

    /// Whether framework `framework` may see `key` differently from the root; other keys are
    /// answered by the root's table.
    func frameworkSeesDifferently(_ key: ObjectIdentifier, _ framework: FrameworkID) -> Bool {
        guard let refs = index[key] else { return false }
        if refs.count > 1 { return true }
        guard let owner = record(refs.first).framework else { return false }
        return owner == framework || frameworks.imports(of: framework)[owner] != nil
    }
}
