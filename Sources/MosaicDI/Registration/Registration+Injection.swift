extension Registration where T: AnyObject {
    /// Calls a method after the initializer has run, with its parameters resolved.
    ///
    /// ```swift
    /// builder.register(Presenter.init).injecting { (presenter: Presenter, router: Router, log: Logger) in
    ///     presenter.configure(router: router, log: log)
    /// }
    /// builder.register(Presenter.init).injecting { $0.attach(router: $1) }
    /// ```
    @discardableResult
    public func injecting<each Dependency>(
        fileID: String = #fileID, line: Int = #line,
        _ method: @escaping @Sendable (T, repeat each Dependency) throws -> Void
    ) -> Registration<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let location = SourceLocation(fileID: fileID, line: line)
        guard record.acceptsChange("injecting at \(location)") else { return self }
        record.injections.append(InjectionSite(dependencies: requests, location: location))
        record.parts(T.self).injectionCompilers.append { compiler, entry in
            let linked = DependencyPack.link(repeat (each Dependency).self, compiler: compiler, entry: entry)
            let dependencies = linked.pack, nodes = linked.nodes
            return dependencies.injector(method, at: location, nodes: repeat each nodes)
        }
        return self
    }

    /// Calls a method on the main actor after the initializer has run, with its parameters
    /// resolved: how a view controller made elsewhere gets its presenter. The registration then
    /// needs the main actor, as one made with `register(onMainActor:)` does.
    ///
    /// ```swift
    /// builder.register(madeElsewhere: ProfileViewController.self)
    ///     .injecting(onMainActor: { (controller: ProfileViewController, presenter: ProfilePresenter) in
    ///         controller.presenter = presenter
    ///     })
    /// ```
    @discardableResult
    public func injecting<each Dependency>(
        fileID: String = #fileID, line: Int = #line,
        onMainActor method: @escaping @MainActor (T, repeat each Dependency) throws -> Void
    ) -> Registration<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let location = SourceLocation(fileID: fileID, line: line)
        guard record.acceptsChange("injecting(onMainActor:) at \(location)") else { return self }
        record.hasMainActorInjection = true
        record.injections.append(InjectionSite(dependencies: requests, location: location))
        record.parts(T.self).injectionCompilers.append { compiler, entry in
            let linked = DependencyPack.link(repeat (each Dependency).self, compiler: compiler, entry: entry)
            let dependencies = linked.pack, nodes = linked.nodes
            let name = dependencies.holder.description
            return { object, state throws in
                guard state.onMainActor else {
                    throw ResolutionError(.requiresMainActor(type: name), path: [name], location: location)
                }
                let values = try dependencies.make(&state, repeat each nodes)
                // On the main actor (checked above): the values and the object stay there.
                let target = Transfer(value: object)
                let arguments = Transfer(value: (repeat each values))
                do {
                    try MainActor.assumeIsolated { () throws -> Void in
                        try method(target.value, repeat each arguments.value)
                    }
                } catch {
                    throw dependencies.factoryFailed(error, at: location)
                }
            }
        }
        return self
    }

    /// Calls an `async` method after the initializer has run, with its parameters resolved: a
    /// connection that must `await` its start, a view model that loads its first page. The
    /// registration is then made only by the `async` resolve (`try await container.resolve()`),
    /// as one registered with `register(async:)` is.
    ///
    /// ```swift
    /// builder.register(SyncEngine.init)
    ///     .lifetime(.container())
    ///     .injecting(async: { (engine: SyncEngine, session: Session) in try await engine.connect(session) })
    /// ```
    @discardableResult
    public func injecting<each Dependency>(
        fileID: String = #fileID, line: Int = #line,
        async method: @escaping @Sendable (T, repeat each Dependency) async throws -> Void
    ) -> Registration<T> {
        var requests: [DependencyRequest] = []
        repeat requests.append(DependencyRequest.of((each Dependency).self))
        let location = SourceLocation(fileID: fileID, line: line)
        guard record.acceptsChange("injecting(async:) at \(location)") else { return self }
        record.isAsync = true
        record.injections.append(InjectionSite(dependencies: requests, location: location))
        record.parts(T.self).injectionCompilers.append { compiler, entry in
            asyncInjector(method, compiler: compiler, entry: entry, at: location)
        }
        return self
    }

    func addPropertyInjection<Value>(
        _: Value.Type, named name: String?, at location: SourceLocation,
        assign: @escaping @Sendable (T, Value) -> Void
    ) -> Registration<T> {
        var request = DependencyRequest.of(Value.self)
        request.name = name
        guard record.acceptsChange("injecting at \(location)") else { return self }
        record.injections.append(InjectionSite(dependencies: [request], location: location))
        record.parts(T.self).injectionCompilers.append { compiler, entry in
            let linked = DependencyPack.link(Value.self, compiler: compiler, entry: entry)
            let dependencies = linked.pack, node = linked.nodes
            return dependencies.injector(node) { object, value in
                assign(object, value)
            }
        }
        return self
    }
}

/// Compiles an `async` injection: leaves it in `compiler.asyncInjectors` for the `async` node, and
/// returns what a synchronous resolve would run (it cannot wait, so it refuses).
func asyncInjector<T, each Dependency>(
    _ method: @escaping @Sendable (T, repeat each Dependency) async throws -> Void, compiler: PlanCompiler, entry: Int,
    at location: SourceLocation
) -> Injector<T> {
    let linked = DependencyPack.link(repeat (each Dependency).self, compiler: compiler, entry: entry)
    let dependencies = linked.pack, nodes = linked.nodes
    let name = dependencies.holder.description
    let inject: AsyncInjector<T> = { object, resolution in
        let values = try await dependencies.makeAsync(resolution, repeat each nodes)
        let target = Transfer(value: object)
        do {
            try await method(target.value, repeat each values.value)
        } catch {
            throw dependencies.factoryFailed(error, at: location)
        }
    }
    compiler.asyncInjectors[compiler.injectionPosition] = inject
    return { _, _ throws in
        throw ResolutionError(.requiresAsync(type: name), path: [name], location: location)
    }
}
