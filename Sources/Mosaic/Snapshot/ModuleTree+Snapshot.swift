extension ModuleTree {
    /// Writes down what is open: every module `routes` can reopen, with how it was shown and the
    /// state its Input keeps (``RestorableInput``), the root first and each module after the one
    /// it was opened from. A module the registry does not know is left out, with what is
    /// embedded in it; so are modules embedded outside their parent's declared slots (the rows
    /// of a cell module list, which their list makes again). A module pushed or presented from
    /// one left out is reopened over the nearest module kept below it (a message opened from an
    /// inbox row, over the inbox), where it shows the same. With the root left out, the
    /// snapshot is empty.
    ///
    /// ```swift
    /// let snapshot = try tree.snapshot(restorableBy: routes)
    /// try store.save(snapshot, for: "main-window")
    /// ```
    public func snapshot(restorableBy routes: RouteRegistry) throws(TreeSnapshotError) -> TreeSnapshot {
        guard let rootID = state.root, let rootNode = state.node(rootID) else { return TreeSnapshot(modules: []) }
        // Every module the registry can reopen, with the kept module it is reopened over.
        var kept: [(node: ModuleNode, parent: ModuleNode?)] = []
        var pending: [(node: ModuleNode, keptAncestor: ModuleNode?, parentKept: Bool)] = [(rootNode, nil, true)]
        while let (node, keptAncestor, parentKept) = pending.popLast() {
            var keeps = routes.restorers[node.name]?.moduleType == node.moduleType
            if let slot = node.style.slot {
                // Embedded: only in a declared slot of a parent that is kept too.
                keeps = keeps && parentKept && (state.parent(of: node.id)?.slots.contains(slot) ?? false)
            }
            if keeps { kept.append((node, keptAncestor)) }
            if !keeps && node.id == rootID { break }
            for child in state.children(of: node.id) { pending.append((child, keeps ? node : keptAncestor, keeps)) }
        }
        // In the order the modules were made: each after its parent, siblings as they came, and
        // the one in front last, so that reopening them in this order shows the same screen.
        kept.sort { $0.node.id < $1.node.id }
        var position: [Int: Int] = [:]
        var modules: [TreeSnapshot.OpenModule] = []
        modules.reserveCapacity(kept.count)
        for (node, keptParent) in kept {
            let parent = keptParent.flatMap { position[$0.id] }
            var keptState: String?
            if let input = node.input as? any RestorableInput {
                do {
                    keptState = try input.encodedRestorationState()
                } catch {
                    let path = (parent.map { TreeSnapshot(modules: modules).path(to: $0) + "/" } ?? "") + node.name
                    throw TreeSnapshotError(.stateDoesNotEncode(module: node.name, underlying: error), path: path)
                }
            }
            position[node.id] = modules.count
            modules.append(TreeSnapshot.OpenModule(name: node.name, style: node.style, state: keptState, parent: parent))
        }
        return TreeSnapshot(modules: modules)
    }

    /// Reopens what `snapshot` recorded, through `routes`, in this empty tree: each module is
    /// opened, pushed, presented or embedded as it was, over the module it was opened from, with
    /// the state it kept restored where an opener would configure it. A module embedded by its
    /// parent (its builder, or a composite such as a scroll stack when the parent shows) is not
    /// embedded again: the one its parent made is given the kept state.
    ///
    /// All or nothing: the snapshot is checked first — its version, its size, every module
    /// registered, every style in its place, every kept state decoding (where the Input's type
    /// tells) — and if reopening any module fails, everything reopened is closed, leaving the
    /// tree empty as it was. A ``TreeSnapshotError`` names the module (its path from the root)
    /// and the cause. A snapshot with no module leaves the tree empty.
    ///
    /// ```swift
    /// let tree = ModuleTree(container: container, host: host)
    /// do { try tree.restore(snapshot, routes: routes) }
    /// catch { try tree.start(InboxModule.self) }   // what was kept no longer fits: start afresh
    /// ```
    public func restore(_ snapshot: TreeSnapshot, routes: RouteRegistry) throws(TreeSnapshotError) {
        guard !isBusy, !isRunningQueue else { throw TreeSnapshotError(.treeBusy, path: "") }
        try check(snapshot, routes: routes)
        guard !snapshot.modules.isEmpty else { return }
        if let root { throw TreeSnapshotError(.treeNotEmpty(root: root.name), path: "") }
        var reopened: [ModuleNode] = []
        reopened.reserveCapacity(snapshot.modules.count)
        for (index, record) in snapshot.modules.enumerated() {
            do {
                reopened.append(try reopen(record, over: record.parent.map { reopened[$0] }, routes: routes))
            } catch {
                abandonRestore()
                throw Self.restoreError(error, module: record.name, path: snapshot.path(to: index))
            }
        }
    }

    /// Refuses a snapshot that cannot be restored, before anything opens.
    private func check(_ snapshot: TreeSnapshot, routes: RouteRegistry) throws(TreeSnapshotError) {
        guard snapshot.version == TreeSnapshot.currentVersion else {
            throw TreeSnapshotError(.unsupportedVersion(snapshot.version), path: "")
        }
        guard snapshot.modules.count <= TreeSnapshot.maximumModules else {
            throw TreeSnapshotError(.tooManyModules(count: snapshot.modules.count, limit: TreeSnapshot.maximumModules), path: "")
        }
        for (index, record) in snapshot.modules.enumerated() {
            if index == 0 {
                guard record.parent == nil else { throw TreeSnapshotError(.invalidParent(record.parent), path: record.name) }
                guard record.style == .root else { throw TreeSnapshotError(.misplacedStyle(record.style), path: record.name) }
            } else {
                guard let parent = record.parent, parent >= 0, parent < index else {
                    throw TreeSnapshotError(.invalidParent(record.parent), path: snapshot.path(to: index))
                }
                guard record.style != .root else {
                    throw TreeSnapshotError(.misplacedStyle(record.style), path: snapshot.path(to: index))
                }
            }
            guard let restorer = routes.restorers[record.name] else {
                throw TreeSnapshotError(.notRegistered(record.name), path: snapshot.path(to: index))
            }
            if let state = record.state, let checkState = restorer.checkState {
                do {
                    try checkState(state)
                } catch {
                    throw Self.restoreError(error, module: record.name, path: snapshot.path(to: index))
                }
            }
        }
    }

    /// Reopens one recorded module over `parent` (as the root when nil); an embedded module its
    /// parent already made is only given its state.
    private func reopen(_ record: TreeSnapshot.OpenModule, over parent: ModuleNode?, routes: RouteRegistry) throws -> ModuleNode {
        if let slot = record.style.slot, let parent, let occupant = parent.child(inSlot: slot) {
            guard occupant.name == record.name else {
                throw TransitionError(.slotTaken(slot, by: occupant.name), module: record.name, step: .embed, opener: parent.name)
            }
            if let input = occupant.input {
                do {
                    try ModuleRestorer.restore(record.state, into: input)
                } catch let failure as StateFailure {
                    throw failure
                } catch {
                    throw TransitionError(.buildFailed(underlying: error), module: record.name, step: .configure, opener: parent.name)
                }
            }
            return occupant
        }
        // `check` found every restorer.
        guard let restorer = routes.restorers[record.name] else {
            throw TreeSnapshotError(.notRegistered(record.name), path: record.name)
        }
        return try restorer.open(self, parent, record.style, record.state)
    }

    /// Closes everything a failed restore reopened: the tree is empty again.
    private func abandonRestore() {
        guard let root else { return }
        try? exclusively { () throws(TransitionError) in
            var change = ScreenChange(required: true)
            appendRemovals(of: root, to: &change)
            mustApply(change, module: root.name)
            tearDownSubtree(root, reactivatingFront: false)
        }
    }

    /// The error of a module that could not be reopened, named by its path.
    private static func restoreError(_ error: any Error, module: String, path: String) -> TreeSnapshotError {
        if let error = error as? TreeSnapshotError { return error }
        if let failure = error as? StateFailure { return TreeSnapshotError(failure.reason(module: module), path: path) }
        if let error = error as? TransitionError {
            // A configuration that failed because of the kept state says so.
            if case .buildFailed(let underlying as StateFailure) = error.reason {
                return TreeSnapshotError(underlying.reason(module: module), path: path)
            }
            return TreeSnapshotError(.transitionFailed(error), path: path)
        }
        return TreeSnapshotError(
            .transitionFailed(TransitionError(.buildFailed(underlying: error), module: module, step: .configure)), path: path)
    }
}

extension StateFailure {
    /// The snapshot error this failure is, for `module`.
    func reason(module: String) -> TreeSnapshotError.Reason {
        switch self {
        case .doesNotDecode(let underlying): .stateDoesNotDecode(module: module, underlying: underlying)
        case .notRestorable: .notRestorable(module)
        }
    }
}
