/// What an open module is made of and owns: the objects its builder made, its lifecycle
/// observers among them, the work it started, its module-scoped instances, what runs when it
/// closes and the opener waiting for its result. Its ``ModuleNode`` keeps it until the module
/// closes; the tree decides when that is.
@MainActor
final class ModuleParts {
    /// What the host shows for the module.
    var view: (any ModuleView)?
    /// The module's Input, kept for deep links and parents that configure an open module.
    var input: Any?
    /// The roles (presenter, interactor, …) the builder listed.
    var roles: [AnyObject] = []
    /// The slots the module's Assembly offers.
    var slots: Set<String> = []
    /// The roles, Input and view that want lifecycle calls.
    var observers: [any LifecycleObserver] = []
    /// Work owned by the module, cancelled when it closes or goes away (made with the first).
    private(set) var tasks: ModuleTasks?
    /// Run when the module closes: composites owned by it let go of their submodules.
    var closeHandlers: [() -> Void] = []
    /// Module-scoped instances (``ModuleContext/shared(_:)``).
    var scoped: [ObjectIdentifier: Any] = [:]
    /// The opener's end of a result it waits for, if one does.
    var resultSink: ResultSink?

    /// Keeps `task` until the module closes, then cancels it.
    func own(_ task: Task<Void, Never>) {
        let tasks = self.tasks ?? ModuleTasks()
        self.tasks = tasks
        tasks.append(task)
    }

    /// Takes what the builder made and finds the lifecycle observers among the roles, the
    /// Input and the view (each object once).
    func adopt(view: any ModuleView, input: Any, roles: [AnyObject], slots: Set<String>) {
        self.view = view
        self.input = input
        self.roles = roles
        self.slots = slots
        for role in roles { watch(role) }
        if let object = inputObject { watch(object) }
        watch(view)
    }

    /// Adds `object` to the observers if it is one, and not already among them.
    private func watch(_ object: AnyObject) {
        guard let observer = object as? any LifecycleObserver, !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    /// The Input, when it is an object not listed among the roles.
    var inputObject: AnyObject? {
        guard let input, type(of: input) is AnyClass else { return nil }
        let object = input as AnyObject
        return roles.contains { $0 === object } ? nil : object
    }

    /// Everything the module was made of, for a leak tracker: the view, the Input when it is an
    /// object, the roles and the module-scoped instances that are objects.
    var objects: [AnyObject] {
        var objects: [AnyObject] = []
        if let view { objects.append(view) }
        if let inputObject { objects.append(inputObject) }
        objects += roles
        for value in scoped.values where type(of: value) is AnyClass { objects.append(value as AnyObject) }
        return objects
    }
}

/// The tasks a module started: cancelled when it closes, and when it goes away unclosed (its
/// tree let go of).
final class ModuleTasks {
    private var tasks: [Task<Void, Never>] = []

    /// Adds a task the module owns.
    func append(_ task: Task<Void, Never>) {
        tasks.append(task)
    }

    /// Cancels every task and forgets them.
    func cancelAll() {
        let running = tasks
        tasks = []
        for task in running { task.cancel() }
    }

    deinit {
        for task in tasks { task.cancel() }
    }
}
