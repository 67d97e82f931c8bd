extension BuilderStorage {
    // The same as the variadic `addFactory`, for factories of zero to four parameters. A
    // factory typed over a parameter pack receives its parameters borrowed (the compiler drops
    // `consuming` from a pack) and its call looks up the metadata of the parameters' tuple, so
    // every parameter cost a retain, a release and that lookup; with fixed parameters, each is
    // handed over owned and nothing is looked up.

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

    func addFactory<T, A>(
        _ factory: @escaping (consuming A) throws -> T, fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        addFactoryRecord(
            requests: [DependencyRequest.of(A.self)],
            call: FactoryCall.calling(factory), fileID: fileID, line: line, isKnownSendable: isKnownSendable
        ) { compiler, entry in [compiler.nextNode(A.self, for: entry)] }
    }

    func addFactory<T, A, B>(
        _ factory: @escaping (consuming A, consuming B) throws -> T,
        fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        addFactoryRecord(
            requests: [DependencyRequest.of(A.self), DependencyRequest.of(B.self)],
            call: FactoryCall.calling(factory), fileID: fileID, line: line, isKnownSendable: isKnownSendable
        ) { compiler, entry in
            [compiler.nextNode(A.self, for: entry), compiler.nextNode(B.self, for: entry)]
        }
    }

    func addFactory<T, A, B, C>(
        _ factory: @escaping (consuming A, consuming B, consuming C) throws -> T,
        fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        addFactoryRecord(
            requests: [
                DependencyRequest.of(A.self),
                DependencyRequest.of(B.self),
                DependencyRequest.of(C.self),
            ],
            call: FactoryCall.calling(factory), fileID: fileID, line: line, isKnownSendable: isKnownSendable
        ) { compiler, entry in
            [
                compiler.nextNode(A.self, for: entry),
                compiler.nextNode(B.self, for: entry),
                compiler.nextNode(C.self, for: entry),
            ]
        }
    }

    func addFactory<T, A, B, C, D>(
        _ factory: @escaping (consuming A, consuming B, consuming C, consuming D) throws -> T,
        fileID: StaticString, line: Int, isKnownSendable: Bool
    ) -> Record {
        addFactoryRecord(
            requests: [
                DependencyRequest.of(A.self),
                DependencyRequest.of(B.self),
                DependencyRequest.of(C.self),
                DependencyRequest.of(D.self),
            ],
            call: FactoryCall.calling(factory), fileID: fileID, line: line, isKnownSendable: isKnownSendable
        ) { compiler, entry in
            [
                compiler.nextNode(A.self, for: entry),
                compiler.nextNode(B.self, for: entry),
                compiler.nextNode(C.self, for: entry),
                compiler.nextNode(D.self, for: entry),
            ]
        }
    }
}
