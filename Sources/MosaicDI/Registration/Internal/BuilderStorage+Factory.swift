extension BuilderStorage {
    /// Adds the record of a `register(_:)` factory.
    ///
    /// `register` is not inlinable, and neither is this: a registration compiles, in the module
    /// that registers, to one call and the conversion of the factory to this generic form, about
    /// what a hand-written factory costs. (Specializing the registration for each call site made
    /// every `register` cost tens of milliseconds of release compile time and kilobytes of
    /// machine code.) The creator below is the same code for every registration: it makes each
    /// parameter from the node it runs for and calls the factory with them, and a prototype
    /// without injections runs it as its node's body.
    func addFactory<T, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T,
        fileID: String, line: Int, isKnownSendable: Bool
    ) -> Record<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let call: Creator<T> = { node, state throws in
            var index = 0
            do {
                return try factory(repeat try node.argument(&index, &state, as: (each Dependency).self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
        let record = Record<T>(
            fileID: fileID, line: line, isolation: .nonisolated, dependencies: requests, addingTo: self
        ) { linker, entry, record in
            // The parameters' nodes, in order: `AnyNode.argument` reads them back by position.
            var arguments: [AnyNode] = []
            repeat arguments.append(linker.nextNode((each Dependency).self, for: entry))
            return Lifetimes.node(for: record, linker: linker, entry: entry, arguments: arguments, create: call)
        }
        record.isKnownSendable = isKnownSendable
        return record
    }
}
