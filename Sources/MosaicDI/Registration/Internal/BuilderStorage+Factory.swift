extension BuilderStorage {
    /// Adds the record of a `register(_:)` factory.
    ///
    /// Neither this nor `register` is inlinable: a registration compiles, in the module that
    /// registers, to one call and the conversion of the factory to this generic form, about what
    /// a hand-written factory costs (specialized at each call site, it cost tens of milliseconds
    /// of release compile time and kilobytes of code per `register`). The factory call is
    /// `Node.calling`, the same code for every registration.
    func addFactory<T, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T,
        fileID: String, line: Int, isKnownSendable: Bool
    ) -> Record<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let call = Node<T>.calling(factory)
        let record = Record<T>(
            fileID: fileID, line: line, isolation: .nonisolated, dependencies: requests, addingTo: self
        ) { compiler, entry, record in
            // The parameters' nodes, in order: `AnyNode.argument` reads them back by position.
            var arguments: [AnyNode] = []
            repeat arguments.append(compiler.nextNode((each Dependency).self, for: entry))
            return Lifetimes.node(for: record, compiler: compiler, entry: entry, arguments: arguments, create: call)
        }
        record.isKnownSendable = isKnownSendable
        return record
    }
}
