/// Where a module is in its life.
public enum Lifecycle: String, Sendable, Hashable {
    /// Assembled and configured, not yet on screen (a module that never gets there is torn
    /// down and goes straight to `closed`).
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
    /// The module was covered, or is closing (called before ``moduleDidClose()``).
    func moduleDidResignActive()
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
    /// presenter.moduleDidResignActive()
    /// ```
    public func moduleDidResignActive() {}
    /// Does nothing by default.
    ///
    /// ```swift
    /// presenter.moduleDidClose()
    /// ```
    public func moduleDidClose() {}
}
