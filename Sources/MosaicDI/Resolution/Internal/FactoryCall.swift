/// The factory calls of `register(_:)`. A namespace rather than static members of `Node<T>`:
/// those would look up the generic metadata of `Node<T>` at every registration.
enum FactoryCall {
    /// The creator of a `register(_:)` factory: it makes each parameter from the node it runs
    /// for (`argument`), in order, inside the call's argument list, and calls the factory. It is
    /// compiled once, here, for every type: `register` call sites stay a call each. A prototype
    /// without injections runs it as its node's body; `Lifetimes` wraps it otherwise. This one
    /// takes any number of parameters; those for one to four are generated
    /// (`FactoryCall+FixedArity.swift`). A factory of none is called by its node itself
    /// (`Node.callFactory`).
    static func calling<T, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T
    ) -> Creator<T> {
        { node, state throws in
            var index = 0
            do {
                return try factory(repeat try node.argument(&index, &state, as: (each Dependency).self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }
}
