extension ContainerBuilder {
    /// Registers a factory whose parameters are resolved from the container: an initializer of
    /// any arity (`Router.init(storyboard:)`) or a closure.
    ///
    /// ```swift
    /// builder.register(ProfileRouter.init(storyboard:))
    /// builder.register { (api: APIClient, cache: Lazy<ImageCache>) in ProfileService(api: api, cache: cache) }
    /// builder.register { Storyboard(name: "Profile") }
    /// ```
    ///
    /// A parameter may be a registered type, or ``Lazy``, ``Provider``, ``Many``, ``Tagged``,
    /// an `Optional` (nil when nothing is registered) or an ``Argument`` given at resolve time.
    /// The factory may throw; the error reaches the caller of `resolve` as
    /// ``ResolutionError/Reason/factoryFailed(type:underlying:)``.
    ///
    /// A registration compiles to about what a hand-written factory costs: the work is done by
    /// code compiled once, in MosaicDI, not specialized at each call site.
    @available(swift 6)
    @discardableResult
    public mutating func register<T, each Dependency>(
        _ factory: @escaping @Sendable (repeat consuming each Dependency) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of a `Sendable` type: the same as the overload above, and the
    /// registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.defaultLifetime = .container()
    /// builder.register(APIClient.init)   // APIClient: Sendable, so one per container
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable, each Dependency>(
        _ factory: @escaping @Sendable (repeat consuming each Dependency) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }

    /// Registers a factory that must run on the main actor: views, presenters and
    /// routers.
    ///
    /// ```swift
    /// builder.register(onMainActor: ProfileViewController.init(presenter:))
    /// ```
    ///
    /// A synchronous `resolve` of it (or of anything that needs it) works on the main actor and
    /// throws ``ResolutionError/Reason/requiresMainActor(type:)`` elsewhere; it never blocks
    /// waiting for the main thread. The `async` resolve hops to the main actor by itself.
    /// Validation reports a nonisolated singleton that holds such an object.
    @discardableResult
    public mutating func register<T, each Dependency>(
        onMainActor factory: @escaping @MainActor (repeat each Dependency) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .mainActor, dependencies: requests, addingTo: storage
        ) { compiler, entry, record in
            let linked = DependencyPack.link(repeat (each Dependency).self, compiler: compiler, entry: entry)
            let dependencies = linked.pack, nodes = linked.nodes
            let label = record.label(0)
            let location = record.location
            return Lifetimes.node(for: record, compiler: compiler, entry: entry) { _, state throws in
                guard state.onMainActor else {
                    let name = label.description
                    throw ResolutionError(.requiresMainActor(type: name), path: [name], location: location)
                }
                let values = try dependencies.make(&state, repeat each nodes)
                // The resolve runs on the main actor (checked above, from the caller's isolation):
                // the values never leave it, so handing them over is safe.
                let arguments = Transfer(value: (repeat each values))
                do {
                    return try MainActor.assumeIsolated { () throws -> Transfer<T> in
                        Transfer(value: try factory(repeat each arguments.value))
                    }.value
                } catch {
                    throw dependencies.factoryFailed(error, at: location)
                }
            }
        }
        return Registration(record: record)
    }

    /// Registers a ready-made value, shared by everyone who asks for it (lifetime `.single`),
    /// on any thread: so it must be `Sendable`.
    ///
    /// ```swift
    /// builder.register(value: AppConfiguration(environment: .staging))
    /// ```
    @discardableResult
    public mutating func register<T: Sendable>(
        value: T, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        let transfer = Transfer(value: value)
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .nonisolated, dependencies: [], addingTo: storage
        ) { compiler, entry, record in
            Lifetimes.node(for: record, compiler: compiler, entry: entry) { _, _ in transfer.value }
        }
        record.lifetime = .single
        record.lifetimeIsDefault = false
        return Registration(record: record)
    }
}
