/// Why an activity did not do what was asked. Each error names the activity (its path in the
/// tree, e.g. `PostListActivity › PostActivity`) and the step (`configure`, `start`, `run`,
/// `display PostEditor`, ...).
///
/// ```swift
/// do { _ = try await handle.result }
/// catch { print(error) }   // "PostActivity was cancelled (step: run)"
/// ```
public struct ActivityError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .outlivedParent(let parent) = error.reason { print("cut off by", parent) }
    /// ```
    public enum Reason: Sendable {
        /// It is past the step asked for (configured twice, started twice, configured after
        /// start); the associated value is the state it was in.
        case wrongState(ActivityState)
        /// It was cancelled, before it started or while it ran.
        case cancelled
        /// Its work was still running when its parent (named) finished, so it was cancelled:
        /// a child never outlives its parent.
        case outlivedParent(String)
        /// It was to be started by a parent (named) whose work had already returned.
        case parentFinished(String)
        /// It used its user interface or started a child after it was over.
        case over(ActivityState)
        /// Its work threw this error.
        case failed(underlying: any Error)
        /// The user interface facade refused (an unknown module, a closed screen, ...).
        case userInterface(underlying: any Error)
        /// The module (named) that was to own the activity is closed.
        case ownerClosed(String)
        /// It was asked to start itself as its own child.
        case startsItself
    }

    /// What went wrong.
    ///
    /// ```swift
    /// if case .failed(let underlying) = error.reason { log(underlying) }
    /// ```
    public let reason: Reason
    /// The activity's path in the tree: `Root › Child › Grandchild`.
    public let activity: String
    /// The step: `configure`, `start`, `run`, `display PostEditor`, `await PostEditor`, ...
    public let step: String

    init(_ reason: Reason, activity: String, step: String) {
        self.reason = reason
        self.activity = activity
        self.step = step
    }

    /// Whether this error reports a cancellation (asked for, or because the parent finished).
    public var isCancellation: Bool {
        switch reason {
        case .cancelled, .outlivedParent: true
        default: false
        }
    }

    /// One sentence naming the activity, the step and the cause.
    public var description: String {
        switch reason {
        case .wrongState(let state):
            "cannot \(step) \(activity): it is already \(state)"
        case .cancelled:
            "\(activity) was cancelled (step: \(step))"
        case .outlivedParent(let parent):
            "\(activity) was cancelled because its parent \(parent) finished first (step: \(step))"
        case .parentFinished(let parent):
            "cannot \(step) \(activity): its parent \(parent) has finished its work"
        case .over(let state) where state.isOver:
            "cannot \(step) from \(activity): the activity is \(state)"
        case .over:
            "cannot \(step) from \(activity): the activity's work has returned"
        case .failed(let underlying):
            "\(activity) failed (step: \(step)): \(underlying)"
        case .userInterface(let underlying):
            "cannot \(step) from \(activity): \(underlying)"
        case .ownerClosed(let module):
            "cannot \(step) \(activity): its module \(module) is closed"
        case .startsItself:
            "cannot \(step) \(activity) as its own child"
        }
    }
}
