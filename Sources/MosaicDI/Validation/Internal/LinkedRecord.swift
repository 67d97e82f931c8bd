/// Where a key of a registration stands in one build: the registration's index and which of its
/// keys (0 is its own type, then its aliases).
///
/// Stored as two 32-bit halves, so that a ref is 8 bytes: the key index keeps one in every slot
/// and a built plan keeps the index, so the width is paid per registration for the container's
/// whole life. Read and made as `Int`s.
struct KeyRef: Hashable {
    private let recordBits: UInt32
    private let keyBits: UInt32

    /// The registration's index among the build's records.
    var record: Int { Int(recordBits) }
    /// Which key of the registration: 0 its own type, then its aliases.
    var key: Int { Int(keyBits) }

    init(record: Int, key: Int) {
        // Invariant: a build holds fewer than 2^32 registrations, each with fewer than 2^32 keys:
        // every registration and every key of one costs a heap object or an array element of
        // tens of bytes or more, so 2^32 of them cannot fit in memory. The check keeps an
        // impossible overflow from silently naming another registration.
        guard let recordBits = UInt32(exactly: record), let keyBits = UInt32(exactly: key) else {
            preconditionFailure("a key ref's registration index (\(record)) or key index (\(key)) is outside 0..<2^32")
        }
        self.recordBits = recordBits
        self.keyBits = keyBits
    }
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

/// One dependency of a linked record and what it links to.
struct LinkedDependency {
    let request: DependencyRequest
    /// Which of the record's injections asks for it; nil for an initializer parameter.
    let injection: Int?
    /// What the request links to: `.failed` until the linker chooses (it chooses for every
    /// dependency of every record it links, before anything reads a choice).
    var choice: Choice = .failed
}

/// A registration inside one build and what each of its dependencies links to: plain data,
/// held in the linker's array and changed in place by index (no object per registration).
///
/// A built plan keeps the array (for its graph and for child containers), so an entry is kept
/// to 32 bytes: each dependency carries its choice in one array, the level and the cycle are
/// 32-bit, and the flags share one byte, behind properties that read as `Int`, `Int?` and
/// `Bool`.
struct LinkedRecord {
    // unowned(unsafe): `Lookup.records` holds every record of the build, and whoever holds this
    // entry (the linker, then `Links` in the plan) holds that lookup too.
    unowned(unsafe) let record: Record
    /// Every dependency in compile order, the initializer's then each injection's, with what
    /// it links to once chosen. None for a parent's shared record: it is not linked again.
    var dependencies: [LinkedDependency]
    private let levelBits: UInt32
    /// The cycle's number plus one; 0 when the record is in no cycle.
    private var cycleBits: UInt32 = 0
    private var flags: Flags = []
    /// See `depth`; 16 bits keep an entry at 32 bytes (a depth past the limit fails the build).
    private var depthBits: UInt16 = 1

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let isInherited = Flags(rawValue: 1 << 0)
        static let isSingle = Flags(rawValue: 1 << 1)
        static let requiresMainActor = Flags(rawValue: 1 << 2)
    }

    /// A record to link in this build: one of its own, or a parent's that is not shared.
    init(record: Record, level: Int) {
        self.record = record
        levelBits = LinkedRecord.bits(level, "container level")
        if case .single = record.lifetime { flags.insert(.isSingle) }
        dependencies = LinkedRecord.dependencies(of: record)
    }

    /// A parent's shared record, as the parent linked it.
    init(inheriting earlier: LinkedRecord) {
        record = earlier.record
        levelBits = earlier.levelBits
        dependencies = []
        flags = earlier.flags.intersection([.isSingle, .requiresMainActor]).union(.isInherited)
        depthBits = earlier.depthBits
    }

    /// 0 for the root container, 1 for its child, and so on.
    var level: Int { Int(levelBits) }

    /// A parent's shared (singleton or scoped) registration: it keeps the parent's compiled
    /// nodes, so that parent and child share one instance. It is neither checked nor compiled.
    var isInherited: Bool { flags.contains(.isInherited) }

    /// Whether the record's lifetime is `.single` (made by build()).
    var isSingle: Bool { flags.contains(.isSingle) }

    /// Needs the main actor, directly or through what it makes immediately.
    var requiresMainActor: Bool {
        get { flags.contains(.requiresMainActor) }
        set { if newValue { flags.insert(.requiresMainActor) } else { flags.remove(.requiresMainActor) } }
    }

    /// The cycle through immediate dependencies (injections included) the record is part of:
    /// the members of one cycle share one creation lock.
    var cycle: Int? {
        get { cycleBits == 0 ? nil : Int(cycleBits - 1) }
        set { cycleBits = newValue.map { LinkedRecord.bits($0 + 1, "cycle number") } ?? 0 }
    }

    var inCycle: Bool { cycleBits != 0 }

    /// How many registrations making this one makes one inside the other, itself included: 1
    /// for a registration that makes nothing immediately (see `Linker.checkDepth`).
    var depth: Int {
        get { Int(depthBits) }
        set { depthBits = UInt16(clamping: newValue) }
    }

    var label: NodeLabel { record.label(0) }

    var displayName: String { label.description }

    /// Every dependency of `record` in compile order, the initializer's then each injection's,
    /// written into one array (none allocated for a record without dependencies).
    private static func dependencies(of record: Record) -> [LinkedDependency] {
        let injections = record.injections
        guard !record.initDependencies.isEmpty || !injections.isEmpty else { return [] }
        var result: [LinkedDependency] = []
        result.reserveCapacity(injections.reduce(record.initDependencies.count) { $0 + $1.dependencies.count })
        for request in record.initDependencies {
            result.append(LinkedDependency(request: request, injection: nil))
        }
        for (index, site) in injections.enumerated() {
            for request in site.dependencies {
                result.append(LinkedDependency(request: request, injection: index))
            }
        }
        return result
    }

    /// `value` as 32 bits. Invariant: container levels and cycle numbers stay below 2^32, since
    /// each level is a container and each cycle at least one registration, heap objects of
    /// tens of bytes or more; the check keeps an impossible overflow from wrapping silently.
    private static func bits(_ value: Int, _ what: StaticString) -> UInt32 {
        guard let bits = UInt32(exactly: value) else {
            preconditionFailure("a linked record's \(what) (\(value)) is outside 0..<2^32")
        }
        return bits
    }
}
