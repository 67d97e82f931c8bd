/// The nodes of a factory's parameters, bound once at build time.
@usableFromInline
struct DependencyPack<each Dependency> {
    @usableFromInline let nodes: (repeat Node<each Dependency>)
    /// The registration whose factory these parameters belong to, for error paths.
    @usableFromInline let holder: String

    /// Links the next parameters of `entry`, in order.
    @inlinable
    init(linker: Linker, entry: LinkedRecord) {
        nodes = (repeat linker.nextNode((each Dependency).self, for: entry))
        holder = entry.displayName
    }

    /// Makes every parameter, left to right.
    @inlinable
    func make(_ state: inout ResolutionState) throws(ResolutionError) -> (repeat each Dependency) {
        do throws(ResolutionError) {
            return (repeat try (each nodes).make(&state))
        } catch {
            throw error.through(holder)
        }
    }

    /// Describes the failure of a user factory or injection method.
    @usableFromInline
    func factoryFailed(_ error: any Error, at location: SourceLocation) -> ResolutionError {
        ResolutionError(.factoryFailed(type: holder, underlying: error), path: [holder], location: location)
    }

    /// Binds a method injection to these parameters.
    @inlinable
    func injector<T>(
        _ method: @escaping @Sendable (T, repeat each Dependency) throws -> Void, at location: SourceLocation
    ) -> Record<T>.Injector {
        { (object: T, state: inout ResolutionState) throws(ResolutionError) -> Void in
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
    func injector<T>(_ assign: @escaping @Sendable (T, repeat each Dependency) -> Void) -> Record<T>.Injector {
        { (object: T, state: inout ResolutionState) throws(ResolutionError) -> Void in
            let values = try make(&state)
            assign(object, repeat each values)
        }
    }
}
