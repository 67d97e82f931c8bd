extension ModuleTree {
    /// Follows a deep link (`mail://inbox/message/42/attachments`): the first step must name the
    /// root module, which it configures; each later step opens its module over the previous one,
    /// configured through its Input. All or nothing: every step is parsed and every module built
    /// and configured before anything is shown, so an unknown path, a bad argument or a step
    /// that refuses throws a ``RouteError`` and leaves the tree exactly as it was. Modules open
    /// above the root close once the link's modules are ready.
    ///
    /// ```swift
    /// try tree.open(deepLink: "mail://inbox/message/42/attachments", routes: routes)
    /// ```
    public func open(deepLink link: String, routes: RouteRegistry) throws(RouteError) {
        let steps = try routes.steps(for: link)
        guard let root, let first = steps.first else {
            throw RouteError(.unknownPath(link), step: link)
        }
        guard first.0.moduleName == root.name else {
            throw RouteError(.rootMismatch(expected: first.0.moduleName, root: root.name), step: first.0.pattern)
        }
        // Build and configure every later step, each over the one before (not shown yet).
        var prepared: [ModuleNode] = []
        var opener = root
        for (route, parameters) in steps.dropFirst() {
            do {
                let node = try route.prepare(self, opener, parameters)
                prepared.append(node)
                opener = node
            } catch let error as RouteError {
                throw error
            } catch let error as TransitionError {
                if case .buildFailed(let underlying as RouteError) = error.reason { throw underlying }
                throw RouteError(.stepFailed(error), step: route.pattern)
            } catch {
                throw RouteError(
                    .stepFailed(TransitionError(.buildFailed(underlying: error), module: route.moduleName, step: "configure")),
                    step: route.pattern)
            }
        }
        do {
            try first.0.configureRoot(root, first.1)
        } catch let error as RouteError {
            throw error
        } catch {
            throw RouteError(
                .stepFailed(TransitionError(.buildFailed(underlying: error), module: root.name, step: "configure")),
                step: first.0.pattern)
        }
        // Everything is ready: replace what is above the root with the link's chain.
        closeAbove(root)
        var parent = root
        for (index, node) in prepared.enumerated() {
            do {
                try commit(node, over: parent)
                parent = node
            } catch {
                closeAbove(root)
                throw RouteError(.stepFailed(error), step: steps[index + 1].0.pattern)
            }
        }
    }
}
