/// What a lookup table holds for a type `T`, with its types recovered: the node of `T`, the
/// cell of its shared instance when it is a strongly held one, and the node's flags.
///
/// References are unretained: the plan that owns the table owns the nodes and cells too.
@usableFromInline
struct FoundNode<T> {
    /// The node of `T`.
    @usableFromInline let node: NodeRef<T>
    /// The node's `StrongCell<T>`, for a strongly held shared instance.
    @usableFromInline let cell: Unmanaged<StrongCell<T>>?
    /// The node's flags, as the table copied them.
    @usableFromInline let flags: NodeFlags

    @inlinable @inline(__always)
    init(node: NodeRef<T>, cell: Unmanaged<StrongCell<T>>?, flags: NodeFlags) {
        self.node = node
        self.cell = cell
        self.flags = flags
    }

    /// The shared instance, if the node keeps one in its cell and it is made.
    @inlinable @inline(__always)
    var madeInstance: T? {
        guard let cell else { return nil }
        return cell._withUnsafeGuaranteedRef { $0.load() }
    }

    /// The node, run as a node of `AnyObject`, for a `T` that is a class.
    ///
    /// Sound because a node's stored properties do not depend on its type parameter (closures
    /// and references), its closures are stored in their generic form (the value returned
    /// indirectly), and a value of a class is one strong reference, as an `AnyObject` is.
    @inlinable @inline(__always)
    var objectNode: NodeRef<AnyObject> {
        assert(T.self is AnyObject.Type, "\(T.self) is not a class")
        return NodeRef(.fromOpaque(node.node.toOpaque()))
    }

    /// Whether the registration's `Argument` parameters are, in number and order, of the types
    /// `arguments`.
    @inlinable @inline(__always)
    func takes<each Argument>(_ arguments: repeat (each Argument).Type) -> Bool {
        node.node._withUnsafeGuaranteedRef { ArgumentTable.matches($0.argumentTypes, repeat each arguments) }
    }
}

extension KeyTable {
    /// What the table holds for `T`, or nil when it holds nothing for it: the one place where
    /// the read path recovers the types the table erased.
    ///
    /// The compiler stores a `Node<T>` only under the key of `T`, and a node's cell is always its
    /// own `StrongCell<T>`; debug builds check both, and that the slot's flags are the node's.
    @inlinable @inline(__always)
    func node<T>(for _: T.Type) -> FoundNode<T>? {
        guard let slot = slot(for: ObjectIdentifier(T.self)), let node = slot.node else { return nil }
        assert(node._withUnsafeGuaranteedRef { $0.flags } == slot.flags, "a slot's flags are its node's")
        return FoundNode(
            node: NodeRef(node.uncheckedCast(to: Node<T>.self)),
            cell: slot.cell.map { $0.uncheckedCast(to: StrongCell<T>.self) },
            flags: slot.flags)
    }
}
