extension Container {
    /// Resolves the registration of `T` that the root sees.
    ///
    /// ```swift
    /// let service: ProfileService = try container.resolve()
    /// let client = try container.resolve(APIClient.self)
    /// ```
    ///
    /// Throws a ``ResolutionError`` carrying the dependency path when `T` is not registered,
    /// ambiguous at the root, needs runtime arguments, needs the main actor while the caller is
    /// not on it, or a factory throws. `isolation` is the caller's: leave it to its default.
    @inlinable @inline(__always)
    public func resolve<T>(
        _ type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        // The read path: one table lookup and the compiled closures, no lock, no allocation.
        // Only the lookup and the read of a made singleton are inlined into the caller, so that
        // an already made singleton costs the lookup and a load, with no call in between; the
        // rest is MosaicDI's own code, compiled once.
        if let found = plan.root.table.node(for: T.self) {
            if let made = found.madeInstance {
                return made   // a singleton already made
            }
            if T.self is AnyObject.Type, found.flags.contains(.isDirect) {
                // A class, made straight away: by the code every class shares (see
                // `resolveDirectObject`), so that resolving many types runs one copy of it.
                let object = try resolveDirectObject(found.objectNode, flags: found.flags)
                return uncheckedCast(object, toValueOf: T.self)
            }
            return try resolveFound(found.node, flags: found.flags, isolation: isolation)
        }
        return try resolveIndirectly(T.self, isolation: isolation)
    }

    /// The rest of the read path, once the lookup found the node of `T`, for a `T` that is not
    /// a class: run straight away when its flags allow it. Generic code compiled once, here.
    @usableFromInline func resolveFound<T>(
        _ node: NodeRef<T>, flags: NodeFlags, isolation: (any Actor)?
    ) throws(ResolutionError) -> T {
        if flags.contains(.isDirect) {
            return try runDirect(node, flags: flags)
        }
        return try resolveIndirectly(T.self, isolation: isolation)
    }

    /// `runDirect` for a node of a class: compiled once, here, for every class.
    @usableFromInline func resolveDirectObject(_ node: NodeRef<AnyObject>, flags: NodeFlags) throws(ResolutionError) -> AnyObject {
        try runDirect(node, flags: flags)
    }

    /// Runs `node`, which its `flags` (`NodeFlags.isDirect`) let run straight away, as a
    /// top-level resolve.
    @inline(__always)
    func runDirect<T>(_ node: NodeRef<T>, flags: NodeFlags) throws(ResolutionError) -> T {
        let context = ThreadContext.unretained(key: threadKey)
        try context.enter(node)
        defer { context.leave() }
        if flags.contains(.callsFactory) {
            // A factory without parameters, injections or hooks.
            return try node.callFactory()
        }
        return try ResolutionState.withFresh(onMainActor: false) { state throws(ResolutionError) -> T in
            try Container.finish(node, &state)
        }
    }

    /// Makes the value of `node` in `state` and runs the injections deferred by cycles.
    @inline(__always)
    static func finish<T>(_ node: NodeRef<T>, _ state: inout ResolutionState) throws(ResolutionError) -> T {
        do {
            let value = try node.make(&state)
            if state.pending != nil {
                try state.drainPending()
            }
            return value
        } catch {
            throw ResolutionError.from(error)
        }
    }

    /// Everything the read path leaves aside: wrappers, arguments, main-actor factories, errors.
    @usableFromInline func resolveIndirectly<T>(_: T.Type, isolation: (any Actor)?) throws(ResolutionError) -> T {
        try Container.run(rootNode(T.self), onMainActor: ResolutionState.isMainActor(isolation))
    }

