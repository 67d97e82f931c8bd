/// The first stage of a build: choosing and validating. It decides what every dependency of
/// every registration links to and finds every problem; it compiles nothing. Its result is
/// plain data (`Links`), which `PlanCompiler` turns into the plan (see `Plan+Build.swift`).
///
/// 1. index every key of every registration (a parent's shared ones are inherited as they are);
/// 2. choose what each dependency links to (`Lookup`: framework tiers, `.test()`, `.default()`,
///    container levels);
/// 3. check the graph (`Linker+Analysis.swift`) and throw every problem if there is any.
final class Linker {
    // @exclusivity(unchecked) on the state below: linking runs inside build(), on the one thread
    // that holds the (non-Sendable) builder, never through overlapping accesses.
    /// Every registration of this build, changed in place (see `LinkedRecord`).
    @exclusivity(unchecked) var linked: [LinkedRecord]
    let lookup: Lookup
    let frameworks: FrameworkTable
    let isChild: Bool
    let level: Int
    @exclusivity(unchecked) var problems: [Problem]
    /// How many cycles `checkCycles` numbered.
    @exclusivity(unchecked) var cycleCount = 0

    private init(storage: BuilderStorage) {
        let parent = storage.parent?.plan.links
        isChild = parent != nil
        level = parent.map { $0.level + 1 } ?? 0
        frameworks = storage.frameworks
        problems = storage.problems
        let inherited = parent?.records ?? []
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
        let records: [Record]
        var levels: [Int] = []
        if let parent {
            records = parent.lookup.records + fresh
            levels = inherited.map(\.level) + repeatElement(level, count: fresh.count)
        } else {
            records = fresh
        }
        lookup = Lookup(records: records, levels: levels, frameworks: frameworks)
    }

    /// Chooses what every dependency of `storage`'s registrations links to and checks the
    /// graph; throws every problem found.
    static func link(_ storage: BuilderStorage) throws(ContainerError) -> Links {
        for record in storage.records { record.isFrozen = true }
        let linker = Linker(storage: storage)
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
        return Links(
            records: linker.linked, lookup: linker.lookup, frameworks: linker.frameworks, level: linker.level,
            cycleCount: linker.cycleCount)
    }

    // MARK: Choosing

    private func chooseDependencies() {
        for index in linked.indices where !linked[index].isInherited && !linked[index].dependencies.isEmpty {
            for position in linked[index].dependencies.indices {
                let dependency = linked[index].dependencies[position]
                let choice = choose(dependency.request, inInjection: dependency.injection != nil, for: index)
                linked[index].dependencies[position].choice = choice
            }
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
}
