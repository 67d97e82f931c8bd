extension Container {
    /// Resolves `T` from any context, running `async` factories and injections
    /// (`register(async:)`, `injecting(async:)`).
    ///
    /// Whatever needs the main actor (a view, a presenter, anything holding one, a main-actor
    /// injection) is made on the main actor, whoever calls and whichever thread an `async`
    /// factory's `await` resumed the resolve on; the rest runs where the resolve runs. It never
    /// blocks a thread waiting for the main actor.
    ///
    /// ```swift
    /// builder.register(onMainActor: TitleView.init)
    /// builder.register(async: { (view: TitleView) in try await InboxScreen.load(showingIn: view) })
    ///
    /// Task.detached {
    ///     let screen: InboxScreen = try await container.resolve()   // TitleView made on the main actor
    /// }
    /// ```
    public func resolve<T>(
        _ type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation
    ) async throws(ResolutionError) -> T {
        try await Container.runAsync(try rootNode(T.self), isolation: isolation).value
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
