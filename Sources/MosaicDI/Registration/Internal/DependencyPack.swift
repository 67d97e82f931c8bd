/// The nodes of a factory's parameters, bound once at build time.
@usableFromInline
struct DependencyPack<each Dependency> {
    @usableFromInline let nodes: (repeat NodeRef<each Dependency>)
    /// Keeps the parameters' nodes alive (wrapper nodes are owned by nobody else).
    @usableFromInline let owners: [AnyNode]
    /// The registration whose factory these parameters belong to, for error paths.
    @usableFromInline let holder: NodeLabel

    /// Links the next parameters of `entry`, in order.
    @inlinable
    init(compiler: PlanCompiler, entry: Int) {
        let strong = (repeat compiler.nextNode((each Dependency).self, for: entry))
        var owners: [AnyNode] = []
        for node in repeat each strong { owners.append(node) }
        self.owners = owners
        nodes = (repeat NodeRef(each strong))
        holder = compiler.label(of: entry)
    }

    /// Makes every parameter, left to right.
    @inlinable
    func make(_ state: inout ResolutionState) throws -> (repeat each Dependency) {
        do {
            return (repeat try (each nodes).make(&state))
        } catch {
            throw ResolutionError.from(error).through(holder.description)
        }
    }

    /// Makes every parameter, left to right, in an `async` resolve.
    @usableFromInline
    func makeAsync(_ resolution: AsyncResolution) async throws -> Transfer<(repeat each Dependency)> {
        do {
            return Transfer(value: (repeat try await (each nodes).node.takeUnretainedValue().makeAsync(resolution).value))
        } catch {
            throw ResolutionError.from(error).through(holder.description)
        }
    }

    /// Describes the failure of a user factory or injection method.
    @usableFromInline
    func factoryFailed(_ error: any Error, at location: SourceLocation) -> ResolutionError {
        ResolutionError.factoryFailed(error, of: holder.description, at: location)
    }

    /// Binds a method injection to these parameters.
    @inlinable
    func injector<T>(
        _ method: @escaping @Sendable (T, repeat each Dependency) throws -> Void, at location: SourceLocation
    ) -> Injector<T> {
        { (object: T, state: inout ResolutionState) throws -> Void in
            let values = try make(&state)
            do {
                try method(object, repeat each values)
            } catch {
                throw factoryFailed(error, at: location)
            }
        }
    }

    /// Binds a property injection (which cannot throw) to these parameters.
    @inlinable
    func injector<T>(_ assign: @escaping @Sendable (T, repeat each Dependency) -> Void) -> Injector<T> {
        { (object: T, state: inout ResolutionState) throws -> Void in
            let values = try make(&state)
            assign(object, repeat each values)
        }
    }
}

/// A dependency's failure while the arguments of a factory call are made in the call itself,
/// kept apart from the factory's own errors. It never leaves the closure that made the call
/// (see `register` and `AnyNode.argument`).
@usableFromInline
struct DependencyFailure: Error {
    @usableFromInline let error: ResolutionError

    @inlinable
    init(_ error: ResolutionError) {
        self.error = error
    }
}