    /// Resolves `T`, passing runtime arguments to its registration's ``Argument`` parameters in
    /// order. Arguments of the wrong number or types throw
    /// ``ResolutionError/Reason/argumentMismatch(type:expected:received:)``.
    ///
    /// ```swift
    /// builder.register { (id: Argument<Int>) in MessageViewModel(id: id.value) }
    /// let model: MessageViewModel = try container.resolve(arguments: 42)
    /// ```
    @inlinable
    public func resolve<T, each Argument>(
        _ type: T.Type = T.self, arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        // As `resolve(_:isolation:)`: the lookup and the check of the arguments' types inlined
        // into the caller, the arguments copied into a table on its stack (`ArgumentTable`),
        // where their types are known; the resolve itself is MosaicDI's code, compiled once.
        if let found = plan.root.table.node(for: T.self), found.flags.contains(.runsAnywhere),
            found.takes(repeat (each Argument).self)
        {
            return try ArgumentTable.with(repeat each arguments) { table throws(ResolutionError) -> T in
                if T.self is AnyObject.Type {
                    return uncheckedCast(try resolveObject(found.objectNode, arguments: table), toValueOf: T.self)
                }
                return try resolveFound(found.node, arguments: table)
            }
        }
        return try resolveIndirectly(T.self, isolation: isolation, arguments: repeat each arguments)
    }

    /// The rest of `resolve(_:arguments:isolation:)` once the lookup found `node`, which runs
    /// anywhere and takes arguments of exactly the types in `arguments`.
    @usableFromInline func resolveFound<T>(_ node: NodeRef<T>, arguments: ArgumentTable) throws(ResolutionError) -> T {
        let context = ThreadContext.unretained(key: threadKey)
        try context.enter(node)
        defer { context.leave() }
        return try ResolutionState.withFresh(onMainActor: false, arguments: arguments) {
            state throws(ResolutionError) -> T in
            try Container.finish(node, &state)
        }
    }

    /// `resolveFound(_:arguments:)` for a node of a class: compiled once, here, for every class.
    @usableFromInline func resolveObject(_ node: NodeRef<AnyObject>, arguments: ArgumentTable) throws(ResolutionError) -> AnyObject {
        try resolveFound(node, arguments: arguments)
    }

    /// What `resolve(_:arguments:isolation:)` leaves aside: main-actor factories, wrappers, errors.
    @usableFromInline func resolveIndirectly<T, each Argument>(
        _: T.Type, isolation: (any Actor)?, arguments: repeat each Argument
    ) throws(ResolutionError) -> T {
        try Container.run(
            rootNode(T.self), onMainActor: ResolutionState.isMainActor(isolation), arguments: repeat each arguments)
    }

