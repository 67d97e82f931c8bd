import MosaicDI

/// The state and transitions behind a ``ModuleTree``: the truth about what is open. Its nodes
/// hold it strongly (a weak reference would put its reference count in a side table, which
/// makes every retain and release of it slower); the ``ModuleTree`` an app holds owns it and,
/// when it is let go, lets go of the modules still open (``letGo()``).
@MainActor @usableFromInline
final class TreeCore {
    /// Where modules are resolved from.
    @usableFromInline let container: Container
    /// Who puts them on screen.
    let host: any TransitionHandler
    // @exclusivity(unchecked) on the stored state below: the class is @MainActor, so every access
    // is on the main thread, and no in-place mutation of it calls out to code that could touch it.
    /// The root module, once started.
    @exclusivity(unchecked) private(set) var root: ModuleNode?
    /// Called with the error of a queued request that failed when its turn came, and of a
    /// rollback the host refused.
    ///
    /// ```swift
    /// tree.onQueuedFailure = { error in log.error("\(error)") }
    /// ```
    var onQueuedFailure: ((any Error) -> Void)?
    /// How many requests may wait behind the transition in progress.
    static let queueLimit = 1_000

    @exclusivity(unchecked) var nextID = 0
    @exclusivity(unchecked) private var closeObservers: [(ClosedModule) -> Void] = []
    /// Whether a transition is in progress (requests are queued).
    @usableFromInline @exclusivity(unchecked) var inTransition = false
    @usableFromInline @exclusivity(unchecked) private(set) var queue: [() -> Void] = []
    @usableFromInline @exclusivity(unchecked) private(set) var queueHead = 0
    /// Whether requests wait in the queue.
    @inlinable var hasQueued: Bool { queueHead < queue.count }
    @exclusivity(unchecked) private var draining = false
    // The building state below is read and written by TreeCore+Building.swift.
    /// Builders registered as closures (one value per container), kept after their first open,
    /// each in a ``SharedBuilder`` of its module type.
    @exclusivity(unchecked) var sharedBuilders: [ObjectIdentifier: AnyObject] = [:]
    /// The kept builder found last and its module type: the same modules open over and over,
    /// and comparing one key costs less than hashing it.
    @exclusivity(unchecked) var lastBuilder: (module: ObjectIdentifier, builder: AnyObject)?
    /// Whether each role, Input or view type seen so far is a lifecycle observer.
    @exclusivity(unchecked) var lifecycleTypes: [ObjectIdentifier: Bool] = [:]
    /// The answers of `lifecycleTypes` for the types seen last, by the bits of the type's address.
    @exclusivity(unchecked) var recentTypes = [RecentType](repeating: RecentType(), count: recentTypeCount)

    /// The Input and view types of the last module built with no roles and no observer among
    /// them: the same module opened again needs no lookup at all.
    @exclusivity(unchecked) var quietTypes: (input: ObjectIdentifier, view: ObjectIdentifier)?

    /// Root, pushed and presented modules in the order they came on screen.
    @exclusivity(unchecked) private var presented: [ModuleNode] = []

    /// Makes an empty tree.
    ///
    /// ```swift
    /// let tree = ModuleTree(container: container, host: HeadlessHost())
    /// ```
    init(container: Container, host: any TransitionHandler) {
        self.container = container
        self.host = host
    }

    /// The tree an app holds, while it does.
    weak var facade: ModuleTree?
    /// Whether the app let go of the tree: its modules' routers then answer `closed`.
    @usableFromInline @exclusivity(unchecked) var isLetGo = false

    /// Lets go of everything the tree held (its app let go of it): the open modules hold their
    /// parents and this core (see `ModuleNode.parent`), so the links are broken here, and the
    /// modules nothing else holds go away as they would have with the tree.
    func letGo() {
        isLetGo = true
        let oldRoot = root
        root = nil
        presented = []
        queue = []
        queueHead = 0
        oldRoot?.forgetParents()
    }

