/// Hears what a ``ModuleTree`` does: each transition as it begins and as it commits or rolls
/// back (with how long it took), and each module as it opens and closes. For logs, inspectors and
/// tests; the tree holds its observers weakly and calls them on the main actor, after the tree's
/// state has changed. A tree with no observer measures nothing and calls nothing.
///
/// Every method has an empty default: implement the ones you need.
///
/// ```swift
/// final class SlowTransitions: TreeObserver {
///     func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {
///         if nanoseconds > 16_000_000 { print("slow:", transition) }
///     }
/// }
/// let watcher = SlowTransitions()
/// tree.addObserver(watcher)
/// ```
@MainActor
public protocol TreeObserver: AnyObject {
    /// A transition begins (it may still fail and leave everything as it was).
    func transitionDidBegin(_ transition: TreeTransition)
    /// A transition is done: the tree and the screen show its result. `nanoseconds` is how
    /// long it took, building and the host included.
    func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64)
    /// A transition failed and changed nothing; `error` says what and where.
    func transitionDidRollBack(_ transition: TreeTransition, error: any Error, nanoseconds: UInt64)
    /// A module came on screen (embedded ones too).
    func moduleDidOpen(_ module: ModuleNode)
    /// A module that was on screen closed (its node answers `closed` now, and still its name).
    func moduleDidClose(_ module: ModuleNode)
}

extension TreeObserver {
    /// Does nothing.
    public func transitionDidBegin(_ transition: TreeTransition) {}
    /// Does nothing.
    public func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {}
    /// Does nothing.
    public func transitionDidRollBack(_ transition: TreeTransition, error: any Error, nanoseconds: UInt64) {}
    /// Does nothing.
    public func moduleDidOpen(_ module: ModuleNode) {}
    /// Does nothing.
    public func moduleDidClose(_ module: ModuleNode) {}
}
