/// Makes a value during one resolve call, given the node it runs for. Plan closures throw only
/// `ResolutionError`; they are declared with untyped `throws` so that they can be called through
/// `Unmanaged._withUnsafeGuaranteedRef` (which rethrows), and the public entry points turn the
/// error back into a typed one (`ResolutionError.from`).
///
/// The node is passed in so that the creator of a factory without parameters can reach the
/// factory through the node's record and capture nothing (see `register`).
typealias Creator<T> = (Node<T>, inout ResolutionState) throws -> T

/// What a node is called in messages: a type and, for named registrations, the name. The text
/// is computed only when a message needs it.
struct NodeLabel: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: a metatype and a string, both immutable.
    let type: Any.Type
    let name: String?

    init(_ type: Any.Type, name: String? = nil) {
        self.type = type
        self.name = name
    }

    var description: String {
        guard let name else { return typeName(type) }
        return "\(typeName(type)) named \"\(name)\""
    }
}

/// One entry of the compiled resolution plan: the way to get a value of one key.
///
/// A node is immutable. Nodes are compiled in dependency order, so a factory's node holds its
/// dependencies' nodes directly: a resolve is one table lookup
/// followed by direct closure calls. Only edges that may close a cycle (injections, `Lazy`,
/// `Provider`) reach their target through a `LateNode`.
@usableFromInline
class AnyNode: @unchecked Sendable {
    // @unchecked: every stored property is a `let`; the record it refers to is frozen once the
    // container is built.
    /// The type of the value, for messages (`label` adds the registration's name).
    let labelType: Any.Type
    /// The registration this node belongs to, when it has one (wrappers such as Lazy do not).
    let record: Record?
    /// What the node is (see `NodeFlags`); the lookup table copies it whole into the node's slot.
    @usableFromInline let flags: NodeFlags

    /// For a strongly held shared instance: its `StrongCell<T>` (`cell`); for a node with an
    /// `async` way of making its value: its `AsyncBody<T>` (`Node.asyncBody`). A node has at
    /// most one of them (an `async` node keeps no cell), so they share one field and a node
    /// stays within an 88-byte block.
    let cellOrAsyncBody: AnyObject?
    /// The nodes of the factory's parameters, in order, for a node of `register(_:)`: its
    /// factory call reads them through `argument(_:_:as:)`. This node owns them (a retain each,
    /// taken in `init` and given back in `deinit`), which keeps wrapper nodes (owned by nobody
    /// else) alive; kept unmanaged so that reading one costs no reference counting.
    let arguments: [Unmanaged<AnyNode>]

    init(
        label: NodeLabel, record: Record?, argumentTypes: [Any.Type], requiresMainActor: Bool, cell: AnyObject?,
        requiresAsync: Bool = false, callsFactory: Bool = false, arguments: [AnyNode] = [],
        asyncBody: AnyObject? = nil
    ) {
        // Most nodes have no parameters: then the empty array is kept, with no loop.
        self.arguments = arguments.isEmpty ? [] : arguments.map { Unmanaged.passRetained($0) }
        // The label's name is the registration's: only a registration's nodes have a name.
        assert(label.name == record?.name, "a node's label names its registration")
        self.labelType = label.type
        self.record = record
        var flags: NodeFlags = []
        if requiresMainActor { flags.insert(.requiresMainActor) } else { flags.insert(.runsAnywhere) }
        if requiresAsync { flags.insert(.requiresAsync) }
        if callsFactory { flags.insert(.callsFactory) }
        if !argumentTypes.isEmpty { flags.insert(.hasArguments) }
        if argumentTypes.isEmpty && !requiresMainActor { flags.insert(.isDirect) }
        if asyncBody != nil { flags.insert(.hasAsyncBody) }
        self.flags = flags
        // Invariant: only the `async` initializer of `Node` passes an `AsyncBody`, and no cell.
        assert(cell == nil || asyncBody == nil, "a node keeps a cell or an async body, not both")
        self.cellOrAsyncBody = asyncBody ?? cell
    }

