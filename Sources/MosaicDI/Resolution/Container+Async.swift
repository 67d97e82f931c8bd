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
}
