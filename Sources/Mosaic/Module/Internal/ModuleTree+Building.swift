import MosaicDI

// Building a module: its builder (kept after its first open, or resolved), its node, and what
// the node keeps of the assembly.
extension ModuleTree {
    /// Builds and configures a module without showing it: it is in the tree as `built`, with
    /// what its builder embedded. On failure anything the builder made is torn down. Runs with
    /// the tree busy, so that what the builder and the configuration ask for is queued.
    func build<M: Module>(
        _: M.Type, style: PresentationStyle, opener: ModuleNode?, builder given: AnyModuleBuilder<M>?,
        step: TransitionStep, configure: (M.Input) throws -> M.Output?, embeddedIn parent: ModuleNode? = nil
    ) throws(TransitionError) -> Opened<M> {
        try exclusively { () throws(TransitionError) in
            let builder: AnyModuleBuilder<M>
            if let given { builder = given } else { builder = try self.builder(of: M.self, step: step, opener: opener) }
            lastID += 1
            let node = ModuleNode(id: lastID, moduleType: M.self, style: style, tree: self)
            update { $0.addBuilt(node, embeddedIn: parent?.id) }
            let assembly: Assembly<M>
            do {
                assembly = try builder.build(ModuleContext(container: container, node: node))
            } catch {
                discard(node)
                throw TransitionError(.buildFailed(underlying: error), module: node.name, step: .build, opener: opener?.name)
            }
            node.parts?.adopt(view: assembly.view, input: assembly.input, roles: assembly.roles, slots: assembly.slots)
            for stray in state.children(of: node.id) where !assembly.slots.contains(stray.style.slot ?? "") {
                discard(node)
                throw TransitionError(.noSuchSlot(stray.style.slot ?? ""), module: stray.name, step: .embed, opener: node.name)
            }
            do {
                if let output = try configure(assembly.input) {
                    assembly.connectOutput(output)
                }
            } catch {
                discard(node)
                throw TransitionError(.buildFailed(underlying: error), module: node.name, step: .configure, opener: opener?.name)
            }
            return Opened(input: assembly.input, node: node)
        }
    }

    /// The builder registered for `M`: kept from an earlier open when it is a closure, or
    /// resolved from the container (seen from the module's framework, if it has one).
    private func builder<M: Module>(
        of _: M.Type, step: TransitionStep, opener: ModuleNode?
    ) throws(TransitionError) -> AnyModuleBuilder<M> {
        if let kept = keptBuilders[ObjectIdentifier(M.self)] as? KeptBuilder<M> { return kept.builder }
        let builder: AnyModuleBuilder<M>
        do throws(ResolutionError) {
            if let framework = M.framework {
                builder = try resolveBuilder(M.self, from: framework)
            } else {
                builder = try container.resolve(AnyModuleBuilder<M>.self)
            }
        } catch {
            throw TransitionError(.builderNotRegistered(underlying: error), module: M.moduleName, step: step, opener: opener?.name)
        }
        if builder.isShared { keptBuilders[ObjectIdentifier(M.self)] = KeptBuilder(builder) }
        return builder
    }

    private func resolveBuilder<M: Module, F: Framework>(_: M.Type, from: F.Type) throws(ResolutionError) -> AnyModuleBuilder<M> {
        try container.resolve(AnyModuleBuilder<M>.self, from: F.self)
    }
}