    deinit {
        guard !arguments.isEmpty else { return }
        for argument in arguments { argument.release() }
    }

    /// Compiles the node of `record` from this template node (see `Record.template`).
    /// Overridden by `Node<T>`, the only kind of node a template is.
    func compile(for record: Record, in compiler: PlanCompiler, entry: Int) -> AnyNode {
        // Invariant: templates are made by `BuilderStorage.addFactory` as a `Node<T>`.
        preconditionFailure("AnyNode is abstract; every template is a Node<T>")
    }

    /// Makes the instance of a `.single` registration while building. Overridden by `Node<T>`,
    /// the only kind of node a registration compiles to.
    func makeEagerly(onMainActor: Bool) throws(ResolutionError) {
        // Invariant: every registration's own node is a `Node<T>` (see `Record.compileNode`).
        preconditionFailure("AnyNode is abstract; every node is a Node<T>")
    }

    /// Whether making this value runs a main-actor factory (directly or through a dependency).
    final var requiresMainActor: Bool { flags.contains(.requiresMainActor) }
    /// Whether only the `async` resolve can make this value.
    final var requiresAsync: Bool { flags.contains(.requiresAsync) }
    /// Whether a top-level resolve may run `make` straight away.
    final var isDirect: Bool { flags.contains(.isDirect) }
    /// Whether a top-level resolve may run `make` from any isolation.
    final var runsAnywhere: Bool { flags.contains(.runsAnywhere) }
    /// Whether `make` calls the node's `factory` rather than its creator.
    final var callsFactory: Bool { flags.contains(.callsFactory) }
    /// Whether the registration takes runtime arguments (`argumentTypes` is not empty).
    final var hasArguments: Bool { flags.contains(.hasArguments) }
    /// Whether `cellOrAsyncBody` holds an `AsyncBody` rather than a cell.
    final var hasAsyncBody: Bool { flags.contains(.hasAsyncBody) }

    /// For a strongly held shared instance: its `StrongCell<T>`, read directly by `resolve`.
    final var cell: AnyObject? { hasAsyncBody ? nil : cellOrAsyncBody }

    /// What the node is called in messages: its type and, for a named registration, the name.
    /// Read from the registration rather than kept, so that a node stays small.
    final var label: NodeLabel { NodeLabel(labelType, name: record?.name) }

    /// The types of the registration's `Argument` parameters, checked at the top of a resolve.
    /// Kept by the registration (see `hasArguments`).
    @usableFromInline final var argumentTypes: [Any.Type] {
        guard hasArguments, let record else { return [] }
        return record.argumentTypes
    }

    /// The name shown in dependency paths (`Storyboard`, `Storyboard named "main"`).
    final var displayName: String { label.description }
}

/// The node of a value of type `T`.
@usableFromInline
final class Node<T>: AnyNode, @unchecked Sendable {
    // @unchecked: as for AnyNode, everything is a `let`.
    let body: Creator<T>
    /// When `callsFactory`: the factory of a prototype without parameters, injections or hooks,
    /// which `make` calls straight away (one closure call fewer than `body`, and no read of the
    /// closure that `body` captures it in). Not optional: calling an optional closure stored in
    /// a class copies it first, a retain and a release.
    let factory: () throws -> T

    /// A node made by `make`; `factory`, when given, is what `make` calls instead (the same
    /// value, see `factory` above).
    init(
        label: NodeLabel, record: Record? = nil, argumentTypes: [Any.Type] = [], requiresMainActor: Bool = false,
        cell: StrongCell<T>? = nil, arguments: [AnyNode] = [], factory: (() throws -> T)? = nil,
        make: @escaping Creator<T>
    ) {
        self.body = make
        self.factory = factory ?? Node.noFactory
        super.init(
            label: label, record: record, argumentTypes: argumentTypes, requiresMainActor: requiresMainActor,
            cell: cell, callsFactory: factory != nil, arguments: arguments)
    }

