/// What a lookup table holds for a type `T`, with its types recovered: the node of `T`, the
/// cell of its shared instance when it is a strongly held one, and the node's flags.
///
/// It keeps the table's slot and recovers each part's type when it is read, so that a resolve of
/// a made singleton reads only the cell. References are unretained: the plan that owns the table
/// owns the nodes and cells too.
@usableFromInline
struct FoundNode<T> {
    /// The slot the table holds for `T`.
    @usableFromInline let slot: KeyTable.Slot

    @inlinable @inline(__always)
    init(_ slot: KeyTable.Slot) {
        self.slot = slot
    }

    /// The node's flags, as the table copied them.
    @inlinable @inline(__always)
    var flags: NodeFlags { slot.flags }

    /// The node of `T`. A slot the table found always holds a node (only empty slots hold none,
    /// and their key never matches); debug builds check it.
    @inlinable @inline(__always)
    var node: NodeRef<T> {
        NodeRef(slot.node.unsafelyUnwrapped.uncheckedCast(to: Node<T>.self))
    }

    /// The node's `StrongCell<T>`, for a strongly held shared instance.
    @inlinable @inline(__always)
    var cell: Unmanaged<StrongCell<T>>? {
        slot.cell.map { $0.uncheckedCast(to: StrongCell<T>.self) }
    }

    /// The shared instance, if the node keeps one in its cell and it is made.
    @inlinable @inline(__always)
    var madeInstance: T? {
        guard let cell = slot.cell else { return nil }
        return cell.uncheckedCast(to: StrongCell<T>.self)._withUnsafeGuaranteedRef { $0.load() }
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
        guard let slot = slot(for: ObjectIdentifier(T.self)) else { return nil }
        assert(slot.node?._withUnsafeGuaranteedRef { $0.flags } == slot.flags, "a slot's flags are its node's")
        return FoundNode(slot)
    }
}
