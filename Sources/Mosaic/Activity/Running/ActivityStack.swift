/// Runs activities over one context and keeps the current one on top: it
/// hands each activity it starts its services, theme, model and UI facade,
/// and lists every running activity of its trees in start order. Use one stack per tab of a
/// tab bar. Dropping the stack cancels its activities.
///
/// ```swift
/// let stack = ActivityStack(context: ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree)))
/// let list = try stack.start(PostListActivity())
/// print(stack.top?.name ?? "-")     // the activity started last that still runs
/// ```
public final class ActivityStack: Sendable, CustomStringConvertible {
    /// What every activity started here receives (children get it through their parents).
    public let context: ActivityContext
    private let hosted = HostedActivities()

    /// Makes an empty stack.
    ///
    /// ```swift
    /// let stack = ActivityStack(context: context)
    /// ```
    public init(context: ActivityContext) {
        self.context = context
    }

    deinit {
        hosted.cancelAll()
    }

    /// Starts a configured activity at the bottom of a new tree, with the stack's context
    /// adjusted by `adjust`. It becomes the top.
    ///
    /// ```swift
    /// let edit = try stack.start(PostActivity(post: post).configured(with: .init(style: .modal)))
    /// ```
    @discardableResult
    public func start<A: Activity>(
        _ activity: ConfiguredActivity<A>, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<A> {
        let record = activity.record
        try record.claim(as: .executing, parent: nil, parentPath: nil, host: hosted)
        let context = context.with(adjust)
        Task { await record.execute(context: context) }
        return ActivityHandle(record: record)
    }

    /// Starts an activity that needs no configuration.
    ///
    /// ```swift
    /// let list = try stack.start(PostListActivity())
    /// ```
    @discardableResult
    public func start<A: Activity>(
        _ activity: A, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<A> where A.Configuration == Void {
        try start(activity.configured(with: ()), adjusting: adjust)
    }

    /// The running activity started last: the one in front.
    public var top: ActivityNode? { hosted.all.last }

    /// Every running activity of the stack's trees, bottom (oldest) first.
    public var activities: [ActivityNode] { hosted.all }

    /// Cancels every activity of the stack, top first.
    ///
    /// ```swift
    /// stack.cancelAll()
    /// ```
    public func cancelAll() {
        hosted.cancelAll()
    }

    /// The stack's trees as indented text.
    public var description: String { hosted.description }
}
