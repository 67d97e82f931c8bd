import MosaicDI

/// One activity's life: its data, configuration, typed outcome, and the task-group driver that
/// runs its work with its children as child tasks. Phases (`PendingActivity`,
/// `ConfiguredActivity`, `ActivityHandle`) are views of the same record.
final class ActivityRecord<A: Activity>: ActivityNode, @unchecked Sendable {
    // @unchecked: `activity` is immutable and Sendable; every mutable field is in `typed` or in
    // the node's `shared`, both behind locks.
    typealias Outcome = Swift.Result<A.Result, ActivityError>

    let activity: A
    private let typed = Locked(Typed())

    private struct Typed {
        var configuration: A.Configuration?
        var outcome: Outcome?
        var waiters: [CheckedContinuation<Outcome, Never>] = []
        var handlers: [@Sendable (Outcome) -> Void] = []
    }

    init(_ activity: A) {
        self.activity = activity
        super.init(name: A.activityName)
    }

    // MARK: Configure and claim

    /// created → ready.
    func configure(_ configuration: A.Configuration) throws(ActivityError) {
        try shared.withLock { node throws(ActivityError) in
            guard node.phase == .created else {
                throw ActivityError(.wrongState(node.phase), activity: node.path, step: "configure")
            }
            node.phase = .ready
        }
        setConfiguration(configuration)
    }

    /// Used by `Activity.configured(with:)` on a fresh record.
    func setConfiguration(_ configuration: A.Configuration) {
        typed.withLock { $0.configuration = configuration }
        shared.withLock { if $0.phase == .created { $0.phase = .ready } }
    }

    /// ready → executing (or enqueued): the one start this activity gets. Called by a parent
    /// under the parent's lock (lock order: parent, then child, then host).
    func claim(
        as phase: ActivityState, parent: ActivityNode?, parentPath: String?, host: (any ActivityHost)?
    ) throws(ActivityError) {
        try shared.withLock { node throws(ActivityError) in
            let path = parentPath.map { "\($0) › \(name)" } ?? name
            switch node.phase {
            case .ready: break
            case .cancelled: throw ActivityError(.cancelled, activity: path, step: "start")
            default: throw ActivityError(.wrongState(node.phase), activity: path, step: "start")
            }
            node.phase = phase
            node.path = path
            node.parent = parent
            node.host = host
        }
        host?.register(self)
    }

    // MARK: Outcome

    var outcome: Outcome? { typed.withLock { $0.outcome } }

