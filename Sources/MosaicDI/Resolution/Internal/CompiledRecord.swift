/// The compiled nodes of one registration of a build, beside its `LinkedRecord` (same index).
/// The plan owns them: every node in its tables, and every `NodeRef`, points into these.
///
/// A built plan keeps one per registration, so the common one (a node of its own type and
/// nothing else) is a single reference, 8 bytes; the rare parts (aliases' nodes, an instance
/// token) move it into a small side object. Both cases are class payloads of one enum, which
/// Swift keeps in the reference's spare bits.
struct CompiledRecord {
    private enum Storage {
        case empty
        /// Only the own node: the common case.
        case node(AnyNode)
        /// An own node (possibly not yet set) with aliases' nodes or an instance token.
        case extended(Extended)
    }

    /// The rare parts, with the own node. Immutable: a setter replaces it, so copies of a
    /// `CompiledRecord` (a child's inherited entry) never share a change.
    private final class Extended {
        let ownNode: AnyNode?
        let aliasNodes: [AnyNode]
        let instanceToken: InstanceToken?

        init(ownNode: AnyNode?, aliasNodes: [AnyNode], instanceToken: InstanceToken?) {
            self.ownNode = ownNode
            self.aliasNodes = aliasNodes
            self.instanceToken = instanceToken
        }
    }

    private var storage: Storage = .empty

    init() {}

    /// A parent's shared registration: the parent's nodes, so that both share one instance.
    init(inheriting earlier: CompiledRecord) {
        set(ownNode: earlier.ownNode, aliasNodes: earlier.aliasNodes, instanceToken: nil)
    }

    /// The node of the record's own type (key 0); nil until compiled.
    var ownNode: AnyNode? {
        get {
            switch storage {
            case .empty: nil
            case .node(let node): node
            case .extended(let extended): extended.ownNode
            }
        }
        set { set(ownNode: newValue, aliasNodes: aliasNodes, instanceToken: instanceToken) }
    }

    /// The nodes of the record's aliases (keys 1, 2, ...), set with `ownNode`.
    var aliasNodes: [AnyNode] {
        get {
            if case .extended(let extended) = storage { return extended.aliasNodes }
            return []
        }
        set { set(ownNode: ownNode, aliasNodes: newValue, instanceToken: instanceToken) }
    }

    /// Keys the record's instances in a resolve's state (by its address); made only for the
    /// lifetimes that store instances there, and kept as long as the nodes that use the key.
    var instanceToken: InstanceToken? {
        get {
            if case .extended(let extended) = storage { return extended.instanceToken }
            return nil
        }
        set { set(ownNode: ownNode, aliasNodes: aliasNodes, instanceToken: newValue) }
    }

    /// Stores the three parts in the smallest form that holds them.
    private mutating func set(ownNode: AnyNode?, aliasNodes: [AnyNode], instanceToken: InstanceToken?) {
        if aliasNodes.isEmpty && instanceToken == nil {
            storage = ownNode.map { .node($0) } ?? .empty
        } else {
            storage = .extended(Extended(ownNode: ownNode, aliasNodes: aliasNodes, instanceToken: instanceToken))
        }
    }

    var isCompiled: Bool {
        switch storage {
        case .empty: false
        case .node: true
        case .extended(let extended): extended.ownNode != nil
        }
    }

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
