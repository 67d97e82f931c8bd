extension ContainerBuilder {
    /// Registers an `async` factory: a service or an actor that needs `await` to start (open a
    /// database, read a keychain, ask the server for a configuration).
    ///
    /// ```swift
    /// builder.register(async: { (config: AppConfiguration) in try await Database.open(config.path) })
    ///     .lifetime(.container())
    /// let database: Database = try await container.resolve()
    /// ```
    ///
    /// Its parameters may include main-actor registrations (views, presenters): the `async`
    /// resolve makes them on the main actor and hands them to the factory, which runs off it.
    ///
    /// Only the `async` resolve makes it (`try await container.resolve()`, `provider.resolve()`,
    /// `lazy.load()`); a synchronous resolve throws ``ResolutionError/Reason/requiresAsync(type:)``
    /// instead of blocking. `build()` reports a synchronous registration that needs it directly
    /// (ask for `Provider<T>` there), an `async` registration that needs it through `Many`, an
    /// optional or `Tagged` (ask for it directly), `.single` (made by the synchronous `build()`)
    /// and cycles through it. A shared lifetime makes it once, however many tasks ask at once.
    @discardableResult
    public mutating func register<T, each Dependency>(
        async factory: @escaping @Sendable (repeat each Dependency) async throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        registerAsyncFactory(factory, fileID: fileID, line: line)
    }

    /// Registers an `async` factory of a `Sendable` type: the same as the overload above, and
    /// the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.defaultLifetime = .container()
    /// builder.register(async: { try await Database.open("app.sqlite") })   // one per container
    /// ```
    @discardableResult
    public mutating func register<T: Sendable, each Dependency>(
        async factory: @escaping @Sendable (repeat each Dependency) async throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        let registration = registerAsyncFactory(factory, fileID: fileID, line: line)
        registration.record.isKnownSendable = true
        return registration
    }

    /// The body of both `register(async:)` overloads.
    mutating func registerAsyncFactory<T, each Dependency>(
        _ factory: @escaping @Sendable (repeat each Dependency) async throws -> T,
        fileID: StaticString, line: Int
    ) -> Registration<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .nonisolated, dependencies: requests, addingTo: storage
        ) { compiler, entry, record in
            asyncFactoryNode(for: record, factory: factory, compiler: compiler, entry: entry)
        }
        record.isAsync = true
        return Registration(record: record)
    }
}

/// Compiles the node of an `async` factory (kept out of `register(async:)`, which is generic over the factory).
func asyncFactoryNode<T, each Dependency>(
    for record: Record, factory: @escaping @Sendable (repeat each Dependency) async throws -> T,
    compiler: PlanCompiler, entry: Int
) -> Node<T> {
    let linked = DependencyPack.link(repeat (each Dependency).self, compiler: compiler, entry: entry)
    let dependencies = linked.pack, nodes = linked.nodes
    let location = record.location
    return AsyncLifetimes.node(for: record, compiler: compiler, entry: entry) { _, resolution in
        let values = try await dependencies.makeAsync(resolution, repeat each nodes)
        do {
            return Transfer(value: try await factory(repeat each values.value))
        } catch {
            throw dependencies.factoryFailed(error, at: location)
        }
    }
}
