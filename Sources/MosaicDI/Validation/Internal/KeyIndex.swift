/// Every key of a build → the registrations found under it (`Lookup.index`).
///
/// Open addressing with linear probing on the type's metadata pointer, like the plan's
/// `KeyTable`. Most keys have one registration, kept inline, so the table is one array of
/// plain values: building it costs no hashing of the `Hasher` kind and freeing it releases
/// nothing per entry. The rare further registrations of a key live in `others`.
///
/// A built plan keeps the index (for `Many` and child containers), so a slot is kept small:
/// the key's bits, with 0 for an empty slot, and an 8-byte `KeyRef`: 16 bytes.
struct KeyIndex: Sequence {
    struct Slot {
        /// The key's metadata pointer as bits; 0 marks an empty slot (no metadata lives at
        /// address 0, so no key has these bits).
        var key: UInt = 0
        /// The key's first registration; meaningless in an empty slot.
        var first = KeyRef(record: 0, key: 0)
    }

    private var slots: [Slot]
    private var others: [ObjectIdentifier: [KeyRef]] = [:]
    private let shift: UInt
    /// How many keys the index holds.
    private(set) var count = 0

    /// An empty index sized for about `expected` keys (it grows if more arrive).
    init(expected: Int) {
        let (capacity, shift) = KeyTable.size(for: expected)
        slots = [Slot](repeating: Slot(), count: capacity)
        self.shift = shift
    }

    /// How many slots the table has (a power of two, at least twice `count`).
    var capacity: Int { slots.count }

    /// The slot of `bits`, or the empty slot where it would go.
    private func position(of bits: UInt) -> Int {
        let mask = slots.count - 1
        var index = KeyTable.home(of: bits, shift: shift)
        while true {
            let occupant = slots[index].key
            if occupant == bits || occupant == 0 { return index }
            index = (index + 1) & mask
        }
    }

    /// Adds `ref` under `key`, after the registrations already there.
    mutating func add(_ ref: KeyRef, for key: ObjectIdentifier) {
        if (count + 1) * 2 > slots.count { grow() }
        let bits = KeyTable.bits(of: key)
        let index = position(of: bits)
        if slots[index].key == 0 {
            slots[index] = Slot(key: bits, first: ref)
            count += 1
        } else {
            others[key, default: []].append(ref)
        }
    }

    private mutating func grow() {
        let old = slots
        var bigger = KeyIndex(expected: slots.count)
        for slot in old where slot.key != 0 {
            bigger.slots[bigger.position(of: slot.key)] = slot
        }
        bigger.others = others
        bigger.count = count
        self = bigger
    }

    /// The registrations under `key`, or nil when there are none.
    subscript(key: ObjectIdentifier) -> Lookup.KeyRefs? {
        let slot = slots[position(of: KeyTable.bits(of: key))]
        guard slot.key != 0 else { return nil }
        return refs(of: slot, key)
    }

    private func refs(of slot: Slot, _ key: ObjectIdentifier) -> Lookup.KeyRefs {
        Lookup.KeyRefs(first: slot.first, others: others.isEmpty ? [] : others[key] ?? [])
    }

    func makeIterator() -> Iterator {
        Iterator(index: self)
    }

    /// Visits every key in table order (no particular order).
    struct Iterator: IteratorProtocol {
        fileprivate let index: KeyIndex
        fileprivate var position = 0

        mutating func next() -> (key: ObjectIdentifier, refs: Lookup.KeyRefs)? {
            while position < index.slots.count {
                let slot = index.slots[position]
                position += 1
                if slot.key != 0 {
                    let key = KeyIndex.key(of: slot.key)
                    return (key, index.refs(of: slot, key))
                }
            }
            return nil
        }
    }

    /// The key whose bits `KeyTable.bits(of:)` gave.
    private static func key(of bits: UInt) -> ObjectIdentifier {
        // Safe: `bits` is the pointer-sized bit pattern of an `ObjectIdentifier` (a slot only
        // holds what `add` stored), and the two types have the same size; this is the inverse
        // of `KeyTable.bits(of:)`.
        unsafeBitCast(bits, to: ObjectIdentifier.self)
    }
}
