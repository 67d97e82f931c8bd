/// Where a module is in its life.
///
/// ```swift
/// #expect(tree.node(for: profile)?.state == .active)
/// ```
public enum Lifecycle: String, Sendable, Hashable {
    /// Assembled and configured, not yet on screen.
    case built
    /// On screen and in front.
    case active
    /// On screen but covered (something was pushed or presented over it).
    case inactive
    /// Closed: detached from the tree, its roles released.
    case closed
}

/// A role (usually the presenter) that wants to hear about its module's lifecycle. The tree
/// calls these on every role of the module that conforms.
///
/// ```swift
/// extension ProfilePresenter: LifecycleObserver {
///     func moduleDidBecomeActive() { interactor.refresh() }
/// }
/// ```
@MainActor
public protocol LifecycleObserver: AnyObject {
    /// The module came to the front.
    func moduleDidBecomeActive()
    /// The module is about to be covered or closed.
    func moduleWillResignActive()
    /// The module was closed; its tasks are cancelled.
    func moduleDidClose()
}

extension LifecycleObserver {
    /// Does nothing by default.
    ///
    /// ```swift
    /// presenter.moduleDidBecomeActive()
    /// ```
    public func moduleDidBecomeActive() {}
    /// Does nothing by default.
    ///
    /// ```swift
    /// presenter.moduleWillResignActive()
    /// ```
    public func moduleWillResignActive() {}
    /// Does nothing by default.
    ///
    /// ```swift
    /// presenter.moduleDidClose()
    /// ```
    public func moduleDidClose() {}
}