    override func compile(for record: Record, in compiler: PlanCompiler, entry: Int) -> AnyNode {
        Lifetimes.node(for: record, compiler: compiler, entry: entry, template: self)
    }

    override func makeEagerly(onMainActor: Bool) throws(ResolutionError) {
        _ = try Container.run(self, onMainActor: onMainActor)
    }

    /// A node with an `async` way of making its value; `make` is what a synchronous resolve runs.
    init(
        label: NodeLabel, record: Record?, argumentTypes: [Any.Type] = [], requiresMainActor: Bool = false,
        requiresAsync: Bool, arguments: [AnyNode] = [], make: @escaping Creator<T>,
        makeAsync: @escaping AsyncCreator<T>
    ) {
        self.body = make
        self.factory = Node.noFactory
        super.init(
            label: label, record: record, argumentTypes: argumentTypes, requiresMainActor: requiresMainActor,
            cell: nil, requiresAsync: requiresAsync, arguments: arguments, asyncBody: AsyncBody(makeAsync))
    }

    /// How an `async` resolve makes the value, when it differs from `body` (an `async` factory,
    /// or a node that forwards to one).
    var asyncBody: AsyncCreator<T>? {
        guard hasAsyncBody, let box = cellOrAsyncBody else { return nil }
        // The `async` initializer above keeps an `AsyncBody<T>` there, for this `T`.
        return uncheckedCast(box, to: AsyncBody<T>.self).body
    }
}

extension Node {
    /// The `factory` of a node that does not call one (never called: `callsFactory` is false).
    static func noFactory() throws -> T {
        throw ResolutionError(.internalInconsistency("\(T.self) has no factory of its own"), path: [])
    }

    /// Makes a value: calls the node's factory, or runs its creator, handing it the node.
    @inline(__always)
    func make(_ state: inout ResolutionState) throws -> T {
        if callsFactory { return try callFactory() }
        return try body(self, &state)
    }

    /// Calls the node's `factory` (when `callsFactory`), reporting its error as the factory
    /// calls of `FactoryCall` do.
    @inline(__always)
    func callFactory() throws -> T {
        do {
            return try factory()
        } catch {
            throw factoryFailure(error)
        }
    }
}

extension AnyNode {
    /// The node's typed form. A `Node<T>` is only ever stored under the key of `T` (the
    /// compiler's tables); the cast is checked in debug builds only.
    func typed<T>(_: T.Type) -> Node<T> {
        uncheckedCast(self, to: Node<T>.self)
    }
}

/// A node that is compiled later than a node that needs it: the target of an injection,
/// `Lazy` or `Provider` edge that may close a cycle. Filled in before build() returns.
final class LateNode: @unchecked Sendable {
    // @unchecked: `node` is written once, while building, before the container is published.
    var node: AnyNode?

    init() {}
}

/// What a dependency links to: a compiled node, or one that will be compiled later.
enum LinkTarget {
    case ready(AnyNode)
    case late(LateNode, NodeLabel, Record)

    /// The target as a node of `T`: itself, or a node that forwards to it.
    func bind<T>(_: T.Type) -> Node<T> {
        switch self {
        case .ready(let node):
            return node.typed(T.self)
        case .late(let late, let label, let record):
            return Node<T>(
                label: label, record: record, requiresAsync: false,
                make: { _, state throws in
                    guard let node = late.node else {
                        throw ResolutionError(.internalInconsistency("\(label) was not linked"), path: [label.description])
                    }
                    return try node.typed(T.self).make(&state)
                },
                makeAsync: { _, context in
                    guard let node = late.node else {
                        throw ResolutionError(.internalInconsistency("\(label) was not linked"), path: [label.description])
                    }
                    return try await node.typed(T.self).makeAsync(context)
                })
        }
    }
}

