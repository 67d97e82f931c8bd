extension Container {
    /// Resolves `T` from any context. When making it needs the main actor (a view, a presenter,
    /// or anything holding one) and the caller is not on it, the resolve runs on the main actor;
    /// otherwise it runs where it is called. It never blocks a thread waiting for the main actor.
    ///
    /// ```swift
    /// Task.detached {
    ///     let screen: ProfileViewController = try await container.resolve()
    /// }
    /// ```
    public func resolve<T>(
        _ type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation
    ) async throws(ResolutionError) -> T {
        let node = try rootNode(T.self)
        let onMainActor = ResolutionState.isMainActor(isolation)
        if node.requiresAsync {
            return try await Container.runAsync(node, onMainActor: onMainActor).value
        }
        guard node.requiresMainActor, !onMainActor else {
            return try Container.run(node, onMainActor: onMainActor)
        }
        let outcome = await MainActor.run {
            // The value is made on the main actor and handed to the caller that asked for it;
            // a main-actor type's members stay isolated to the main actor wherever it travels.
            Transfer(value: Result { () throws(ResolutionError) -> T in try Container.run(node, onMainActor: true) })
        }
        return try outcome.value.get()
    }

    /// Resolves `T` from any context with runtime arguments: a main-actor registration taking
    /// arguments (a screen for one message) can be resolved from a background task; the resolve
    /// hops to the main actor when it must.
    ///
    /// ```swift
    /// let screen: MessageScreen = try await container.resolve(arguments: messageID)
    /// ```
    public func resolve<T, each Argument: Sendable>(
        _ type: T.Type = T.self, arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) async throws(ResolutionError) -> T {
        let node = try rootNode(T.self)
        let onMainActor = ResolutionState.isMainActor(isolation)
        guard node.requiresMainActor, !onMainActor else {
            return try Container.run(node, onMainActor: onMainActor, arguments: repeat each arguments)
        }
        let values = Transfer(value: (repeat each arguments))
        let outcome = await MainActor.run {
            // Made on the main actor and handed to the caller, as in `resolve(_:isolation:)`.
            Transfer(value: Result { () throws(ResolutionError) -> T in
                try Container.run(node, onMainActor: true, arguments: repeat each values.value)
            })
        }
        return try outcome.value.get()
    }
}
