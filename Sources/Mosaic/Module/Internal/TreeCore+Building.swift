import MosaicDI

// Building a module: its builder (kept after its first open, or resolved), its node, and what
// the node keeps of the assembly (the Input, the roles, the lifecycle observers among them).
extension TreeCore {
    /// How many types `recentTypes` remembers.
    static let recentTypeCount = 64

    /// One entry of `recentTypes`.
    struct RecentType {
        var type: ObjectIdentifier?
        var isObserver = false
    }

    /// Builds and configures a module without showing it. On failure anything the builder
    /// started is torn down. (`@inlinable`: see ``open(_:style:from:builder:configure:)``.)
    @inlinable
    func build<M: Module>(
        _: M.Type, style: PresentationStyle, opener: ModuleNode?, builder given: AnyModuleBuilder<M>?,
        step: TransitionStep, configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> Opened<M> {
        let builder: AnyModuleBuilder<M>
        if let given {
            builder = given
        } else if let shared = sharedBuilder(of: M.self) {
            // Safe: the builder kept under a module type is always a `SharedBuilder` of that
            // type (`resolveBuilder(_:step:opener:)` is the only writer), so no cast is checked.
            builder = unsafeDowncast(shared, to: SharedBuilder<M>.self).builder
        } else {
            builder = try resolveBuilder(M.self, step: step, opener: opener)
        }
        let node = makeNode(M.self, style: style)
        let wasInTransition = inTransition
        inTransition = true
        defer { inTransition = wasInTransition }
        let assembly: Assembly<M>
        do {
            assembly = try builder.build(ModuleContext(container: container, node: node))
        } catch {
            throw discard(node, failing: .buildFailed(underlying: error), step: .build, opener: opener)
        }
        // The Input as kept: the object itself, read where its type is known (no `Any` made
        // for it), or a value in a box.
        let inputObject = objectHeld(by: assembly.input)
        try adopt(
            node, view: assembly.view, storedInput: inputObject ?? InputBox(assembly.input), inputIsObject: inputObject != nil,
            roles: assembly.roles, slots: assembly.slots)
        do {
            if let output = try configure(assembly.input) {
                assembly.connectOutput(output)
            }
        } catch {
            throw discard(node, failing: .buildFailed(underlying: error), step: .configure, opener: opener)
        }
        return Opened(input: assembly.input, router: Router(node: node))
    }

    /// The kept builder of `module` (a ``SharedBuilder`` of it), if it was opened before.
    @usableFromInline
    func sharedBuilder(of module: Any.Type) -> AnyObject? {
        let key = ObjectIdentifier(module)
        if let lastBuilder, lastBuilder.module == key { return lastBuilder.builder }
        guard let found = sharedBuilders[key] else { return nil }
        lastBuilder = (key, found)
        return found
    }

    /// The builder registered for `M`, kept for the next open when it is a closure.
    @usableFromInline
    func resolveBuilder<M: Module>(
        _: M.Type, step: TransitionStep, opener: ModuleNode?
    ) throws(TransitionError) -> AnyModuleBuilder<M> {
        let builder: AnyModuleBuilder<M>
        do throws(ResolutionError) {
            builder = try resolveBuilder(M.self)
        } catch {
            throw TransitionError(.builderNotRegistered(underlying: error), module: M.moduleName, step: step, opener: opener?.name)
        }
        if builder.isShared { sharedBuilders[ObjectIdentifier(M.self)] = SharedBuilder(builder) }
        return builder
    }

    /// A new node of `module`, built but not yet made of anything.
    @usableFromInline
    func makeNode(_ module: Any.Type, style: PresentationStyle) -> ModuleNode {
        nextID += 1
        return ModuleNode(id: nextID, moduleType: module, style: style, tree: self)
    }

    /// Gives `node` what its builder made; a child the builder embedded in a slot the assembly
    /// does not declare tears the node down and is an error.
    @usableFromInline
    func adopt(
        _ node: ModuleNode, view: any ModuleView, storedInput: AnyObject, inputIsObject: Bool, roles: [AnyObject],
        slots: Set<String>
    ) throws(TransitionError) {
        // An Input that is an object is kept as it is; a value is in a box (it is no observer:
        // observers are objects).
        node.adopt(view: view, storedInput: storedInput, roles: roles, slots: slots)
        if roles.isEmpty, inputIsObject {
            let types = (input: ObjectIdentifier(type(of: storedInput)), view: ObjectIdentifier(type(of: view)))
            if let quiet = quietTypes, quiet == types {
                // Seen last time: no observer.
            } else {
                if let found = lifecycleObserver(ofObject: storedInput) { node.observers.append(found) }
                if let found = lifecycleObserver(ofObject: view) { node.observers.append(found) }
                quietTypes = node.observers.isEmpty ? types : nil
            }
            if node.hasEmbeddedAtBuild { try checkStrays(of: node, slots: slots) }
            return
        }
        // Written out rather than handed to the node as closures: a closure over the tree
        // retains it, and the tree's reference count is a slow one (its nodes hold it weakly).
        for role in roles {
            if let found = lifecycleObserver(ofObject: role) { node.observers.append(found) }
        }
        if inputIsObject, let found = lifecycleObserver(ofObject: storedInput), !node.isRole(found) {
            node.observers.append(found)
        }
        if let found = lifecycleObserver(ofObject: view) { node.observers.append(found) }
        if node.hasEmbeddedAtBuild { try checkStrays(of: node, slots: slots) }
    }

    /// Tears `node` down, with an error, if its builder embedded a child in a slot `slots` does
    /// not declare.
    private func checkStrays(of node: ModuleNode, slots: Set<String>) throws(TransitionError) {
        for stray in node.embeddedAtBuild where !slots.contains(stray.style.slot ?? "") {
            discard(node)
            throw TransitionError(.noSuchSlot(stray.style.slot ?? ""), module: stray.name, step: .embed, opener: node.name)
        }
    }

    /// Tears down `node`, built for a transition that failed at `step`, and returns the error.
    @usableFromInline
    func discard(
        _ node: ModuleNode, failing reason: TransitionError.Reason, step: TransitionStep, opener: ModuleNode?
    ) -> TransitionError {
        discard(node)
        return TransitionError(reason, module: node.name, step: step, opener: opener?.name)
    }

    /// `object` as a lifecycle observer; whether its type is one is looked up once per type (a
    /// failed cast to a protocol costs more than the lookup).
    private func lifecycleObserver(ofObject object: AnyObject) -> (any LifecycleObserver)? {
        isLifecycleObserver(ObjectIdentifier(type(of: object)), object is any LifecycleObserver) ? object as? any LifecycleObserver : nil
    }

    /// Whether values of the type `key` are lifecycle observers (`check` tells, for a type
    /// not seen yet).
    private func isLifecycleObserver(_ key: ObjectIdentifier, _ check: @autoclosure () -> Bool) -> Bool {
        // Speed: a small table indexed by the type's address answers for the types seen last
        // without hashing (the same few types come back on every build).
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (Self.recentTypeCount - 1)
        let recent = recentTypes[slot]
        if recent.type == key { return recent.isObserver }
        let isObserver: Bool
        if let known = lifecycleTypes[key] {
            isObserver = known
        } else {
            isObserver = check()
            lifecycleTypes[key] = isObserver
        }
        recentTypes[slot] = RecentType(type: key, isObserver: isObserver)
        return isObserver
    }

    private func resolveBuilder<M: Module>(_: M.Type) throws(ResolutionError) -> AnyModuleBuilder<M> {
        guard let framework = M.framework else { return try container.resolve(AnyModuleBuilder<M>.self) }
        return try resolveBuilder(M.self, from: framework)
    }

    private func resolveBuilder<M: Module, F: Framework>(_: M.Type, from: F.Type) throws(ResolutionError) -> AnyModuleBuilder<M> {
        try container.resolve(AnyModuleBuilder<M>.self, from: F.self)
    }
}
