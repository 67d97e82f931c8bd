/// The lookup table of a built container: type → node, with open addressing and linear
/// probing on the type's metadata pointer. A lookup hashes with one multiplication and
/// usually compares one key, where a `Dictionary` would run SipHash.
@usableFromInline
struct KeyTable: @unchecked Sendable {
    // @unchecked: built once in init and never mutated; the nodes it holds are immutable plan
    // entries (see AnyNode).
    @usableFromInline let keys: [UInt]
    @usableFromInline let nodes: [AnyNode?]
    @usableFromInline let shift: UInt

    init(_ entries: [ObjectIdentifier: AnyNode]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity *= 2 }
        var keys = [UInt](repeating: 0, count: capacity)
        var nodes = [AnyNode?](repeating: nil, count: capacity)
        let shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
        for (key, node) in entries {
            let bits = KeyTable.bits(of: key)
            var slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while nodes[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = bits
            nodes[slot] = node
        }
        self.keys = keys
        self.nodes = nodes
        self.shift = shift
    }

    @inlinable
    static func bits(of key: ObjectIdentifier) -> UInt {
        UInt(bitPattern: unsafeBitCast(key, to: Int.self))
    }

    /// The node stored for `key`, or nil.
    @inlinable
    func node(for key: ObjectIdentifier) -> AnyNode? {
        let bits = KeyTable.bits(of: key)
        let mask = keys.count &- 1
        var slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let stored = keys[slot]
            if stored == bits { return nodes[slot] }
            if stored == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }
}
