/// The user interface facade as one activity sees it: the same display / await / dismiss, with
/// the activity's theme, refused with an ``ActivityError`` once the activity is over, and with
/// every screen it left open closed when it ends.
///
/// ```swift
/// let edit = try await scope.ui.present(PostEditor.self, style: .modal) { $0.edit(post); return nil }
/// ```
public struct ActivityUI: Sendable {
    let node: ActivityNode
    let facade: any UserInterfaceFacade
    let theme: Theme

    /// Displays `module`, configured through its Input (return an Output for it, or nil).
    ///
    /// ```swift
    /// let screen = try await scope.ui.display(ProgressModule.self, style: .modal)
    /// ```
    @MainActor
    public func display<M: Module>(
        _ module: M.Type, style: PresentationStyle = .push,
        configure: @MainActor (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(ActivityError) -> Screen<M> {
        let step = "display \(M.moduleName)"
        try checkRunning(step: step)
        let screen: Screen<M>
        do {
            screen = try facade.display(M.self, style: style, theme: theme, configure: configure)
        } catch {
            throw ActivityError(.userInterface(underlying: error), activity: node.path, step: step)
        }
        let facade = self.facade
        let kept: ActivityState? = node.shared.withLock { state in
            guard state.acceptsChildren else { return state.phase }
            state.screens[key(screen)] = { try? facade.dismiss(screen) }
            return nil
        }
        if let over = kept {
            // The activity ended while the module was being built: take the screen down again.
            try? facade.dismiss(screen)
            throw ActivityError(.over(over), activity: node.path, step: step)
        }
        return screen
    }

    /// Waits for what the screen's module hands back as it closes (nil: closed without a
    /// result). If the activity is cancelled meanwhile, the module is closed and this throws
    /// a cancellation.
    ///
    /// ```swift
    /// let edit = try await scope.ui.result(of: screen)
    /// ```
    @MainActor
    public func result<M: Module>(of screen: Screen<M>) async throws(ActivityError) -> M.Result? {
        let step = "await \(M.moduleName)"
        try checkRunning(step: step)
        let result: M.Result?
        do {
            result = try await facade.result(of: screen)
        } catch is CancellationError {
            throw ActivityError(.cancelled, activity: node.path, step: step)
        } catch {
            throw ActivityError(.userInterface(underlying: error), activity: node.path, step: step)
        }
        node.shared.withLock { _ = $0.screens.removeValue(forKey: key(screen)) }
        if Task.isCancelled { throw ActivityError(.cancelled, activity: node.path, step: step) }
        return result
    }

    /// Displays `module` and waits for what it hands back: ``display(_:style:configure:)``
    /// then ``result(of:)``.
    ///
    /// ```swift
    /// let contact = try await scope.ui.present(ContactPicker.self, style: .modal)
    /// ```
    @MainActor
    public func present<M: Module>(
        _ module: M.Type, style: PresentationStyle = .push,
        configure: @MainActor (M.Input) throws -> M.Output? = { _ in nil }
    ) async throws(ActivityError) -> M.Result? {
        let screen = try display(M.self, style: style, configure: configure)
        return try await result(of: screen)
    }

    /// Closes a screen the activity displayed.
    ///
    /// ```swift
    /// try await scope.ui.dismiss(screen)
    /// ```
    @MainActor
    public func dismiss<M: Module>(_ screen: Screen<M>) throws(ActivityError) {
        let step = "dismiss \(M.moduleName)"
        try checkRunning(step: step)
        node.shared.withLock { _ = $0.screens.removeValue(forKey: key(screen)) }
        do {
            try facade.dismiss(screen)
        } catch {
            throw ActivityError(.userInterface(underlying: error), activity: node.path, step: step)
        }
    }

    private func checkRunning(step: String) throws(ActivityError) {
        let (running, phase, path) = node.shared.withLock { ($0.acceptsChildren, $0.phase, $0.path) }
        guard running else { throw ActivityError(.over(phase), activity: path, step: step) }
    }

    private func key<M>(_ screen: Screen<M>) -> String { "\(M.self)#\(screen.id)" }
}
