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

/// A registration inside one build: its nodes and what each of its dependencies links to.
@usableFromInline
final class LinkedRecord {
    let record: AnyRecord
    /// 0 for the root container, 1 for its child, and so on.
    let level: Int
    /// A parent's shared (singleton or scoped) registration: its nodes are the parent's,
    /// already compiled, so that parent and child share one instance.
    let isInherited: Bool
    @usableFromInline let info: RegistrationInfo
    /// Every dependency in compile order: the initializer's, then each injection's.
    let requests: [(request: DependencyRequest, injection: Int?)]
    var nodes: [AnyNode]
    var choices: [Choice] = []
    /// Compile reads `choices` in order through this cursor.
    var cursor = 0
    /// Part of a cycle through immediate dependencies (injections included).
    @usableFromInline var inCycle = false
    /// The lock guarding creation of a shared instance; shared by the members of a cycle.
    @usableFromInline var creationLock: CreationLock?

    init(record: AnyRecord, level: Int, inheritedNodes: [AnyNode]?) {
        self.record = record
        self.level = level
        self.info = record.info
        self.isInherited = inheritedNodes != nil
        self.requests = record.allDependencies
        self.nodes = inheritedNodes ?? record.makeNodes(info: record.info)
    }

    @usableFromInline
    var displayName: String { nodes[0].displayName }
}
