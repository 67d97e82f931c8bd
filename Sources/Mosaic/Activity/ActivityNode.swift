import MosaicDI

/// One activity in its tree: name, state, parent and the children it is running. Handles,
/// stacks and queues give nodes out to inspect and cancel the tree; the typed result stays on
/// the ``ActivityHandle``.
///
/// ```swift
/// print(stack)                          // PostListActivity [executing]
///                                       //   PostActivity [executing]
/// stack.top?.cancel()
/// ```
public class ActivityNode: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: every mutable field is in `shared`, which is behind a lock. Subclasses
    // (ActivityRecord) keep their own mutable state behind a lock too.

    /// The activity type's name.
    public let name: String
    let shared: Locked<NodeState>

    init(name: String) {
        self.name = name
        self.shared = Locked(NodeState(path: name))
    }

    /// The activity's path from its root: `PostListActivity › PostActivity`.
    public var path: String { shared.withLock { $0.path } }

    /// Where the activity is in its life.
    public var state: ActivityState { shared.withLock { $0.phase } }

    /// Whether someone asked to cancel it (its own work sees `Task.isCancelled` too).
    ///
    /// ```swift
    /// handle.cancel()
    /// #expect(handle.node.isCancelRequested)
    /// ```
    public var isCancelRequested: Bool { shared.withLock { $0.cancelRequested } }

    /// The activity that started this one, while both are alive.
    public var parent: ActivityNode? { shared.withLock { $0.parent } }

    /// The children this activity started that are still running, oldest first. Finished
    /// children are kept by whoever holds their handles (usually the parent's own code).
    public var children: [ActivityNode] { shared.withLock { $0.children } }

    /// Cancels the activity and, through its task, its whole subtree. A configured activity
    /// that has not started ends cancelled at once; one that is over is left alone.
    /// Cancellation is cooperative: the work stops at its next `await` or cancellation check.
    ///
    /// ```swift
    /// stack.top?.cancel()
    /// ```
    public func cancel() {
        let action: CancelAction = shared.withLock { node in
            switch node.phase {
            case .created, .ready, .enqueued:
                node.phase = .cancelled
                return .endNow(node.host)
            case .executing:
                guard !node.cancelRequested else { return .nothing }
                node.cancelRequested = true
                node.post(.cancel)
                return .nothing
            case .finished, .failed, .cancelled:
                return .nothing
            }
        }
        if case .endNow(let host) = action {
            host?.unregister(self)
            endWithoutRunning(ActivityError(.cancelled, activity: path, step: "start"))
        }
    }

    private enum CancelAction {
        case nothing
        case endNow((any ActivityHost)?)
    }

    /// The subtree as indented text: `Name [state]`, one line per running activity.
    public var description: String {
        var lines: [String] = []
        func walk(_ node: ActivityNode, _ depth: Int) {
            let (state, children) = node.shared.withLock { ($0.phase, $0.children) }
            lines.append(String(repeating: "  ", count: depth) + "\(node.name) [\(state)]")
            for child in children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Overridden by ActivityRecord

    /// Delivers `error` to whoever awaits the result, for an activity that never ran.
    func endWithoutRunning(_ error: ActivityError) {}
}
