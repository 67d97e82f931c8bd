/// Where a key of a registration stands in one build: the registration's index and which of its
/// keys (0 is its own type, then its aliases).
struct KeyRef: Hashable {
    let record: Int
    let key: Int
}

/// What one dependency request was linked to.
enum Choice {
    case one(KeyRef)
    case many([KeyRef])
    /// An optional with nothing registered.
    case none
    case argument
    /// A problem was recorded; build() fails.
    case failed
}

/// A registration inside one build: what each of its dependencies links to, and, once
/// compiled, its nodes.
@usableFromInline
final class LinkedRecord {
    let record: AnyRecord
    /// 0 for the root container, 1 for its child, and so on.
    let level: Int
    /// A parent's shared (singleton or scoped) registration: its nodes are the parent's,
    /// already compiled, so that parent and child share one instance.
    let isInherited: Bool
    /// Every dependency in compile order: the initializer's, then each injection's.
    let requests: [(request: DependencyRequest, injection: Int?)]
    /// The nodes of the record's keys; empty until compiled.
    var nodes: [AnyNode]
    var choices: [Choice] = []
    /// Compile reads `choices` in order through this cursor.
    var cursor = 0
    /// Part of a cycle through immediate dependencies (injections included).
    @usableFromInline var inCycle = false
    /// Needs the main actor, directly or through what it makes immediately.
    @usableFromInline var requiresMainActor = false
    /// The lock guarding creation of a shared instance; shared by the members of a cycle.
    @usableFromInline var creationLock: CreationLock?
    /// Late references handed out before this record was compiled, by key.
    var lateNodes: [Int: LateNode] = [:]

    init(record: AnyRecord, level: Int, inheritedNodes: [AnyNode]?) {
        self.record = record
        self.level = level
        self.isInherited = inheritedNodes != nil
        self.requests = inheritedNodes == nil ? record.allDependencies : []
        self.nodes = inheritedNodes ?? []
        if let own = inheritedNodes?.first {
            requiresMainActor = own.requiresMainActor
        }
    }

    var isCompiled: Bool { !nodes.isEmpty }

    @usableFromInline
    var label: NodeLabel { record.label(0) }

    var displayName: String { label.description }
}