/// An unretained reference to a node, called without reference counting.
///
/// Closures of the plan hold their dependencies' nodes through `NodeRef`s, so that a resolve
/// does no retain or release on the plan itself (only on the objects it makes). The nodes are
/// kept alive by their owners: the plan (`CompiledRecord`), or the `DependencyPack` or
/// `AnyNode.arguments` that holds a wrapper node.
@usableFromInline
struct NodeRef<T>: @unchecked Sendable {
    // @unchecked: the node is immutable; its owner outlives every plan closure that holds this.
    @usableFromInline let node: Unmanaged<Node<T>>

    init(_ node: Node<T>) {
        self.node = Unmanaged.passUnretained(node)
    }

    /// A reference to a node known to be a `Node<T>` (see `AnyNode.typed`).
    @inlinable
    init(_ node: Unmanaged<Node<T>>) {
        self.node = node
    }

    /// Runs the node's creator through a guaranteed reference.
    @inline(__always)
    func make(_ state: inout ResolutionState) throws -> T {
        try node._withUnsafeGuaranteedRef { try $0.make(&state) }
    }

    /// Calls the node's `factory`, for a node whose flags say `callsFactory`: `make` without the
    /// state it would not use (and without reading the node's flag, in another cache line).
    @inline(__always)
    func callFactory() throws(ResolutionError) -> T {
        do {
            return try node._withUnsafeGuaranteedRef { try $0.factory() }
        } catch {
            throw ResolutionError.from(node._withUnsafeGuaranteedRef { $0.factoryFailure(error) })
        }
    }
}

extension AnyNode {
    /// Makes parameter `index` of the factory of this node's registration, and moves `index` to
    /// the next one. Being generic costs nothing: the value comes back through the same
    /// indirect result the parameter's node returns it by, and reaches the factory uncopied.
    /// Inlined into the factory calls (`FactoryCall.calling`, compiled once, here); the errors are
    /// made out of line.
    @inline(__always)
    final func argument<D>(_ index: inout Int, _ state: inout ResolutionState, as _: D.Type) throws -> D {
        let position = index
        index = position &+ 1
        // Invariant: the compiler made one node per parameter of the factory, in order
        // (`BuilderStorage.addFactory`), and node `position` is a `Node<D>`.
        guard position < arguments.count else { throw missingParameter(position) }
        // Unretained: this node owns its parameters' nodes for as long as it exists (`init`).
        // Cast as an unmanaged reference (as `AnyNode.typed` would, see the invariant above):
        // a cast of the object itself made the compiler retain it around the call.
        let node = arguments[position].uncheckedCast(to: Node<D>.self)
        do {
            return try node._withUnsafeGuaranteedRef { try $0.make(&state) }
        } catch {
            throw dependencyFailure(error)
        }
    }

    /// The error of a factory call asking for a parameter its node does not have.
    @inline(never)
    final func missingParameter(_ position: Int) -> DependencyFailure {
        DependencyFailure(ResolutionError(
            .internalInconsistency("\(label.description) has no parameter \(position)"), path: [label.description]))
    }

    /// A parameter's failure, as the factory call of this node reports it.
    @inline(never)
    final func dependencyFailure(_ error: any Error) -> DependencyFailure {
        DependencyFailure(ResolutionError.from(error).through(label.description))
    }

    /// The error a factory call of this node's registration reports: a parameter's failure (from
    /// `argument(_:_:as:)`) as it is, the factory's own error as
    /// ``ResolutionError/Reason/factoryFailed(type:underlying:)`` at the registration's place.
    final func factoryFailure(_ error: any Error) -> any Error {
        if let failure = error as? DependencyFailure { return failure.error }
        return ResolutionError.factoryFailed(
            error, of: label.description, at: record?.location ?? SourceLocation(fileID: "unknown", line: 0))
    }
}
