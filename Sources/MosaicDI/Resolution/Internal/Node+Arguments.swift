extension AnyNode {
    /// Makes parameter `index` of the factory of this node's registration, and moves `index` to
    /// the next one. The factory call `register(_:)` makes at its call site evaluates one of
    /// these per parameter, in order, inside the call's argument list, so each value is handed to
    /// the factory without a copy.
    ///
    /// Compiled once here, for every type: the value comes back through the same indirect
    /// result the parameter's node returns it by, so being generic costs the call nothing, while
    /// each call site of `register` stays a few instructions per parameter.
    @usableFromInline
    final func argument<D>(_ index: inout Int, _ state: inout ResolutionState, as _: D.Type) throws -> D {
        let position = index
        index = position + 1
        // Invariant: the linker made one node per parameter of the factory, in order
        // (`BuilderStorage.addFactory`), and node `position` is a `Node<D>`.
        let node = Unmanaged.passUnretained(arguments[position])
        do {
            return try node._withUnsafeGuaranteedRef { try $0.typed(D.self).make(&state) }
        } catch {
            throw DependencyFailure(ResolutionError.from(error).through(label.description))
        }
    }

    /// The error a factory call of this node's registration reports: a parameter's failure (from
    /// `argument(_:_:as:)`) as it is, the factory's own error as
    /// ``ResolutionError/Reason/factoryFailed(type:underlying:)`` at the registration's place.
    @usableFromInline
    final func factoryFailure(_ error: any Error) -> any Error {
        if let failure = error as? DependencyFailure { return failure.error }
        return ResolutionError.factoryFailed(
            error, of: label.description, at: record?.location ?? SourceLocation(fileID: "unknown", line: 0))
    }
}
