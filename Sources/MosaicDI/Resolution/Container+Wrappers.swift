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
        let wrapped = ObjectIdentifier(wrapper.wrappedType)
        let request = DependencyRequest.of(T.self)
        let targets: [LinkTarget]
        switch request.kind {
        case .many:
            targets = plan.many(wrapped).map { .ready($0) }
        case .optional:
            guard case .node(let node) = plan.root.entry(wrapped) else {
                if case .ambiguous(let candidates) = plan.root.entry(wrapped) {
                    throw ResolutionError(.ambiguous(type: request.targetName, candidates: candidates), path: [request.targetName])
                }
                targets = []
                break
            }
            targets = [.ready(node)]
        case .lazy, .provider:
            targets = [.ready(try Plan.anyNode(plan.root.entry(wrapped), request.targetName))]
        case .tagged(let tag):
            let entry = plan.tagged[Plan.TagKey(type: wrapped, tag: tag.id)]
            targets = [.ready(try Plan.anyNode(entry, request.displayName))]
        case .argument, .direct:
            throw ResolutionError(.notRegistered(type: typeName(T.self)), path: [typeName(T.self)])
        }
        return wrapper.wrapperNode(targets: targets, request: request).typed(T.self)
    }
}
