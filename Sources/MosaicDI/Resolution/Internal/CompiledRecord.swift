/// The compiled nodes of one registration of a build, beside its `LinkedRecord` (same index).
/// The plan owns them: every node in its tables, and every `NodeRef`, points into these.
struct CompiledRecord {
    /// The node of the record's own type (key 0); nil until compiled.
    var ownNode: AnyNode?
    /// The nodes of the record's aliases (keys 1, 2, ...), set with `ownNode`.
    var aliasNodes: [AnyNode] = []
    /// Keys the record's instances in a resolve's state (by its address); made only for the
    /// lifetimes that store instances there, and kept as long as the nodes that use the key.
    var instanceToken: InstanceToken?

    init() {}

    /// A parent's shared registration: the parent's nodes, so that both share one instance.
    init(inheriting earlier: CompiledRecord) {
        ownNode = earlier.ownNode
        aliasNodes = earlier.aliasNodes
    }

    var isCompiled: Bool { ownNode != nil }

    /// The compiled node of key `index` (0: the record's own type, then its aliases).
    func node(_ index: Int) -> AnyNode {
        guard index > 0 else {
            // Invariant: the compiler reads a record's nodes only once it compiled them (or
            // inherited them compiled).
            guard let ownNode else { preconditionFailure("a registration was read before it was compiled") }
            return ownNode
        }
        return aliasNodes[index - 1]
    }
}

/// An object whose address keys a registration's instances in a resolve's state
/// (`InlineStore.key`).
final class InstanceToken {}
