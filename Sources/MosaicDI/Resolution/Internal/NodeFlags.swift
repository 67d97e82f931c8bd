/// What a node is, in one byte: how a resolve may run it and what it holds.
///
/// A node keeps its flags in one stored value, and the lookup table copies that value whole
/// into the node's slot (`KeyTable.Slot.flags`), so that a resolve reads the node only to run
/// it. One value copied whole cannot drift apart field by field; debug builds still compare the
/// two whenever the read path reads a slot (`KeyTable.node(for:)`).
@usableFromInline
struct NodeFlags: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Making the value runs a main-actor factory (directly or through a dependency).
    static let requiresMainActor = NodeFlags(rawValue: 1 << 0)
    /// Making the value awaits an `async` factory (directly or through a dependency): only the
    /// `async` resolve can make it.
    static let requiresAsync = NodeFlags(rawValue: 1 << 1)
    /// A top-level resolve may run the node straight away: no runtime arguments to check and no
    /// main-actor factory that would need the caller's isolation.
    @usableFromInline static let isDirect = NodeFlags(rawValue: 1 << 2)
    /// A top-level resolve may run the node from any isolation: no main-actor factory.
    @usableFromInline static let runsAnywhere = NodeFlags(rawValue: 1 << 3)
    /// Making the value calls the node's `factory` rather than its creator (see `Node.factory`).
    static let callsFactory = NodeFlags(rawValue: 1 << 4)
    /// The registration takes runtime arguments.
    static let hasArguments = NodeFlags(rawValue: 1 << 5)
    /// The node's `cellOrAsyncBody` holds an `AsyncBody` rather than a cell.
    static let hasAsyncBody = NodeFlags(rawValue: 1 << 6)
}
