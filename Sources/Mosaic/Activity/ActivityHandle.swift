/// A started activity: await its typed result, add completion handlers, cancel it, inspect its
/// node. Keep the handle of a finished child to read its result later (an activity
/// can be kept after it ended, for its result data).
///
/// ```swift
/// let edit = try scope.start(PostActivity(post: post).configured(with: .init(style: .modal)))
/// let saved = try await edit.result
/// ```
public struct ActivityHandle<A: Activity>: Sendable {
    let record: ActivityRecord<A>

    /// The activity's place in its tree.
    public var node: ActivityNode { record }

    /// Where the activity is in its life.
    public var state: ActivityState { record.state }

    /// The activity's data.
    public var activity: A { record.activity }

    /// Waits until the activity ends and returns its result, or throws an ``ActivityError``:
    /// `.cancelled`, `.outlivedParent`, or `.failed` carrying the error its work threw. Like
    /// `Task.value`, waiting does not cancel the activity.
    ///
    /// ```swift
    /// let saved = try await handle.result
    /// ```
    public var result: A.Result {
        get async throws(ActivityError) { try await record.result }
    }

    /// The outcome once the activity is over, nil before.
    ///
    /// ```swift
    /// if case .success(let post)? = handle.outcome { show(post) }
    /// ```
    public var outcome: Swift.Result<A.Result, ActivityError>? { record.outcome }

    /// Adds a completion handler, called once with the outcome (at once if already over).
    ///
    /// ```swift
    /// handle.onCompletion { outcome in log(outcome) }
    /// ```
    @discardableResult
    public func onCompletion(_ handler: @escaping @Sendable (Swift.Result<A.Result, ActivityError>) -> Void) -> Self {
        record.onCompletion(handler)
        return self
    }

    /// Cancels the activity and its subtree (cooperatively).
    ///
    /// ```swift
    /// handle.cancel()
    /// ```
    public func cancel() { record.cancel() }
}
