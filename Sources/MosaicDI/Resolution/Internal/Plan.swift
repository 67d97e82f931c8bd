import Logging

/// The compiled, validated result of a build: lookup tables from keys to nodes.
/// A ``Container`` is a thin public face over it.
@usableFromInline
final class Plan: @unchecked Sendable {
    // @unchecked: every stored property is assigned in init and never changed; the nodes and
    // records it refers to are frozen once build() returns.

    /// What a table says about a key.
    @usableFromInline
    enum Entry {
        case node(AnyNode)
        case ambiguous([String])
    }

    /// What one requester (the root, or a framework for `resolve(_:from:)`) sees.
    @usableFromInline
    struct View: Sendable {
        @usableFromInline let table: KeyTable
        let ambiguities: [ObjectIdentifier: [String]]

        init(_ entries: [ObjectIdentifier: Entry]) {
            var nodes: [ObjectIdentifier: AnyNode] = [:]
            var ambiguities: [ObjectIdentifier: [String]] = [:]
            for (key, entry) in entries {
                switch entry {
                case .node(let node): nodes[key] = node
                case .ambiguous(let candidates): ambiguities[key] = candidates
                }
            }
            table = KeyTable(nodes)
            self.ambiguities = ambiguities
        }

        /// The entry for `key`, as `Plan.node` expects it.
        func entry(_ key: ObjectIdentifier) -> Entry? {
            if let node = table.node(for: key) { return .node(node) }
            return ambiguities[key].map { .ambiguous($0) }
        }
    }

    struct NamedKey: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    struct TagKey: Hashable {
        let type: ObjectIdentifier
        let tag: ObjectIdentifier
    }

    let level: Int
    let linked: [LinkedRecord]
    let frameworks: FrameworkTable
    let logger: Logger?
    /// What the root sees under each type.
    @usableFromInline let root: View
    let named: [NamedKey: Entry]
    let tagged: [TagKey: Entry]
    /// What each framework sees (for `resolve(_:from:)`).
    let frameworkViews: [ObjectIdentifier: View]
    let many: [ObjectIdentifier: [AnyNode]]
    let graph: DependencyGraph

    init(
        level: Int, linked: [LinkedRecord], frameworks: FrameworkTable, logger: Logger?,
        root: View, named: [NamedKey: Entry], tagged: [TagKey: Entry],
        frameworkViews: [ObjectIdentifier: View], many: [ObjectIdentifier: [AnyNode]],
        graph: DependencyGraph
    ) {
        self.level = level
        self.linked = linked
        self.frameworks = frameworks
        self.logger = logger
        self.root = root
        self.named = named
        self.tagged = tagged
        self.frameworkViews = frameworkViews
        self.many = many
        self.graph = graph
    }

    var recordCount: Int { linked.count }

    /// The node for `T` in `table`, or the error saying why there is none.
    static func node<T>(_ entry: Entry?, _: T.Type, _ describe: @autoclosure () -> String) throws(ResolutionError) -> Node<T> {
        try anyNode(entry, describe()).typed(T.self)
    }

    /// The node in `entry`, or the error saying why there is none.
    static func anyNode(_ entry: Entry?, _ describe: @autoclosure () -> String) throws(ResolutionError) -> AnyNode {
        switch entry {
        case .node(let node):
            return node
        case .ambiguous(let candidates):
            throw ResolutionError(.ambiguous(type: describe(), candidates: candidates), path: [describe()])
        case nil:
            throw ResolutionError(.notRegistered(type: describe()), path: [describe()])
        }
    }
}
