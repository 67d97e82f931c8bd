/// An activity that has its data but no configuration yet (between `init` and
/// `start`). It offers only ``configure(_:)``: nothing can start it, so an unconfigured
/// activity never runs, and the compiler says so.
///
/// ```swift
/// let pending = PendingActivity(PostActivity(post: selected))
/// let ready = try pending.configure(.init(style: .modal))
/// let handle = try stack.start(ready)
/// ```
public struct PendingActivity<A: Activity>: Sendable {
    let record: ActivityRecord<A>

    /// Wraps an activity made with its data.
    ///
    /// ```swift
    /// let pending = PendingActivity(PostActivity(post: selected))
    /// ```
    public init(_ activity: A) {
        record = ActivityRecord(activity)
    }

    /// Configures the activity, which makes it ready. Configuring twice, after a start or
    /// after a cancel is an ``ActivityError`` naming the state it was in.
    ///
    /// ```swift
    /// let ready = try pending.configure(.init(style: .modal))
    /// ```
    public func configure(_ configuration: A.Configuration) throws(ActivityError) -> ConfiguredActivity<A> {
        try record.configure(configuration)
        return ConfiguredActivity(record: record)
    }

    /// Where the activity is in its life.
    public var state: ActivityState { record.state }

    /// The activity's data.
    public var activity: A { record.activity }

    /// Cancels it: it will never start, and its result is a cancellation.
    ///
    /// ```swift
    /// pending.cancel()
    /// ```
    public func cancel() { record.cancel() }
}

extension PendingActivity where A.Configuration == Void {
    /// Makes an activity that needs no configuration ready.
    ///
    /// ```swift
    /// let ready = try PendingActivity(RefreshActivity()).configure()
    /// ```
    public func configure() throws(ActivityError) -> ConfiguredActivity<A> {
        try configure(())
    }
}
