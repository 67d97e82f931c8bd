/// The narrow way activities reach the screen (an activity's user interface facade):
/// display a module, await what it hands back, dismiss it. The stack implements it with the
/// module tree (``ModuleTreeFacade``); a test implements it with a fake and runs activities
/// with no UI at all. Activities call it through ``ActivityScope/ui``, which checks that the
/// activity is still running.
///
/// ```swift
/// @MainActor final class RecordingFacade: UserInterfaceFacade {
///     func display<M: Module>(_ module: M.Type, style: PresentationStyle, theme: Theme,
///                             configure: (M.Input) throws -> M.Output?) throws -> Screen<M> { ... }
///     func result<M: Module>(of screen: Screen<M>) async throws -> M.Result? { ... }
///     func dismiss<M: Module>(_ screen: Screen<M>) throws { ... }
/// }
/// ```
@MainActor
public protocol UserInterfaceFacade: AnyObject, Sendable {
    /// Builds `module`, configures it through its Input, styles it with `theme` and puts it on
    /// screen with `style`.
    ///
    /// ```swift
    /// let screen = try facade.display(PostEditor.self, style: .modal, theme: .standard) { $0.edit(post); return nil }
    /// ```
    func display<M: Module>(
        _ module: M.Type, style: PresentationStyle, theme: Theme, configure: (M.Input) throws -> M.Output?
    ) throws -> Screen<M>

    /// Waits until the screen's module closes and returns what it handed back with
    /// `router.close(returning:)`, or nil when it closed without a result. Cancelling the
    /// waiting task closes the module.
    ///
    /// ```swift
    /// let edit = try await facade.result(of: screen)
    /// ```
    func result<M: Module>(of screen: Screen<M>) async throws -> M.Result?

    /// Closes the screen's module (and what it opened).
    ///
    /// ```swift
    /// try facade.dismiss(screen)
    /// ```
    func dismiss<M: Module>(_ screen: Screen<M>) throws
}
