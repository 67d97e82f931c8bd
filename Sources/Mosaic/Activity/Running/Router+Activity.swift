extension Router {
    /// Starts an activity owned by this module: closing the module
    /// cancels it and its subtree. Its path in errors begins with the module's name. Starting
    /// one from a closed module is an ``ActivityError``.
    ///
    /// ```swift
    /// let sync = try router.start(SyncActivity(folder: "inbox").configured(with: ()), context: context)
    /// ```
    @discardableResult
    public func start<A: Activity>(
        _ activity: ConfiguredActivity<A>, context: ActivityContext
    ) throws(ActivityError) -> ActivityHandle<A> {
        guard let node, node.state != .closed else {
            throw ActivityError(.ownerClosed(M.moduleName), activity: A.activityName, step: "start")
        }
        let record = activity.record
        try record.claim(as: .executing, parent: nil, parentPath: node.name, host: nil)
        task { await record.execute(context: context) }
        return ActivityHandle(record: record)
    }

    /// Starts an activity that needs no configuration, owned by this module.
    ///
    /// ```swift
    /// let sync = try router.start(SyncActivity(folder: "inbox"), context: context)
    /// ```
    @discardableResult
    public func start<A: Activity>(
        _ activity: A, context: ActivityContext
    ) throws(ActivityError) -> ActivityHandle<A> where A.Configuration == Void {
        try start(activity.configured(with: ()), context: context)
    }

    /// A user interface facade over this module's tree, for the activities the module starts:
    /// the screens they display open over the module in front, and what those screens hand back
    /// is awaited through it. Nil once the module left its tree.
    ///
    /// ```swift
    /// guard let ui = router.userInterface else { return }
    /// try router.start(ComposeActivity(), context: ActivityContext(services: container, ui: ui))
    /// ```
    public var userInterface: ModuleTreeFacade? {
        node?.tree.map { ModuleTreeFacade(tree: $0) }
    }
}
