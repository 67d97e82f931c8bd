/// How `build()` makes a plan, in two stages that pass plain data:
///
/// 1. choosing and validating (`Validation/Internal/Linker.swift`): what every dependency of every
///    registration links to, and every problem of the graph; its result is `Links`;
/// 2. compiling (`Resolution/Internal/PlanCompiler.swift`): each registration's nodes, bound to
///    their dependencies' nodes and wrapped for their lifetimes, then the lookup tables and the
///    `.single` instances.
///
/// The path of a resolve, from the public call to the factory, in four files:
/// 1. `Resolution/Container+Resolve.swift`: `resolve()` looks `T` up in the root's table;
/// 2. `Resolution/Internal/KeyTable.swift`: the slot found holds the node, and for a made
///    singleton its cell, read right there;
/// 3. `Resolution/Internal/Node.swift`: otherwise the node makes the value (`Node.make`): a
///    prototype whose factory has no parameters calls it directly (its node was made when it was
///    registered); for another prototype without injections the node's creator is the factory
///    call (`FactoryCall.calling`), which makes each parameter from its node (`AnyNode.argument`,
///    the same path again) and calls the factory;
/// 4. `Resolution/Internal/Lifetimes.swift`: any other registration's creator keeps or finds
///    the instance for its lifetime and runs the factory call when it must make one.
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
