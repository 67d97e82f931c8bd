/// The lookup table of a built container: type → node, with open addressing and linear
/// probing on the type's metadata pointer. A lookup hashes with one multiplication and
/// usually compares one key, where a `Dictionary` would run SipHash.
///
/// A slot also carries the node's instance cell when the node is a strongly held shared
/// instance, so that a resolve of an already made singleton is the lookup, one acquire load and
/// a copy of the instance, with no closure call.
///
/// Slots keep their node and cell with the type erased, since one table holds nodes of every
/// type. The read path gets them back typed through one function, `node(for:)`, which is
/// where the types are recovered (and checked, in debug builds).
@usableFromInline
struct KeyTable: @unchecked Sendable {
    // @unchecked: built once in init and never mutated; the nodes and cells it refers to are
    // kept alive by the plan that holds the table (see `init`) and are themselves thread safe.

    @usableFromInline
    struct Slot {
        @usableFromInline var key: UInt = 0
        /// Unretained: the plan keeps every node alive for as long as the table exists, so
        /// reading a node costs no reference counting.
        @usableFromInline var node: Unmanaged<AnyNode>?
        /// The node's `StrongCell`, unretained likewise.
        @usableFromInline var cell: Unmanaged<AnyObject>?
        /// The node's flags, copied whole, so that a resolve reads the node only to run it.
        /// Padding makes the slot's stride 32 bytes, so that no slot straddles two cache lines
        /// (`KeyTableTests` checks both).
        @usableFromInline var flags: NodeFlags = []

        init() {}
    }

    @usableFromInline let slots: [Slot]
    @usableFromInline let shift: UInt

    /// A table of `entries`, whose nodes must outlive it (the table keeps them unretained):
    /// every node a plan puts in its tables is owned by one of the plan's compiled records
    /// (`Plan.compiled`), and so are their cells.
    init(_ entries: [(ObjectIdentifier, AnyNode)]) {
        let (capacity, shift) = KeyTable.size(for: entries.count)
        var slots = [Slot](repeating: Slot(), count: capacity)
        for (key, node) in entries {
            let bits = KeyTable.bits(of: key)
            var index = KeyTable.home(of: bits, shift: shift)
            while slots[index].node != nil { index = (index + 1) & (capacity - 1) }
            slots[index].key = bits
            slots[index].node = .passUnretained(node)
            slots[index].cell = node.cell.map { .passUnretained($0) }
            slots[index].flags = node.flags
        }
        self.slots = slots
        self.shift = shift
    }

    @inlinable @inline(__always)
    static func bits(of key: ObjectIdentifier) -> UInt {
        UInt(bitPattern: key)
    }

    /// The slot where probing for `bits` starts: the top bits of a multiplicative hash.
    @inlinable @inline(__always)
    static func home(of bits: UInt, shift: UInt) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// A power-of-two capacity at least twice `count` (at least 8), and the shift `home` uses
    /// with it.
    static func size(for count: Int) -> (capacity: Int, shift: UInt) {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        return (capacity, UInt(UInt.bitWidth - capacity.trailingZeroBitCount))
    }

    /// The slot stored for `key`, or nil.
    @inlinable @inline(__always)
    func slot(for key: ObjectIdentifier) -> Slot? {
        let bits = KeyTable.bits(of: key)
        let mask = slots.count &- 1
        var index = KeyTable.home(of: bits, shift: shift)
        while true {
            let slot = slots[index]
            if slot.key == bits { return slot }
            if slot.key == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// The node stored for `key`, or nil.
    @inlinable
    func node(for key: ObjectIdentifier) -> AnyNode? {
        slot(for: key)?.node?.takeUnretainedValue()
    }
}
