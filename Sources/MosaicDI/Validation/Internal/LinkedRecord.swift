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
///
/// A value held in the linker's array and addressed by index (no object per registration):
/// the linker changes it in place.
struct LinkedRecord {
    // unowned(unsafe): `Lookup.records` holds every record of the build (the linker's, then the
    // plan's, which also holds these linked records), so the record outlives this entry.
    unowned(unsafe) let record: AnyRecord
    /// 0 for the root container, 1 for its child, and so on.
    let level: Int
    /// A parent's shared (singleton or scoped) registration: its nodes are the parent's,
    /// already compiled, so that parent and child share one instance.
    let isInherited: Bool
    /// Whether the record's lifetime is `.single` (made by build()).
    let isSingle: Bool
    /// Every dependency in compile order: the initializer's, then each injection's.
    let requests: [(request: DependencyRequest, injection: Int?)]
    /// The node of the record's own type (key 0); nil until compiled.
    var ownNode: AnyNode?
    /// The nodes of the record's aliases (keys 1, 2, ...), set with `ownNode`.
    var aliasNodes: [AnyNode] = []
    var choices: [Choice] = []
    /// Part of a cycle through immediate dependencies (injections included).
    var inCycle = false
    /// Needs the main actor, directly or through what it makes immediately.
    var requiresMainActor = false
    /// The lock guarding creation of a shared instance; shared by the members of a cycle.
    var creationLock: CreationLock?
    /// Late references handed out before this record was compiled, by key.
    var lateNodes: [Int: LateNode] = [:]
    /// Gives the record's instances in a resolve's state a key of their own (its address);
    /// made only for the lifetimes that store instances there. Kept here so that it lives as
    /// long as the plan whose nodes use the key.
    var instanceToken: InstanceToken?

    /// A record to link in this build: one of its own, or a parent's that is not shared.
    init(record: AnyRecord, level: Int) {
        self.record = record
        self.level = level
        self.isInherited = false
        if case .single = record.lifetime { isSingle = true } else { isSingle = false }
        requests = record.initDependencies.isEmpty && record.injections.isEmpty ? [] : record.allDependencies
    }

    /// A parent's shared record, with the parent's compiled nodes (parent and child share one
    /// instance).
    init(inheriting earlier: LinkedRecord) {
        record = earlier.record
        level = earlier.level
        isInherited = true
        isSingle = earlier.isSingle
        requests = []
        ownNode = earlier.ownNode
        aliasNodes = earlier.aliasNodes
        requiresMainActor = earlier.ownNode?.requiresMainActor ?? false
    }

    var isCompiled: Bool { ownNode != nil }

    /// The compiled node of key `index` (0: the record's own type, then its aliases).
    func node(_ index: Int) -> AnyNode {
        guard index > 0 else {
            // Invariant: callers ask only for nodes of compiled records (the linker compiles
            // every record before it reads their nodes; inherited ones arrive compiled).
            guard let ownNode else { preconditionFailure("\(displayName) read before it was compiled") }
            return ownNode
        }
        return aliasNodes[index - 1]
    }

    var label: NodeLabel { record.label(0) }

    var displayName: String { label.description }
}

/// An object whose address keys a registration's instances in a resolve's state
/// (`InlineStore.key`).
final class InstanceToken {}
