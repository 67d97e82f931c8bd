extension Container {
    /// Runs the property and method injections (and `onReady` hooks) registered with
    /// `register(madeElsewhere:)` for `T` on an object made outside the container.
    ///
    /// ```swift
    /// let controller = storyboard.instantiateInitialViewController() as ProfileViewController
    /// try container.inject(into: controller)
    /// ```
    ///
    /// Throws ``ResolutionError/Reason/notRegistered(type:)`` when `T` (the static type of the
    /// argument) was not registered that way, and
    /// ``ResolutionError/Reason/requiresMainActor(type:)`` when an injection needs the main actor
    /// and the caller is not on it. A child container uses its own registrations first.
    public func inject<T: AnyObject>(into object: T, isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) {
        guard let injector = plan.elsewhereInjectors[ObjectIdentifier(T.self)] as? ElsewhereInjector<T> else {
            let name = "\(typeName(T.self)) (registered with register(madeElsewhere:))"
            throw ResolutionError(.notRegistered(type: name), path: [typeName(T.self)])
        }
        guard let inject = injector.inject else { return }
        var state = ResolutionState(onMainActor: ResolutionState.isMainActor(isolation))
        do {
            try inject(object, &state)
            if state.pending != nil { try state.drainPending() }
        } catch {
            throw ResolutionError.from(error)
        }
    }
}
