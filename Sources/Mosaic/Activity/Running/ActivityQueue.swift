/// Runs activities one after another, in the order they were added (a serial
/// `NSOperationQueue`), each with the queue's context. An activity cancelled while it waits
/// never runs; cancelling the running one lets the next start. Dropping the queue cancels
/// what it holds.
///
/// ```swift
/// let queue = ActivityQueue(context: context)
/// let first = try queue.add(SyncActivity(folder: "inbox"))
/// let second = try queue.add(SyncActivity(folder: "sent"))     // starts when the first ends
/// _ = try await second.result
/// ```
public final class ActivityQueue: Sendable, CustomStringConvertible {
    /// What every activity added here receives.
    ///
    /// ```swift
    /// let services = queue.context.services
    /// ```
    public let context: ActivityContext
    private let hosted = HostedActivities()
    private let jobs: AsyncStream<@Sendable () async -> Void>.Continuation

    /// Makes an empty queue.
    ///
    /// ```swift
    /// let queue = ActivityQueue(context: context)
    /// ```
    public init(context: ActivityContext) {
        self.context = context
        let (stream, continuation) = AsyncStream.makeStream(of: (@Sendable () async -> Void).self)
        jobs = continuation
        // The queue's one worker: it holds the stream, not the queue, and ends when the queue
        // is dropped (`finish()` in deinit).
        Task {
            for await job in stream { await job() }
        }
    }

    deinit {
        jobs.finish()
        hosted.cancelAll()
    }

    /// Adds a configured activity; it starts when every activity added before it has ended.
    /// Adding one that was started, enqueued or cancelled is an ``ActivityError``.
    ///
    /// ```swift
    /// let handle = try queue.add(PostActivity(post: post).configured(with: .init(style: .push)))
    /// ```
    @discardableResult
    public func add<A: Activity>(
        _ activity: ConfiguredActivity<A>, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<A> {
        let record = activity.record
        try record.claim(as: .enqueued, parent: nil, parentPath: nil, host: hosted)
        let context = context.with(adjust)
        jobs.yield { await record.execute(context: context) }
        return ActivityHandle(record: record)
    }

    /// Adds an activity that needs no configuration.
    ///
    /// ```swift
    /// let handle = try queue.add(SyncActivity(folder: "inbox"))
    /// ```
    @discardableResult
    public func add<A: Activity>(
        _ activity: A, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<A> where A.Configuration == Void {
        try add(activity.configured(with: ()), adjusting: adjust)
    }

    /// The activity running now, if any.
    public var current: ActivityNode? {
        hosted.all.first { $0.parent == nil && $0.state == .executing }
    }

    /// The activities waiting for their turn, next first.
    public var waiting: [ActivityNode] {
        hosted.all.filter { $0.state == .enqueued }
    }

    /// Cancels the running activity and every waiting one.
    ///
    /// ```swift
    /// queue.cancelAll()
    /// ```
    public func cancelAll() {
        hosted.cancelAll()
    }

    /// The running tree and the waiting activities as indented text.
    public var description: String { hosted.description }
}
