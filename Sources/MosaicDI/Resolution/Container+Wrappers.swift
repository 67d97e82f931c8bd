extension Container {
    /// The node the root uses for `T`: its registration, or, when `T` is a wrapper that is not
    /// registered itself (`Router?`, `Lazy<Router>`, `Provider<Router>`, `Many<Plugin>`), a
    /// wrapper around the root's choice for the wrapped type. So
    /// `let analytics: Analytics? = try container.resolve()` is nil when nothing is registered.
    func rootNode<T>(_: T.Type) throws(ResolutionError) -> Node<T> {
        let entry = plan.root.entry(ObjectIdentifier(T.self))
        if entry == nil, let wrapper = T.self as? any DependencyWrapper.Type {
            return try wrapperNode(wrapper, as: T.self)
        }
        return try Plan.node(entry, T.self, typeName(T.self))
    }

    private func wrapperNode<T>(_ wrapper: any DependencyWrapper.Type, as _: T.Type) throws(ResolutionError) -> Node<T> {
        let request = DependencyRequest.of(T.self)
        let wrapped = request.target.id
        let targets: [AnyNode]
        switch request.kind {
        case .many:
            targets = plan.many(request)
        case .optional:
            switch plan.root.entry(wrapped) {
            case .node(let node)?:
                targets = [node]
            case .ambiguous(let candidates)?:
                throw ResolutionError(.ambiguous(type: request.targetName, candidates: candidates), path: [request.targetName])
            case nil:
                targets = []
            }
        case .lazy, .provider:
            targets = [try Plan.anyNode(plan.root.entry(wrapped), request.targetName)]
        case .tagged(let tag):
            let entry = plan.tagged[Plan.TagKey(type: wrapped, tag: tag.id)]
            targets = [try Plan.anyNode(entry, request.displayName)]
        case .argument, .direct:
            throw ResolutionError(.notRegistered(type: typeName(T.self)), path: [typeName(T.self)])
        }
        // Only a Provider passes runtime arguments on; any other wrapper of a registration that
        // takes them would have none to give.
        if !request.passesArguments, let needy = targets.first(where: { $0.hasArguments }) {
            throw Container.argumentMismatch(needy, received: [])
        }
        return request.wrapperNode(wrapper, targets: targets.map { .ready($0) }).typed(T.self)
    }
}
