// Carrying out one transition: what the host is asked to change, then the tree's state, then
// the lifecycle calls that follow from it. Every transition runs inside `exclusively`, so the
// calls it makes into app code (hooks, the host) queue what they ask for.
extension ModuleTree {
    /// Carries out `request`: nothing changes if it throws.
    func commit(_ request: QueuedRequest) throws(TransitionError) {
        switch request {
        case .start(let node):
            try commitStart(node)
        case .open(let node, let opener, let step):
            try commitOpen(node, over: opener, step: step)
        case .embed(let node, let slot, let opener, let checkingSlot, let step):
            try commitEmbed(node, in: slot, of: opener, checkingSlot: checkingSlot, step: step)
        case .close(let node, let step, let result):
            try requireOpen(node, node.name, step, own: true)
            try commitClose(node, step: step, returning: result)
        case .closedByHost(let nodes, let gone):
            closeByHost(nodes, gone: gone)
        case .deepLink(let link, let routes):
            do throws(RouteError) {
                try observing(request.transition) { () throws(RouteError) in try followNow(link, routes: routes) }
            } catch {
                onQueuedFailure?(error)
            }
        }
    }

    private func commitStart(_ node: ModuleNode) throws(TransitionError) {
        var change = ScreenChange(required: false)
        let old = root
        if let old { appendRemovals(of: old, to: &change) }
        appendShows(of: node, over: nil, to: &change)
        try apply(change, module: node.name, step: .start, opener: nil)
        if let old { tearDownSubtree(old, reactivatingFront: false) }
        attach(node, to: nil)
        activate(node)
    }

    private func commitOpen(_ node: ModuleNode, over opener: ModuleNode, step: TransitionStep) throws(TransitionError) {
        try requireOpen(opener, node.name, step)
        var change = ScreenChange(required: false)
        appendShows(of: node, over: opener, to: &change)
        try apply(change, module: node.name, step: step, opener: opener.name)
        let covered = front
        attach(node, to: opener)
        if let covered, covered !== opener { resignActive(covered) }
        resignActive(opener)
        activate(node)
    }

    private func commitEmbed(
        _ node: ModuleNode, in slot: String, of opener: ModuleNode, checkingSlot: Bool, step: TransitionStep
    ) throws(TransitionError) {
        try requireOpen(opener, node.name, step)
        try checkSlot(slot, of: opener, for: node.name, checkingSlot: checkingSlot, step: step)
        var change = ScreenChange(required: false)
        appendShows(of: node, over: opener, to: &change)
        try apply(change, module: node.name, step: step, opener: opener.name)
        attach(node, to: opener)
        if lifecycle(of: opener) == .active { activate(node) }
    }

    private func commitClose(_ node: ModuleNode, step: TransitionStep, returning result: ClosingResult?) throws(TransitionError) {
        var change = ScreenChange(required: false)
        appendRemovals(of: node, to: &change)
        try apply(change, module: node.name, step: step, opener: nil)
        if let result { node.parts?.resultSink?.waiter.finish(result.value) }
        tearDownSubtree(node, reactivatingFront: true)
    }

    /// Closes what the host closed on its own (front-most last in `nodes`), taking off screen
    /// only what the host left there, then gives the front back.
    private func closeByHost(_ nodes: [ModuleNode], gone: Set<ObjectIdentifier>) {
        let open = nodes.reversed().filter(isOpen)
        guard let first = open.first else { return }
        var change = ScreenChange(required: false)
        for node in open { appendRemovals(of: node, to: &change) { view in !gone.contains(ObjectIdentifier(view)) } }
        mustApply(change, module: first.name)
        for node in open where isOpen(node) { tearDownSubtree(node, reactivatingFront: false) }
        if let front, lifecycle(of: front) == .inactive { activate(front) }
    }

    // MARK: Checks

    /// Where `node` is in its life, read from this tree's state (not through the node).
    func lifecycle(of node: ModuleNode) -> Lifecycle {
        state.node(node.id) === node ? state.lifecycle(of: node.id) : .closed
    }

    /// Whether `node` is on screen in this tree.
    func isOpen(_ node: ModuleNode) -> Bool {
        let lifecycle = lifecycle(of: node)
        return lifecycle == .active || lifecycle == .inactive
    }

    /// Throws unless `node` is on screen: `notShown` for a module built and not shown yet,
    /// `closed` otherwise. `own`: the error is about the node itself, not about opening from it.
    func requireOpen(
        _ node: ModuleNode, _ module: @autoclosure () -> String, _ step: TransitionStep, own: Bool = false
    ) throws(TransitionError) {
        let lifecycle = lifecycle(of: node)
        guard lifecycle != .active, lifecycle != .inactive else { return }
        throw TransitionError(lifecycle == .built ? .notShown : .closed, module: module(), step: step, opener: own ? nil : node.name)
    }

    /// Throws unless `slot` is one `opener` declares (when checked) and is free.
    func checkSlot(
        _ slot: String, of opener: ModuleNode, for module: @autoclosure () -> String, checkingSlot: Bool, step: TransitionStep
    ) throws(TransitionError) {
        guard !checkingSlot || opener.slots.contains(slot) else {
            throw TransitionError(.noSuchSlot(slot), module: module(), step: step, opener: opener.name)
        }
        if let occupant = opener.child(inSlot: slot) {
            throw TransitionError(.slotTaken(slot, by: occupant.name), module: module(), step: step, opener: opener.name)
        }
    }

    // MARK: The host

    /// Asks the host to make `change`; a refusal is a `hostRefused` error.
    func apply(
        _ change: ScreenChange, module: @autoclosure () -> String, step: TransitionStep, opener: @autoclosure () -> String?
    ) throws(TransitionError) {
        guard !change.isEmpty else { return }
        do {
            try host.apply(change)
        } catch {
            throw TransitionError(.hostRefused(underlying: error), module: module(), step: step, opener: opener())
        }
    }

