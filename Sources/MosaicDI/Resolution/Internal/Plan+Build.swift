/// How `build()` makes a plan, in two stages that pass plain data:
///
/// 1. choosing and validating (`Validation/Internal/Linker.swift`): what every dependency of every
///    registration links to, and every problem of the graph; its result is `Links`;
/// 2. compiling (`Resolution/Internal/PlanCompiler.swift`): each registration's nodes, bound to
///    their dependencies' nodes and wrapped for their lifetimes, then the lookup tables and the
///    `.single` instances.
///
/// The path of a resolve, from the public call to the factory, in four files:
/// 1. `Resolution/Container+Resolve.swift`: `resolve()` looks `T` up in the root's `KeyTable`
///    (`Resolution/Internal/KeyTable.swift`); a made singleton is read from the slot's cell there;
/// 2. `Resolution/Internal/Node.swift`: otherwise it runs the node's creator (`Node.make`);
/// 3. `Resolution/Internal/Lifetimes.swift`: a shared, object-graph or injected registration's
///    creator keeps or finds the instance, and calls the factory call when it must make one;
/// 4. `Resolution/Internal/Node.swift` again (`Node.calling`): the factory call makes each
///    parameter from its node (`AnyNode.argument`) and calls the registered factory.
extension Plan {
    /// Builds the plan of `storage`'s registrations, or throws every problem found.
    static func build(_ storage: BuilderStorage, isolation: (any Actor)?) throws(ContainerError) -> Plan {
        let links = try Linker.link(storage)
        let compiler = PlanCompiler(
            links, parent: storage.parent?.plan, logger: storage.logger,
            onMainActor: ResolutionState.isMainActor(isolation))
        return try compiler.compile()
    }
}
