// How requests reach the tree: each entry point builds what it needs and hands one transition
// to `perform`, which runs it now or, while another is in progress, queues it. `exclusively` is
// the only writer of `isBusy`, `runQueue` the only one of `isRunningQueue`.
extension ModuleTree {
    /// Opens the root module, replacing the current root and everything above it.
    ///
    /// ```swift
    /// let inbox = try tree.start(InboxModule.self) { input in input.configure(folder: "inbox"); return nil }
    /// ```
    @discardableResult
    public func start<M: Module>(
        _ module: M.Type, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<M> {
        let deferred = isBusy
        return try exclusively { () throws(TransitionError) in
            try observing(TreeTransition(kind: .start, module: M.moduleName), unless: deferred) { () throws(TransitionError) in
                let opened = try build(M.self, style: .root, opener: nil, builder: nil, step: .start, configure: configure)
                try perform(.start(opened.node), now: !deferred)
                return opened
            }
        }
    }

    /// Tells the tree that the host closed a module on its own (a swipe back, an outside tap on
    /// a sheet) and took its view, and the views embedded in or shown over it, off screen: the
    /// module, its subtree and the modules shown over it close, once, without asking the host to
    /// remove those views again.
    /// May be called at any time, also from inside the host's `apply`. Unknown views are ignored.
    ///
    /// ```swift
    /// tree.hostDidClose(messageView)
    /// ```
    public func hostDidClose(_ view: any ModuleView) {
        guard let node = node(showing: view) else { return }
        // The host took off what it showed over the view too, as a navigation stack pops.
        var closing = [node]
        if !node.style.isEmbedded, let index = state.shown.firstIndex(of: node.id) {
            closing += state.shown[(index + 1)...].compactMap(state.node)
        }
        var gone = Set<ObjectIdentifier>()
        for member in closing {
            for id in state.subtree(of: member.id) {
                if let view = state.node(id)?.view { gone.insert(ObjectIdentifier(view)) }
            }
        }
        let deferred = isBusy
        let request = QueuedRequest.closedByHost(closing, gone: gone)
        try? exclusively { () throws(TransitionError) in
            try observing(request.transition, unless: deferred) { () throws(TransitionError) in
                try perform(request, now: !deferred)
            }
        }
    }

    /// Opens a module pushed or presented over `opener`.
    func open<M: Module>(
        _: M.Type, style: PresentationStyle, from opener: ModuleNode, builder: AnyModuleBuilder<M>?,
        configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> Opened<M> {
        let deferred = isBusy
        if !deferred { try requireOpen(opener, M.moduleName, .open) }
        return try exclusively { () throws(TransitionError) in
            try observing(TreeTransition(kind: .open, module: M.moduleName, opener: opener.name), unless: deferred) {
                () throws(TransitionError) in
                let opened = try build(M.self, style: style, opener: opener, builder: builder, step: .open, configure: configure)
                try perform(.open(opened.node, over: opener, step: .open), now: !deferred)
                return opened
            }
        }
    }

    /// Embeds a module into `slot` of `opener` (a declared slot unless `checkingSlot` is false,
    /// as for list rows).
    func embed<M: Module>(
        _: M.Type, in slot: String, of opener: ModuleNode, checkingSlot: Bool, step: TransitionStep,
        configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> Opened<M> {
        let deferred = isBusy
        if !deferred {
            try requireOpen(opener, M.moduleName, step)
            try checkSlot(slot, of: opener, for: M.moduleName, checkingSlot: checkingSlot, step: step)
        }
        return try exclusively { () throws(TransitionError) in
            try observing(TreeTransition(kind: .embed, module: M.moduleName, opener: opener.name), unless: deferred) {
                () throws(TransitionError) in
                let opened = try build(
                    M.self, style: .embedded(slot: slot), opener: opener, builder: nil, step: step, configure: configure)
                try perform(.embed(opened.node, slot: slot, of: opener, checkingSlot: checkingSlot, step: step), now: !deferred)
                return opened
            }
        }
    }

    /// Closes `node` and its subtree, handing `result` (if any) to the opener that awaits it.
    func close(_ node: ModuleNode, step: TransitionStep, returning result: ClosingResult? = nil) throws(TransitionError) {
        guard lifecycle(of: node) != .closed else { throw TransitionError(.closed, module: node.name, step: step) }
        let deferred = isBusy
        if !deferred { try requireOpen(node, node.name, step, own: true) }
        let request = QueuedRequest.close(node, step: step, result: result)
        try exclusively { () throws(TransitionError) in
            try observing(request.transition, unless: deferred) { () throws(TransitionError) in
                try perform(request, now: !deferred)
            }
        }
    }

    /// Follows a deep link now, or queues it behind the transition in progress.
    func follow(deepLink link: String, routes: RouteRegistry) throws(RouteError) {
        guard !isBusy else {
            do throws(TransitionError) {
                try perform(.deepLink(link, routes), now: false)
            } catch {
                throw RouteError(.stepFailed(error), step: link)
            }
            return
        }
        var failure: RouteError?
        do {
            try exclusively { () throws(TransitionError) in
                do throws(RouteError) {
                    try observing(TreeTransition(kind: .deepLink, module: link)) { () throws(RouteError) in
                        try followNow(link, routes: routes)
                    }
                } catch {
                    failure = error
                }
            }
        } catch {
            throw RouteError(.stepFailed(error), step: link)
        }
        if let failure { throw failure }
    }

    // MARK: Running and queueing

    /// Runs `request` now, tearing down the module built for it if it fails, or queues it
    /// (a full queue tears that module down at once and throws).
    private func perform(_ request: QueuedRequest, now: Bool) throws(TransitionError) {
        guard now else {
            // What the host already did is never refused: it waits like the rest.
            guard queue.count < Self.queueLimit || request.isHostClose else {
                if let built = request.built { discard(built) }
                throw TransitionError(
                    .tooManyQueued(Self.queueLimit), module: request.moduleName, step: request.step, opener: request.openerName)
            }
            queue.append(request)
            return
        }
        do {
            try commit(request)
        } catch {
            if let built = request.built { discard(built) }
            throw error
        }
    }

    /// Runs `body` with the tree busy, so that requests made meanwhile wait in the queue; then
    /// runs the queue. Called while busy already (a build inside a transition), it only runs
    /// `body`.
    func exclusively<T>(_ body: () throws(TransitionError) -> T) throws(TransitionError) -> T {
        guard !isBusy else { return try body() }
        isBusy = true
        defer {
            isBusy = false
            runQueue()
        }
        return try body()
    }

    /// Runs the queued requests in order, each as its own transition; a failure goes to
    /// ``onQueuedFailure``. One run at a time: a request's own transition, ending, returns here
    /// instead of starting another, so a chain of requests costs no stack.
    private func runQueue() {
        guard !isRunningQueue else { return }
        isRunningQueue = true
        defer { isRunningQueue = false }
        while !isBusy, let request = queue.popFirst() {
            do {
                try exclusively { () throws(TransitionError) in
                    // A deep link reports its own failures (they are route errors).
                    if request.isDeepLink { return try perform(request, now: true) }
                    try observing(request.transition) { () throws(TransitionError) in try perform(request, now: true) }
                }
            } catch {
                onQueuedFailure?(error)
            }
        }
    }

    /// Runs `body`, telling the observers that `transition` began and then that it committed or
    /// rolled back, with how long it took; with no observer (or `unless`), only runs it.
    func observing<T, E: Error>(
        _ transition: @autoclosure () -> TreeTransition, unless skipped: Bool = false, _ body: () throws(E) -> T
    ) throws(E) -> T {
        guard !skipped, !observers.isEmpty else { return try body() }
        let transition = transition()
        let started = ObserverList.now()
        for observer in observers.observers { observer.transitionDidBegin(transition) }
        do {
            let result = try body()
            let elapsed = ObserverList.now() - started
            for observer in observers.observers { observer.transitionDidCommit(transition, nanoseconds: elapsed) }
            return result
        } catch {
            let elapsed = ObserverList.now() - started
            for observer in observers.observers { observer.transitionDidRollBack(transition, error: error, nanoseconds: elapsed) }
            throw error
        }
    }
}
