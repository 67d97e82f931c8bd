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

    /// The registrations this choice reaches.
    var targets: [KeyRef] {
        switch self {
        case .one(let ref): [ref]
        case .many(let refs): refs
        default: []
        }
    }
}

/// A registration inside one build and what each of its dependencies links to: plain data,
/// held in the linker's array and changed in place by index (no object per registration).
struct LinkedRecord {
    // unowned(unsafe): `Lookup.records` holds every record of the build, and whoever holds this
    // entry (the linker, then `Links` in the plan) holds that lookup too.
    unowned(unsafe) let record: Record
    /// 0 for the root container, 1 for its child, and so on.
    let level: Int
    /// A parent's shared (singleton or scoped) registration: it keeps the parent's compiled
    /// nodes, so that parent and child share one instance. It is neither checked nor compiled.
    let isInherited: Bool
    /// Whether the record's lifetime is `.single` (made by build()).
    let isSingle: Bool
    /// Every dependency in compile order: the initializer's, then each injection's.
    let requests: [(request: DependencyRequest, injection: Int?)]
    /// What each of `requests` links to, in the same order.
    var choices: [Choice] = []
    /// The cycle through immediate dependencies (injections included) the record is part of:
    /// the members of one cycle share one creation lock.
    var cycle: Int?
    /// Needs the main actor, directly or through what it makes immediately.
    var requiresMainActor = false

    /// A record to link in this build: one of its own, or a parent's that is not shared.
    init(record: Record, level: Int) {
        self.record = record
        self.level = level
        self.isInherited = false
        if case .single = record.lifetime { isSingle = true } else { isSingle = false }
        requests = record.initDependencies.isEmpty && record.injections.isEmpty ? [] : record.allDependencies
    }

    /// A parent's shared record, as the parent linked it.
    init(inheriting earlier: LinkedRecord) {
        record = earlier.record
        level = earlier.level
        isInherited = true
        isSingle = earlier.isSingle
        requests = []
        requiresMainActor = earlier.requiresMainActor
    }

    var inCycle: Bool { cycle != nil }

    var label: NodeLabel { record.label(0) }

    var displayName: String { label.description }
}