    /// Applies a change that undoes (or follows) one the host already made; a host that
    /// refuses it is reported, and the tree goes on as if it had been applied.
    func mustApply(_ change: ScreenChange, module: @autoclosure () -> String) {
        var change = change
        change.isRequired = true
        do {
            try apply(change, module: module(), step: .rollback, opener: nil)
        } catch {
            onQueuedFailure?(error)
        }
    }

    /// The shows for `node` and the children its builder embedded, parents first.
    func appendShows(of node: ModuleNode, over opener: ModuleNode?, to change: inout ScreenChange) {
        if state.childIDs(of: node.id).isEmpty {
            if let view = node.view { change.appendShow(view, style: node.style, over: opener?.view) }
            return
        }
        var pending: [(node: ModuleNode, over: ModuleNode?)] = [(node, opener)]
        while let (next, over) = pending.popLast() {
            if let view = next.view { change.appendShow(view, style: next.style, over: over?.view) }
            pending.append(contentsOf: state.children(of: next.id).reversed().map { ($0, next) })
        }
    }

    /// The removals for `node`'s subtree, the front-most first.
    func appendRemovals(
        of node: ModuleNode, to change: inout ScreenChange, where keep: (any ModuleView) -> Bool = { _ in true }
    ) {
        if state.childIDs(of: node.id).isEmpty {
            if let view = node.view, keep(view) { change.appendRemove(view, style: node.style, from: state.parent(of: node.id)?.view) }
            return
        }
        for id in state.subtree(of: node.id).reversed() {
            guard let member = state.node(id), let view = member.view, keep(view) else { continue }
            change.appendRemove(view, style: member.style, from: state.parent(of: member.id)?.view)
        }
    }

    // MARK: Lifecycle

    /// Puts a built module (with what its builder embedded) on screen under `parent`.
    func attach(_ node: ModuleNode, to parent: ModuleNode?) {
        update { $0.attach(node.id, to: parent?.id) }
        guard !observers.isEmpty else { return }
        for id in state.subtree(of: node.id) {
            guard let member = state.node(id) else { continue }
            for observer in observers.observers { observer.moduleDidOpen(member) }
        }
    }

    /// Comes to the front: the module and the modules embedded in it become active.
    func activate(_ node: ModuleNode) {
        guard lifecycle(of: node) == .inactive else { return }
        update { $0.setLifecycle(.active, of: node.id) }
        if let parts = node.parts, !parts.observers.isEmpty {
            for observer in parts.observers { observer.moduleDidBecomeActive() }
        }
        for id in state.childIDs(of: node.id) {
            guard let child = state.node(id), child.style.isEmbedded, lifecycle(of: child) == .inactive else { continue }
            activate(child)
        }
    }

    /// Is covered: the module and the modules embedded in it resign.
    func resignActive(_ node: ModuleNode) {
        guard lifecycle(of: node) == .active else { return }
        update { $0.setLifecycle(.inactive, of: node.id) }
        if let parts = node.parts, !parts.observers.isEmpty {
            for observer in parts.observers { observer.moduleDidResignActive() }
        }
        for id in state.childIDs(of: node.id) {
            guard let child = state.node(id), child.style.isEmbedded else { continue }
            resignActive(child)
        }
    }

    /// Closes `node`'s subtree, the last-opened first and children before parents, and, if
    /// asked, gives the module now in front the front again.
    func tearDownSubtree(_ node: ModuleNode, reactivatingFront: Bool) {
        var hadParent = false
        var members: [Int] = []
        update { state in
            hadParent = state.places[node.id]?.parent != nil
            members = state.detach(node.id)
        }
        // Children before parents, the last-opened child first: the preorder, reversed.
        for id in members.reversed() {
            if let member = state.node(id) { tearDown(member) }
        }
        if reactivatingFront, hadParent, let front, lifecycle(of: front) == .inactive {
            activate(front)
        }
    }

    /// Tears down a module that was built and will never be shown, with what its builder embedded.
    func discard(_ node: ModuleNode) {
        for id in state.subtree(of: node.id).reversed() {
            if let member = state.node(id) { tearDown(member) }
        }
    }

    /// The last step of one module: it resigns if active, is forgotten by the tree (closed),
    /// its tasks are cancelled, its observers and composites told, and everything it was made of
    /// released; an opener awaiting its result gets nil. Observers of closed modules hear what
    /// it was made of.
    private func tearDown(_ node: ModuleNode) {
        let lifecycle = lifecycle(of: node)
        guard lifecycle != .closed else { return }
        if lifecycle == .active {
            for observer in node.parts?.observers ?? [] { observer.moduleDidResignActive() }
        }
        update { $0.forget(node.id) }
        guard let parts = node.releaseParts() else { return }
        parts.tasks?.cancelAll()
        if lifecycle != .built {
            for observer in parts.observers { observer.moduleDidClose() }
            if !observers.isEmpty {
                for observer in observers.observers { observer.moduleDidClose(node) }
            }
        }
        let handlers = parts.closeHandlers
        parts.closeHandlers = []
        for handler in handlers { handler() }
        if !closeObservers.isEmpty {
            let objects = parts.objects
            // A builder that threw leaves nothing to watch: only modules made of something are reported.
            if lifecycle != .built || !objects.isEmpty {
                let closed = ClosedModule(name: node.name, objects: objects)
                for observer in closeObservers { observer(closed) }
            }
        }
        let sink = parts.resultSink
        parts.resultSink = nil
        sink?.waiter.finish(nil)
    }
}
