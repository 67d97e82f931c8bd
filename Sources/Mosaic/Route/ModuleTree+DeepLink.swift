extension ModuleTree {
    /// Follows a deep link (`mail://inbox/message/42/attachments`): the first step names the
    /// root module, which it configures (on a tree with no root, it becomes the root); each
    /// later step opens its module over the previous one, configured through its Input.
    ///
    /// All or nothing: every step is parsed, and every module built and configured, before the
    /// host is asked to apply the link's screen in one change; the root is configured last. If
    /// anything fails — parsing, a builder, a configuration, the host — a ``RouteError`` names
    /// the step, and the tree, the screen and every Input stay as they were; the modules built
    /// for the link are torn down. Asked during a transition, the link is queued behind it (a
    /// failure then goes to ``onQueuedFailure``).
    ///
    /// ```swift
    /// try tree.open(deepLink: "mail://inbox/message/42/attachments", routes: routes)
    /// ```
    public func open(deepLink link: String, routes: RouteRegistry) throws(RouteError) {
        try follow(deepLink: link, routes: routes)
    }
}

extension ModuleTree {
    /// Follows a deep link as one transition: every step is built and configured, then shown
    /// in one change, then the root configured.
    func followNow(_ link: String, routes: RouteRegistry) throws(RouteError) {
        let steps = try routes.steps(for: link)
        guard let first = steps.first else { throw RouteError(.unknownPath(link), step: link) }
        try follow(steps, first: first)
    }

    private func follow(
        _ steps: [(route: RouteRegistry.Route, parameters: RouteParameters)],
        first: (route: RouteRegistry.Route, parameters: RouteParameters)
    ) throws(RouteError) {
        let existingRoot = root
        if let existingRoot, first.route.moduleType != existingRoot.moduleType {
            throw RouteError(.rootMismatch(expected: first.route.moduleName, root: existingRoot.name), step: first.route.pattern)
        }
        // Build and configure every step not open yet, each over the one before (not shown yet).
        var prepared: [ModuleNode] = []
        func discardPrepared() {
            for node in prepared.reversed() { discard(node) }
        }
        for (index, step) in steps.enumerated() where index > 0 || existingRoot == nil {
            do {
                prepared.append(try step.route.prepare(self, prepared.last ?? existingRoot, step.parameters))
            } catch {
                discardPrepared()
                throw Self.routeError(error, module: step.route.moduleName, pattern: step.route.pattern)
            }
        }
        // One change: what is above the root goes, the link's chain comes.
        var change = ScreenChange(required: false)
        var replaced: [ModuleNode] = []
        if let existingRoot {
            for child in existingRoot.children.reversed() where !child.style.isEmbedded {
                appendRemovals(of: child, to: &change)
                replaced.append(child)
            }
        }
        var over = existingRoot
        for node in prepared {
            appendShows(of: node, over: over, to: &change)
            over = node
        }
        let shownStep = steps.count > 1 ? steps[1].route.pattern : first.route.pattern
        do {
            try apply(change, module: prepared.last?.name ?? first.route.moduleName, step: .open, opener: existingRoot?.name)
        } catch {
            discardPrepared()
            throw RouteError(.stepFailed(error), step: shownStep)
        }
        // The root's Input is configured last: it is the one thing that cannot be undone.
        if let existingRoot {
            do {
                try first.route.configureRoot(existingRoot, first.parameters)
            } catch {
                mustApply(change.inverse, module: existingRoot.name)
                discardPrepared()
                throw Self.routeError(error, module: existingRoot.name, pattern: first.route.pattern)
            }
        }
        // Everything is on screen: make the tree say so.
        for child in replaced { tearDownSubtree(child, reactivatingFront: false) }
        var parent = existingRoot
        for node in prepared {
            attach(node, to: parent)
            if let parent { resignActive(parent) }
            parent = node
        }
        if let front { activate(front) }
    }

    private static func routeError(_ error: any Error, module: String, pattern: String) -> RouteError {
        if let error = error as? RouteError { return error }
        if let error = error as? TransitionError {
            if case .buildFailed(let underlying as RouteError) = error.reason { return underlying }
            return RouteError(.stepFailed(error), step: pattern)
        }
        return RouteError(
            .stepFailed(TransitionError(.buildFailed(underlying: error), module: module, step: .configure)), step: pattern)
    }
}
