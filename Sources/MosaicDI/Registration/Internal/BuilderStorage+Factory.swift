extension BuilderStorage {
    /// Adds the record of a `register(_:)` factory.
    ///
    /// Neither this nor `register` is inlinable: a registration compiles, in the module that
    /// registers, to one call and the conversion of the factory to this generic form, about what
    /// a hand-written factory costs (specialized at each call site, it cost tens of milliseconds
    /// of release compile time and kilobytes of code per `register`). The factory call is
    /// `FactoryCall.calling`, the same code for every registration. A factory of no parameters
    /// takes the same route through its own overload (`addFactory(_:fileID:line:isKnownSendable:)`
    /// in `BuilderStorage+ParameterlessFactory.swift`), which keeps the node it makes.
    func addFactory<T, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T,
        fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        return addFactoryRecord(
            requests: requests, call: FactoryCall.calling(factory), fileID: fileID, line: line,
            isKnownSendable: isKnownSendable
        ) { compiler, entry in
            var arguments: [AnyNode] = []
            repeat arguments.append(compiler.nextNode((each Dependency).self, for: entry))
            return arguments
        }
    }

    /// Adds the record of a factory call `call` whose parameters are `requests`; `parameters`
    /// links their nodes, in order, when the plan is compiled (`AnyNode.argument` reads them
    /// back by position).
    func addFactoryRecord<T>(
        requests: [DependencyRequest], call: @escaping Creator<T>, fileID: StaticString, line: Int, isKnownSendable: Bool,
        parameters: @escaping (PlanCompiler, Int) -> [AnyNode]
    ) -> Record {
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .nonisolated, dependencies: requests, addingTo: self
        ) { compiler, entry, record in
            Lifetimes.node(
                for: record, compiler: compiler, entry: entry, arguments: parameters(compiler, entry), create: call)
        }
        record.isKnownSendable = isKnownSendable
        return record
    }
}
