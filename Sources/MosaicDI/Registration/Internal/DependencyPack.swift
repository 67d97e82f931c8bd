/// The parameters of a factory or injection, bound once at build time: what keeps their nodes
/// alive and names their holder. The nodes themselves, typed, are the tuple ``link(_:compiler:entry:)``
/// returns beside it, which the plan's closures capture: a generic *type* over a parameter pack
/// would need iOS 17 / macOS 14 to run, a generic function does not.
struct DependencyPack {
    /// Keeps the parameters' nodes alive (wrapper nodes are owned by nobody else).
    let owners: [AnyNode]
    /// The registration whose factory these parameters belong to, for error paths.
    let holder: NodeLabel

    init(owners: [AnyNode], holder: NodeLabel) {
        self.owners = owners
        self.holder = holder
    }

    /// Links the next parameters of `entry`, in order: the pack, and the parameters' nodes.
    static func link<each Dependency>(
        _ types: repeat (each Dependency).Type, compiler: PlanCompiler, entry: Int
    ) -> (pack: DependencyPack, nodes: (repeat NodeRef<each Dependency>)) {
        let strong = (repeat compiler.nextNode(each types, for: entry))
        var owners: [AnyNode] = []
        for node in repeat each strong { owners.append(node) }
        let pack = DependencyPack(owners: owners, holder: compiler.label(of: entry))
        return (pack, (repeat NodeRef(each strong)))
    }

    /// Makes every parameter from `nodes` (linked with this pack), left to right. (The nodes come
    /// as a pack, `repeat each nodes`: passing their tuple as one value crashes the compiler.)
    func make<each Dependency>(
        _ state: inout ResolutionState, _ nodes: repeat NodeRef<each Dependency>
    ) throws -> (repeat each Dependency) {
        do {
            return (repeat try (each nodes).make(&state))
        } catch {
            throw ResolutionError.from(error).through(holder.description)
        }
    }

    /// Makes every parameter from `nodes` (linked with this pack), left to right, in an `async`
    /// resolve.
    func makeAsync<each Dependency>(
        _ resolution: AsyncResolution, _ nodes: repeat NodeRef<each Dependency>
    ) async throws -> Transfer<(repeat each Dependency)> {
        do {
            return Transfer(value: (repeat try await (each nodes).node.takeUnretainedValue().makeAsync(resolution).value))
        } catch {
            throw ResolutionError.from(error).through(holder.description)
        }
    }

    /// Describes the failure of a user factory or injection method.
    func factoryFailed(_ error: any Error, at location: SourceLocation) -> ResolutionError {
        ResolutionError.factoryFailed(error, of: holder.description, at: location)
    }

    /// Binds a method injection to these parameters (`nodes`, linked with this pack).
    func injector<T, each Dependency>(
        _ method: @escaping @Sendable (T, repeat each Dependency) throws -> Void, at location: SourceLocation,
        nodes: repeat NodeRef<each Dependency>
    ) -> Injector<T> {
        let nodes = (repeat each nodes)
        return { (object: T, state: inout ResolutionState) throws -> Void in
            let values = try make(&state, repeat each nodes)
            do {
                try method(object, repeat each values)
            } catch {
                throw factoryFailed(error, at: location)
            }
        }
    }

    /// Binds a property injection (which cannot throw) to this parameter (`node`, linked with this pack).
    func injector<T, Value>(_ node: NodeRef<Value>, _ assign: @escaping @Sendable (T, Value) -> Void) -> Injector<T> {
        { (object: T, state: inout ResolutionState) throws -> Void in
            let value = try make(&state, node)
            assign(object, value)
        }
    }
}

/// A dependency's failure while the arguments of a factory call are made in the call itself,
/// kept apart from the factory's own errors. It never leaves the closure that made the call
/// (see `register` and `AnyNode.argument`).
struct DependencyFailure: Error {
    let error: ResolutionError

    init(_ error: ResolutionError) {
        self.error = error
    }
}