    var result: A.Result {
        get async throws(ActivityError) {
            let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                typed.withLock { state in
                    if let outcome = state.outcome {
                        continuation.resume(returning: outcome)
                    } else {
                        state.waiters.append(continuation)
                    }
                }
            }
            return try outcome.get()
        }
    }

    func onCompletion(_ handler: @escaping @Sendable (Outcome) -> Void) {
        let done: Outcome? = typed.withLock { state in
            if let outcome = state.outcome { return outcome }
            state.handlers.append(handler)
            return nil
        }
        if let done { handler(done) }
    }

    override func endWithoutRunning(_ error: ActivityError) {
        deliver(.failure(error))
    }

    /// Stores the outcome (the first one wins) and wakes waiters and handlers.
    private func deliver(_ outcome: Outcome) {
        let (waiters, handlers): ([CheckedContinuation<Outcome, Never>], [@Sendable (Outcome) -> Void]) =
            typed.withLock { state in
                guard state.outcome == nil else { return ([], []) }
                state.outcome = outcome
                defer { state.waiters = []; state.handlers = [] }
                return (state.waiters, state.handlers)
            }
        waiters.forEach { $0.resume(returning: outcome) }
        handlers.forEach { $0(outcome) }
    }

    // MARK: Running

    /// Runs the activity in the current task: its work and its children are child tasks of one
    /// task group, so cancelling this task cancels the whole subtree, and the activity ends only
    /// after every child has ended.
    func execute(context: ActivityContext) async {
        let begin: Bool = shared.withLock { node in
            guard node.phase == .executing || node.phase == .enqueued else { return false }
            guard !node.cancelRequested else {
                node.phase = .cancelled
                return false
            }
            node.phase = .executing
            node.acceptsChildren = true
            return true
        }
        guard begin, let configuration = typed.withLock({ $0.configuration }) else {
            // Cancelled before its turn (the error is delivered once, by whoever cancelled or here).
            await end(.failure(ActivityError(.cancelled, activity: path, step: "start")))
            return
        }
        let scope = ActivityScope(record: self, configuration: configuration, context: context)
        let activity = self.activity
        let outcome = await withTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                let outcome: Outcome
                do {
                    outcome = .success(try await activity.run(scope))
                } catch {
                    outcome = .failure(self.classify(error))
                }
                self.shared.withLock { node in
                    node.acceptsChildren = false
                    node.post(.workDone)
                }
                return outcome
            }
            receiving: while true {
                switch await nextMessage() {
                case .spawn(let job):
                    group.addTask {
                        await job()
                        return nil
                    }
                case .cancel:
                    group.cancelAll()
                case .workDone:
                    let (children, path) = shared.withLock { ($0.children, $0.path) }
                    if !children.isEmpty {
                        for child in children { child.shared.withLock { $0.cutOffBy = path } }
                        group.cancelAll()
                    }
                    break receiving
                }
            }
            var outcome: Outcome?
            for await result in group {
                if let result { outcome = result }
            }
            return outcome
        }
        // The work task always returns an outcome; the fallback only satisfies the type.
        await end(outcome ?? .failure(ActivityError(.cancelled, activity: path, step: "run")))
    }

    /// How an error thrown by the work ends the activity: a cancellation (asked for, or because
    /// the parent finished) or a failure. Runs in the work's own task.
    private func classify(_ error: any Error) -> ActivityError {
        let (path, cancelRequested, cutOffBy) = shared.withLock { ($0.path, $0.cancelRequested, $0.cutOffBy) }
        if let cutOffBy { return ActivityError(.outlivedParent(cutOffBy), activity: path, step: "run") }
        if cancelRequested || Task.isCancelled || error is CancellationError {
            return ActivityError(.cancelled, activity: path, step: "run")
        }
        return ActivityError(.failed(underlying: error), activity: path, step: "run")
    }

    /// Closes the screens the activity left open, leaves the tree and the host, sets the final
    /// state, then wakes whoever awaits the result.
    private func end(_ outcome: Outcome) async {
        let screens = shared.withLock { node in
            defer { node.screens = [:] }
            return Array(node.screens.values)
        }
        if !screens.isEmpty {
            await MainActor.run { screens.forEach { $0() } }
        }
        let (parent, host) = shared.withLock { node in
            switch outcome {
            case .success: node.phase = .finished
            case .failure(let error): node.phase = error.isCancellation ? .cancelled : .failed
            }
            node.acceptsChildren = false
            defer { node.parent = nil }
            return (node.parent, node.host)
        }
        parent?.shared.withLock { $0.children.removeAll { $0 === self } }
        host?.unregister(self)
        deliver(outcome)
    }

    // MARK: Children

    /// Starts `child` as a child task of this activity, with `context`.
    func start<C: Activity>(_ child: ActivityRecord<C>, context: ActivityContext) throws(ActivityError) {
        // Its own lock is held while the child is claimed: an activity that is its own child
        // would wait for itself.
        guard child !== self else {
            let path = shared.withLock { $0.path }
            throw ActivityError(.startsItself, activity: path, step: "start")
        }
        try shared.withLock { node throws(ActivityError) in
            guard node.acceptsChildren else {
                throw ActivityError(.parentFinished(node.path), activity: "\(node.path) › \(child.name)", step: "start")
            }
            try child.claim(as: .executing, parent: self, parentPath: node.path, host: node.host)
            node.children.append(child)
            node.post(.spawn { await child.execute(context: context) })
        }
    }
}
