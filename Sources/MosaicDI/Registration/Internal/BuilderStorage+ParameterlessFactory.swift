extension BuilderStorage {
    /// A factory of no parameters needs no linking: its record keeps the node that calls it,
    /// made here, which a build uses as it is or wraps (see `Record.template`).
    ///
    /// Making the node looks up the metadata of `Node<T>` at run time (about 25 ns per
    /// registration). The registering call site could name that class instead and save the
    /// lookup, but each call site would then emit an accessor for it: a tenth more compile time
    /// for the registrations of an app, against 8% of the time of registering and building.
    func addFactory<T>(
        _ factory: @escaping () throws -> T, fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .nonisolated, dependencies: [],
            addingTo: self, compile: nil)
        record.isKnownSendable = isKnownSendable
        let template = Node<T>(
            label: NodeLabel(T.self), record: record, factory: factory,
            // Never on a resolve's path (`make` calls the factory itself, and a wrapped lifetime
            // calls this node): a closure of `T`'s metadata alone, the smallest there is.
            make: { node, _ throws in try node.callFactory() })
        templates.append(template)
        record.template = Unmanaged.passUnretained(template)
        return record
    }
}
