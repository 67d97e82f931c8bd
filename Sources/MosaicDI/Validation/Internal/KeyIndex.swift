/// Every key of a build → the registrations found under it (`Lookup.index`).
///
/// Open addressing with linear probing on the type's metadata pointer, like the plan's
/// `KeyTable`. Most keys have one registration, kept inline, so the table is one array of
/// plain values: building it costs no hashing of the `Hasher` kind and freeing it releases
/// nothing per entry. The rare further registrations of a key live in `others`.
struct KeyIndex: Sequence {
    private struct Slot {
        var key: ObjectIdentifier?
        var first = KeyRef(record: -1, key: -1)
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

    /// The slot of `key`, or the empty slot where it would go.
    private func position(of key: ObjectIdentifier) -> Int {
        let mask = slots.count - 1
        var index = KeyTable.home(of: KeyTable.bits(of: key), shift: shift)
        while let occupant = slots[index].key, occupant != key {
            index = (index + 1) & mask
        }
        return index
    }

    /// Adds `ref` under `key`, after the registrations already there.
    mutating func add(_ ref: KeyRef, for key: ObjectIdentifier) {
        if (count + 1) * 2 > slots.count { grow() }
        let index = position(of: key)
        if slots[index].key == nil {
            slots[index] = Slot(key: key, first: ref)
            count += 1
        } else {
            others[key, default: []].append(ref)
        }
    }

    private mutating func grow() {
        let old = slots
        var bigger = KeyIndex(expected: slots.count)
        for slot in old {
            guard let key = slot.key else { continue }
            bigger.slots[bigger.position(of: key)] = slot
        }
        bigger.others = others
        bigger.count = count
        self = bigger
    }

    /// The registrations under `key`, or nil when there are none.
    subscript(key: ObjectIdentifier) -> Lookup.KeyRefs? {
        let slot = slots[position(of: key)]
        guard slot.key != nil else { return nil }
        return Lookup.KeyRefs(first: slot.first, others: others.isEmpty ? [] : others[key] ?? [])
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
                if let key = slot.key {
                    return (key, Lookup.KeyRefs(first: slot.first, others: index.others.isEmpty ? [] : index.others[key] ?? []))
                }
            }
            return nil
        }
    }
}
