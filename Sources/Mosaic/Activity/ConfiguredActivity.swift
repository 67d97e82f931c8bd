/// A configured activity, ready to start exactly once: by a parent (``ActivityScope/start(_:adjusting:)-(ConfiguredActivity<C>,_)``),
/// an ``ActivityStack`` or an ``ActivityQueue``. An operation's `ready` state is this type: only it (or an
/// activity whose `Configuration` is `Void`) can be started.
///
/// ```swift
/// let edit = PostActivity(post: post).configured(with: .init(style: .modal))
///     .onCompletion { outcome in print(outcome) }
/// let handle = try stack.start(edit)
/// ```
public struct ConfiguredActivity<A: Activity>: Sendable {
    let record: ActivityRecord<A>

    /// Where the activity is in its life.
    public var state: ActivityState { record.state }

    /// The activity's data.
    public var activity: A { record.activity }

    /// Adds a completion handler (an operation's `completionBlock`). It is called once, with the
    /// outcome, on whatever thread the activity ends; at once if it has already ended.
    ///
    /// ```swift
    /// let edit = PostActivity(post: post).configured(with: .init(style: .modal))
    ///     .onCompletion { outcome in log(outcome) }
    /// ```
    @discardableResult
    public func onCompletion(_ handler: @escaping @Sendable (Swift.Result<A.Result, ActivityError>) -> Void) -> Self {
        record.onCompletion(handler)
        return self
    }

    /// Cancels it: it will never start (a later start throws), and its result is a
    /// cancellation. Cancelling one that already started cancels its work.
    ///
    /// ```swift
    /// edit.cancel()
    /// ```
    public func cancel() { record.cancel() }
}
