import MosaicDI

/// What a running activity gets: its configuration, the context its parent handed down
/// (services, theme, UI facade, model), and the means to start children that live inside it.
///
/// ```swift
/// func run(_ scope: ActivityScope<Self>) async throws -> Post? {
///     let api: PostAPI = try scope.resolve()
///     let edit = try scope.start(PostActivity(post: post).configured(with: .init(style: .modal))) {
///         $0.model = $0.model.scratchpad()            // a temporary copy it may throw away
///     }
///     return try await edit.result
/// }
/// ```
public struct ActivityScope<A: Activity>: Sendable {
    let record: ActivityRecord<A>

    /// What the activity was configured with between `init` and `start`.
    ///
    /// ```swift
    /// let style = scope.configuration.style
    /// ```
    public let configuration: A.Configuration
    /// What its parent (or stack, or queue) handed down.
    ///
    /// ```swift
    /// let services = scope.context.services
    /// ```
    public let context: ActivityContext

    init(record: ActivityRecord<A>, configuration: A.Configuration, context: ActivityContext) {
        self.record = record
        self.configuration = configuration
        self.context = context
    }

    /// The activity's node in the tree.
    public var node: ActivityNode { record }

    /// The screen, through the facade of the context, with the context's theme.
    ///
    /// ```swift
    /// let edit = try await scope.ui.present(PostEditor.self, style: .modal) { $0.edit(post); return nil }
    /// ```
    public var ui: ActivityUI { ActivityUI(node: record, facade: context.ui, theme: context.theme) }

    /// The model context handed down.
    ///
    /// ```swift
    /// try scope.model.save(post)
    /// ```
    public var model: ModelContext { context.model }

    /// The theme handed down.
    public var theme: Theme { context.theme }

    /// Resolves a service from the context's container.
    ///
    /// ```swift
    /// let api: PostAPI = try scope.resolve()
    /// ```
    public func resolve<T>(_ type: T.Type = T.self) throws(ResolutionError) -> T {
        try context.services.resolve(T.self)
    }

    /// Starts a configured child with this activity's context, adjusted by `adjust` (a theme
    /// for a flow, a scratchpad model, ...). The child runs as a child task of this activity:
    /// cancelling this activity cancels it, and this activity ends only after the child ended
    /// (a child still running when this activity's work returns is cancelled). Starting a child
    /// twice, a cancelled one, or after this activity's work returned is an ``ActivityError``.
    ///
    /// ```swift
    /// let edit = try scope.start(PostActivity(post: post).configured(with: .init(style: .modal))) {
    ///     $0.model = $0.model.scratchpad()
    /// }
    /// ```
    @discardableResult
    public func start<C: Activity>(
        _ child: ConfiguredActivity<C>, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<C> {
        try record.start(child.record, context: context.with(adjust))
        return ActivityHandle(record: child.record)
    }

    /// Starts a child that needs no configuration.
    ///
    /// ```swift
    /// let refresh = try scope.start(RefreshActivity())
    /// ```
    @discardableResult
    public func start<C: Activity>(
        _ child: C, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) throws(ActivityError) -> ActivityHandle<C> where C.Configuration == Void {
        try start(child.configured(with: ()), adjusting: adjust)
    }

    /// Starts a child and waits for its result.
    ///
    /// ```swift
    /// let saved = try await scope.run(PostActivity(post: post).configured(with: .init(style: .push)))
    /// ```
    public func run<C: Activity>(
        _ child: ConfiguredActivity<C>, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) async throws(ActivityError) -> C.Result {
        try await start(child, adjusting: adjust).result
    }

    /// Starts a child that needs no configuration and waits for its result.
    ///
    /// ```swift
    /// let count = try await scope.run(CountActivity())
    /// ```
    public func run<C: Activity>(
        _ child: C, adjusting adjust: (inout ActivityContext) -> Void = { _ in }
    ) async throws(ActivityError) -> C.Result where C.Configuration == Void {
        try await start(child, adjusting: adjust).result
    }
}