    /// Resolves the registration of `T` with the given name.
    ///
    /// ```swift
    /// let main: Storyboard = try container.resolve(name: "main")
    /// ```
    public func resolve<T>(
        _ type: T.Type = T.self, name: String, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        let entry = plan.named[Plan.NamedKey(type: ObjectIdentifier(T.self), name: name)]
        let node = try Plan.node(entry, T.self, "\(typeName(T.self)) named \"\(name)\"")
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation))
    }

    /// Resolves the registration of `T` with the given name, passing runtime arguments to its
    /// ``Argument`` parameters in order.
    ///
    /// ```swift
    /// builder.register { (id: Argument<Int>) in Thumbnail(id: id.value) }.named("small")
    /// let thumbnail: Thumbnail = try container.resolve(name: "small", arguments: 42)
    /// ```
    public func resolve<T, each Argument>(
        _ type: T.Type = T.self, name: String, arguments: repeat each Argument,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        let entry = plan.named[Plan.NamedKey(type: ObjectIdentifier(T.self), name: name)]
        let node = try Plan.node(entry, T.self, "\(typeName(T.self)) named \"\(name)\"")
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation), arguments: repeat each arguments)
    }

    /// Resolves the registration of `T` that carries the tag `Tag`, passing runtime arguments to
    /// its ``Argument`` parameters in order.
    ///
    /// ```swift
    /// let primary: Connection = try container.resolve(tag: Primary.self, arguments: "reports")
    /// ```
    public func resolve<T, Tag, each Argument>(
        _ type: T.Type = T.self, tag: Tag.Type, arguments: repeat each Argument,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        let entry = plan.tagged[Plan.TagKey(type: ObjectIdentifier(T.self), tag: ObjectIdentifier(Tag.self))]
        let node = try Plan.node(entry, T.self, "\(typeName(T.self)) tagged \(typeName(Tag.self))")
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation), arguments: repeat each arguments)
    }

    /// Resolves `T` with runtime arguments if something is registered for it, and returns nil
    /// otherwise. Other failures (ambiguity, arguments that do not match, a throwing factory)
    /// still throw.
    ///
    /// ```swift
    /// let preview: Preview? = try container.resolveIfRegistered(arguments: message)
    /// ```
    public func resolveIfRegistered<T, each Argument>(
        _ type: T.Type = T.self, arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T? {
        guard let entry = plan.root.entry(ObjectIdentifier(T.self)) else { return nil }
        let node = try Plan.node(entry, T.self, typeName(T.self))
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation), arguments: repeat each arguments)
    }

    /// Resolves the registration of `T` that carries the tag `Tag`.
    ///
    /// ```swift
    /// let primary: Database = try container.resolve(tag: Primary.self)
    /// ```
    public func resolve<T, Tag>(
        _ type: T.Type = T.self, tag: Tag.Type, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        let entry = plan.tagged[Plan.TagKey(type: ObjectIdentifier(T.self), tag: ObjectIdentifier(Tag.self))]
        let node = try Plan.node(entry, T.self, "\(typeName(T.self)) tagged \(typeName(Tag.self))")
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation))
    }

    /// Resolves `T` as the framework `F` sees it: `F`'s own registrations first (including the
    /// ones it keeps private), then those of the frameworks it imports, then everyone's (seed
    /// 003's `resolve(from:)`).
    ///
    /// ```swift
    /// let storyboard: Storyboard = try container.resolve(from: ProfileFramework.self)
    /// ```
    public func resolve<T, F: Framework>(
        _ type: T.Type = T.self, from framework: F.Type, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        guard let view = plan.frameworkViews[ObjectIdentifier(F.self)] else {
            throw ResolutionError(
                .notRegistered(type: "\(typeName(T.self)) (framework \(typeName(F.self)) is not appended)"),
                path: [typeName(T.self)])
        }
        let key = ObjectIdentifier(T.self)
        let entry = view.answers(key) ? view.entry(key) : plan.root.entry(key)
        let node = try Plan.node(entry, T.self, "\(typeName(T.self)) from \(typeName(F.self))")
        return try Container.run(node, onMainActor: ResolutionState.isMainActor(isolation))
    }

    /// Resolves every registration of `T`, in registration order (a parent's first). Empty when
    /// nothing is registered.
    ///
    /// ```swift
    /// let plugins: [Plugin] = try container.resolveAll(Plugin.self)
    /// ```
    public func resolveAll<T>(
        _ type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> [T] {
        let nodes = plan.many(ObjectIdentifier(T.self))
        let onMainActor = ResolutionState.isMainActor(isolation)
        var values: [T] = []
        values.reserveCapacity(nodes.count)
        for node in nodes {
            values.append(try Container.run(node.typed(T.self), onMainActor: onMainActor))
        }
        return values
    }

    /// Resolves `T` if something is registered for it, and returns nil otherwise. Other
    /// failures (ambiguity, a throwing factory) still throw. The same as asking for `T?`.
    ///
    /// ```swift
    /// let analytics: Analytics? = try container.resolveIfRegistered()
    /// ```
    public func resolveIfRegistered<T>(
        _ type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T? {
        try resolve(T?.self)
    }

    /// Whether something is registered for `T` (the root's view).
    ///
    /// ```swift
    /// if container.isRegistered(Analytics.self) { ... }
    /// ```
    public func isRegistered<T>(_ type: T.Type) -> Bool {
        plan.root.table.node(for: ObjectIdentifier(T.self)) != nil
    }

    /// A ``Lazy`` of `T`, made on its first `value`.
    ///
    /// ```swift
    /// let router = try container.lazy(Router.self)
    /// ```
    public func lazy<T>(_ type: T.Type = T.self) throws(ResolutionError) -> Lazy<T> {
        Lazy(node: try rootNode(T.self))
    }

    /// A ``Provider`` of `T`: a fresh resolve per call.
    ///
    /// ```swift
    /// let makeRow = try container.provider(MessageRow.self)
    /// let row = try makeRow(42)
    /// ```
    public func provider<T>(_ type: T.Type = T.self) throws(ResolutionError) -> Provider<T> {
        Provider(node: try rootNode(T.self))
    }
}