    /// Opens the root module, replacing the current root and everything above it.
    ///
    /// ```swift
    /// let inbox = try tree.start(InboxModule.self) { input in input.configure(folder: "inbox"); return nil }
    /// ```
    @discardableResult
    @usableFromInline
    func start<M: Module>(
        _ module: M.Type, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<M> {
        if inTransition {
            let opened = try build(M.self, style: .root, opener: nil, builder: nil, step: .start, configure: configure)
            try enqueue(opened.node, M.moduleName, .start) { [unowned self] () throws(TransitionError) in
                try commitRoot(opened.node)
            }
            return opened
        }
        return try transition { () throws(TransitionError) in
            let opened = try build(M.self, style: .root, opener: nil, builder: nil, step: .start, configure: configure)
            do throws(TransitionError) { try commitRoot(opened.node) } catch { discard(opened.node); throw error }
            return opened
        }
    }

    /// The open node showing `view`, if any.
    ///
    /// ```swift
    /// let node = tree.node(showing: view)
    /// ```
    func node(showing view: any ModuleView) -> ModuleNode? {
        guard let root else { return nil }
        var pending = [root]
        while let node = pending.popLast() {
            if node.view === view { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// Every open module, root first, depth first.
    var openModules: [ModuleNode] { root?.subtree ?? [] }

    /// Tells the tree that the host closed a module on its own (a swipe back, an outside tap on
    /// a sheet) and took its view, and the views embedded in or shown over it, off screen: the
    /// module, its subtree and the modules shown over it close, once, without asking the host to
    /// remove those views again.
    /// May be called at any time, also from inside the host's `apply`. Unknown views are ignored.
    ///
    /// ```swift
    /// tree.hostDidClose(messageView)
    /// ```
    func hostDidClose(_ view: any ModuleView) {
        guard let node = node(showing: view) else { return }
        // The host took off what it showed over the view too, as a navigation stack pops.
        var closing = [node]
        if !node.style.isEmbedded, let index = presented.firstIndex(where: { $0 === node }) {
            closing += presented[(index + 1)...].filter { $0.state != .closed }
        }
        let gone = Set(closing.flatMap(\.subtree).compactMap { $0.view.map(ObjectIdentifier.init) })
        if inTransition {
            queueRequest { [unowned self] in quietTransition { closeByHost(closing, gone: gone) } }
            return
        }
        quietTransition { closeByHost(closing, gone: gone) }
    }

    /// Calls `observer` with what each closed (or built and torn down) module was made of, for
    /// leak tracking.
    ///
    /// ```swift
    /// tree.onClose { closed in tracker.watch(closed) }
    /// ```
    func onClose(_ observer: @escaping (ClosedModule) -> Void) {
        closeObservers.append(observer)
    }

    /// The tree as indented text: `Name [state] style`, one line per module.
    var description: String {
        guard let root else { return "(empty)" }
        var lines: [String] = []
        func walk(_ node: ModuleNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "\(node.name) [\(node.state.rawValue)] \(node.style)")
            for child in node.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Entry points (called by Router, ModuleContext, lists, links)

    /// Opens a module pushed or presented over `opener`.
    ///
    /// Speed: this and ``build(_:style:opener:builder:step:configure:)`` are the only generic
    /// steps of an open, and they are `@inlinable`, so they are compiled where the module type
    /// is known: its `Opened`, `Assembly` and builder values then need no type metadata looked up
    /// at run time. Everything else an open does is in the non-generic functions they call.
    @inlinable
    func open<M: Module>(
        _: M.Type, style: PresentationStyle, from opener: ModuleNode, builder: AnyModuleBuilder<M>?,
        configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> Opened<M> {
        if inTransition {
            let opened = try build(M.self, style: style, opener: opener, builder: builder, step: .open, configure: configure)
            try enqueueOpen(opened.node, over: opener)
            return opened
        }
        try requireOpen(opener, M.moduleName, .open)
        // One transition, written out rather than through `transition(_:)`: its closure would
        // capture (and retain) the tree, the opener and the configuration.
        inTransition = true
        defer { endTransition() }
        let opened = try build(M.self, style: style, opener: opener, builder: builder, step: .open, configure: configure)
        try commitOpenOrDiscard(opened.node, over: opener)
        return opened
    }

    /// Queues showing `node`, built over `opener` while another transition runs.
    @usableFromInline
    func enqueueOpen(_ node: ModuleNode, over opener: ModuleNode) throws(TransitionError) {
        try enqueue(node, node.name, .open, opener: opener) { [unowned self] () throws(TransitionError) in
            try commitOpen(node, over: opener, step: .open)
        }
    }

    /// Shows `node` over `opener`, or tears it down if that fails.
    @usableFromInline
    func commitOpenOrDiscard(_ node: ModuleNode, over opener: ModuleNode) throws(TransitionError) {
        do throws(TransitionError) { try commitOpen(node, over: opener, step: .open) } catch { discard(node); throw error }
    }

    /// Embeds a module into `slot` of `opener` (a declared slot unless `checkingSlot` is false,
    /// as for list rows).
    func embed<M: Module>(
        _: M.Type, in slot: String, of opener: ModuleNode, checkingSlot: Bool, step: TransitionStep,
        configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> Opened<M> {
        if inTransition {
            let opened = try build(M.self, style: .embedded(slot: slot), opener: opener, builder: nil, step: step, configure: configure)
            try enqueue(opened.node, M.moduleName, step, opener: opener) { [unowned self] () throws(TransitionError) in
                try commitEmbed(opened.node, in: slot, of: opener, checkingSlot: checkingSlot, step: step)
            }
            return opened
        }
        try requireOpen(opener, M.moduleName, step)
        try checkSlot(slot, of: opener, for: M.moduleName, checkingSlot: checkingSlot, step: step)
        return try transition { () throws(TransitionError) in
            let opened = try build(M.self, style: .embedded(slot: slot), opener: opener, builder: nil, step: step, configure: configure)
            do throws(TransitionError) {
                try commitEmbed(opened.node, in: slot, of: opener, checkingSlot: checkingSlot, step: step)
            } catch {
                discard(opened.node)
                throw error
            }
            return opened
        }
    }

    /// Closes `node` and its subtree, handing `result` (if any) to the opener that awaits it.
    // Speed: the result travels in a class box, not an `Any?`: an optional `Any` is destroyed
    // through its type's value witnesses on every close, also when there is no result.
    @usableFromInline
    func close(_ node: ModuleNode, step: TransitionStep, returning result: ClosingResult? = nil) throws(TransitionError) {
        if inTransition {
            guard node.state != .closed else { throw TransitionError(.closed, module: node.name, step: step) }
            try enqueue(nil, node.name, step) { [unowned self] () throws(TransitionError) in
                try requireOpen(node, node.name, step, own: true)
                try commitClose(node, step: step, returning: result)
            }
            return
        }
        try requireOpen(node, node.name, step, own: true)
        // One transition, written out: see `open`.
        inTransition = true
        defer { endTransition() }
        try commitClose(node, step: step, returning: result)
    }

    /// Runs `body` as one transition (requests made meanwhile are queued), then the queue.
    @inlinable
    func transition<T>(_ body: () throws(TransitionError) -> T) throws(TransitionError) -> T {
        inTransition = true
        defer { endTransition() }
        return try body()
    }

    /// Ends the transition in progress and runs what was queued meanwhile.
    @inlinable
    func endTransition() {
        inTransition = false
        if hasQueued { drainQueue() }
    }

    func quietTransition(_ body: () -> Void) {
        inTransition = true
        body()
        endTransition()
    }

    /// Whether a transition is in progress (requests are queued).
    var isInTransition: Bool { inTransition }

    /// Queues a request behind the transition in progress; its failure goes to `onQueuedFailure`.
    func queueRequest(_ request: @escaping () -> Void) {
        queue.append(request)
    }

    /// Queues `commit`; if it fails when its turn comes, `node` (built for it) is torn down and
    /// the error reported. A full queue tears `node` down at once and throws.
    private func enqueue(
        _ node: ModuleNode?, _ module: @autoclosure () -> String, _ step: TransitionStep, opener: ModuleNode? = nil,
        _ commit: @escaping () throws(TransitionError) -> Void
    ) throws(TransitionError) {
        guard queue.count - queueHead < Self.queueLimit else {
            if let node { discard(node) }
            throw TransitionError(.tooManyQueued(Self.queueLimit), module: module(), step: step, opener: opener?.name)
        }
        queue.append { [unowned self] in
            do {
                try transition(commit)
            } catch {
                if let node { discard(node) }
                onQueuedFailure?(error)
            }
        }
    }

    @usableFromInline
    func drainQueue() {
        // One drain at a time: a queued request's own transition returns here instead of
        // draining recursively, so a chain of hooks that keep asking costs no stack.
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !inTransition, queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            next()
        }
    }

    // MARK: Committing (each runs inside a transition)

    private func commitRoot(_ node: ModuleNode) throws(TransitionError) {
        var change = ScreenChange(required: false)
        let old = root
        if let old { appendRemovals(of: old, to: &change) }
        appendShows(of: node, over: nil, to: &change)
        try apply(change, module: node.name, step: .start, opener: nil)
        root = node
        if let old { tearDownSubtree(old, reactivatingParent: false) }
        attachTree(node, to: nil)
        present(node)
        node.activate()
    }

    @inline(__always)  // one call per open: it runs inside `commitOpenOrDiscard`
    private func commitOpen(_ node: ModuleNode, over opener: ModuleNode, step: TransitionStep) throws(TransitionError) {
        try requireOpen(opener, node.name, step)
        var change = ScreenChange(required: false)
        if !node.hasEmbeddedAtBuild, let view = node.view {
            // A module with nothing embedded: its own view only.
            change.appendShow(view, style: node.style, over: opener.view)
        } else {
            appendShows(of: node, over: opener, to: &change)
        }
        try apply(change, module: node.name, step: step, opener: opener.name)
        // Most often the opener is the module in front: then it is the only one covered.
        let covered = presented.last === opener ? nil : front
        attachTree(node, to: opener)
        present(node)
        if let covered, covered !== opener { covered.resignActive() }
        opener.resignActive()
        node.activate()
    }

    private func commitEmbed(
        _ node: ModuleNode, in slot: String, of opener: ModuleNode, checkingSlot: Bool, step: TransitionStep
    ) throws(TransitionError) {
        try requireOpen(opener, node.name, step)
        try checkSlot(slot, of: opener, for: node.name, checkingSlot: checkingSlot, step: step)
        var change = ScreenChange(required: false)
        appendShows(of: node, over: opener, to: &change)
        try apply(change, module: node.name, step: step, opener: opener.name)
        attachTree(node, to: opener)
        if opener.state == .active { node.activate() }
    }

    @inline(__always)  // one call per close: it runs inside `close`
    private func commitClose(_ node: ModuleNode, step: TransitionStep, returning result: ClosingResult?) throws(TransitionError) {
        var change = ScreenChange(required: false)
        if node.children.isEmpty, let view = node.view {
            // A module with nothing over or in it: its own view only.
            change.appendRemove(view, style: node.style, from: node.parent?.view)
        } else {
            appendRemovals(of: node, to: &change)
        }
        try apply(change, module: node.name, step: step, opener: nil)
        if let result { node.deliver(result.value) }
        tearDownSubtree(node, reactivatingParent: true)
    }

    /// Closes what the host closed on its own (front-most last in `nodes`), taking off screen
    /// only what the host left there, then gives the front back.
    private func closeByHost(_ nodes: [ModuleNode], gone: Set<ObjectIdentifier>) {
        let open = nodes.reversed().filter(\.isOpen)
        guard let first = open.first else { return }
        var change = ScreenChange(required: false)
        for node in open { appendRemovals(of: node, to: &change) { view in !gone.contains(ObjectIdentifier(view)) } }
        mustApply(change, module: first.name)
        for node in open where node.isOpen { tearDownSubtree(node, reactivatingParent: false) }
        if let front, front.state == .inactive { front.activate() }
    }

    // MARK: Pieces

    @inlinable  // the check is seen where it runs; only the error is made out of line
    func requireOpen(
        _ node: ModuleNode, _ module: @autoclosure () -> String, _ step: TransitionStep, own: Bool = false
    ) throws(TransitionError) {
        guard !node.isOpen else { return }
        throw notOpenError(node, module(), step, own: own)
    }

    /// Why `node` cannot take part in `step`: it is not shown yet, or closed.
    @usableFromInline
    func notOpenError(_ node: ModuleNode, _ module: String, _ step: TransitionStep, own: Bool) -> TransitionError {
        let reason: TransitionError.Reason = node.state == .built ? .notShown : .closed
        return TransitionError(reason, module: module, step: step, opener: own ? nil : node.name)
    }

    private func checkSlot(
        _ slot: String, of opener: ModuleNode, for module: @autoclosure () -> String, checkingSlot: Bool, step: TransitionStep
    ) throws(TransitionError) {
        guard !checkingSlot || opener.slots.contains(slot) else {
            throw TransitionError(.noSuchSlot(slot), module: module(), step: step, opener: opener.name)
        }
        if let occupant = opener.child(inSlot: slot) {
            throw TransitionError(.slotTaken(slot, by: occupant.name), module: module(), step: step, opener: opener.name)
        }
    }

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
        if let view = node.view { change.appendShow(view, style: node.style, over: opener?.view) }
        guard node.hasEmbeddedAtBuild else { return }
        for child in node.embeddedAtBuild { appendShows(of: child, over: node, to: &change) }
    }

    /// The removals for `node`'s subtree, the front-most first.
    func appendRemovals(
        of node: ModuleNode, to change: inout ScreenChange, where keep: (any ModuleView) -> Bool = { _ in true }
    ) {
        for child in node.children.reversed() { appendRemovals(of: child, to: &change, where: keep) }
        if let view = node.view, keep(view) {
            change.appendRemove(view, style: node.style, from: node.parent?.view)
        }
    }

    /// Attaches a shown node and the children its builder embedded.
    func attachTree(_ node: ModuleNode, to parent: ModuleNode?) {
        node.attach(to: parent)
        guard node.hasEmbeddedAtBuild else { return }
        let embedded = node.embeddedAtBuild
        node.embeddedAtBuild = []
        for child in embedded { attachTree(child, to: node) }
    }

    /// Closes `node`'s subtree, children first, and gives the opener the front again.
    @inline(__always)  // a close's main step: it runs inside each of its three callers
    func tearDownSubtree(_ node: ModuleNode, reactivatingParent: Bool) {
        let hadParent = node.detachFromParent()
        if root === node { root = nil }
        // Every module in `presented` is open until now: closing one with nothing above it
        // that is in front takes only it off the end.
        let closesOnlyTheFront = node.children.isEmpty && presented.last === node
        tearDownDepthFirst(node)
        if closesOnlyTheFront {
            presented.removeLast()
        } else {
            // A loop, not `removeAll(where:)`: see `ModuleNode.child(inSlot:)`.
            var kept = 0
            for index in presented.indices where presented[index].state != .closed {
                presented.swapAt(kept, index)
                kept += 1
            }
            while presented.count > kept { presented.removeLast() }
        }
        if reactivatingParent, hadParent, let front, front.state == .inactive {
            front.activate()
        }
    }

    /// The module in front: the last root, pushed or presented module still open (a module
    /// pushed from an embedded one counts too).
    var front: ModuleNode? {
        while let last = presented.last {
            if last.state != .closed { return last }
            presented.removeLast()
        }
        return nil
    }

    /// Records a root, pushed or presented module as the new front.
    func present(_ node: ModuleNode) {
        if node.style.isRoot { presented.removeAll(keepingCapacity: true) }
        presented.append(node)
    }

    /// Tears down `node`'s subtree, children first, the last-opened child first.
    private func tearDownDepthFirst(_ node: ModuleNode) {
        var index = node.children.count
        while index > 0 {
            index -= 1
            if index < node.children.count { tearDownDepthFirst(node.children[index]) }
        }
        if let closed = node.tearDown(reporting: !closeObservers.isEmpty) { report(closed) }
    }

    /// Makes a shown node the root (a deep link's first step on an empty tree).
    func setRoot(_ node: ModuleNode) {
        root = node
    }

    /// Tears down a module that was built and will never be shown.
    func discard(_ node: ModuleNode) {
        // A builder that threw leaves nothing to watch: only modules made of something are reported.
        guard let closed = node.tearDown(reporting: !closeObservers.isEmpty), !closed.objects.isEmpty else { return }
        report(closed)
    }

    private func report(_ closed: ClosedModule?) {
        guard let closed else { return }
        for observer in closeObservers { observer(closed) }
    }
}
