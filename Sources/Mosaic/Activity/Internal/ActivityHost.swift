import MosaicDI

/// What lists the activities of a tree: an ``ActivityStack`` or an ``ActivityQueue``. Nodes
/// register when they start and unregister when they end.
protocol ActivityHost: AnyObject, Sendable {
    func register(_ node: ActivityNode)
    func unregister(_ node: ActivityNode)
}

/// The activities a host lists, in start order, behind a lock.
final class HostedActivities: ActivityHost {
    private let nodes = Locked<[ActivityNode]>([])

    var all: [ActivityNode] { nodes.withLock { $0 } }

    func register(_ node: ActivityNode) {
        nodes.withLock { $0.append(node) }
    }

    func unregister(_ node: ActivityNode) {
        nodes.withLock { $0.removeAll { $0 === node } }
    }

    func cancelAll() {
        for node in all.reversed() { node.cancel() }
    }

    /// The roots and their running subtrees as indented text.
    var description: String {
        let roots = all.filter { $0.parent == nil }
        return roots.isEmpty ? "(no activities)" : roots.map(\.description).joined(separator: "\n")
    }
}
