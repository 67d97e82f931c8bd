/// The validated dependency graph of a container: which registration needs which, through what
/// kind of dependency, and which framework supplied it.
///
/// ```swift
/// let graph = container.graph
/// let router = graph.nodes.first { $0.registration.type == "ProfileRouter" }!
/// for edge in graph.dependencies(of: router) {
///     print(edge.dependency, "from", edge.suppliedBy ?? "root")
/// }
/// print(graph.dot())   // Graphviz
/// ```
public struct DependencyGraph: Sendable {
    /// A registration.
    public struct Node: Sendable, Hashable, Identifiable {
        /// The registration's position in registration order (a parent container's first).
        public let id: Int
        /// What was registered, where, with which lifetime and framework.
        public let registration: RegistrationInfo
        /// Whether the node is a parent container's shared instance, reused as it is.
        public let isInherited: Bool
    }

    /// One dependency: `from` needs `to`.
    public struct Edge: Sendable, Hashable {
        /// How the dependency is asked for.
        public enum Kind: String, Sendable, Hashable {
            case direct, lazy, provider, optional, many, tagged, argument

            init(_ kind: DependencyRequest.Kind) {
                switch kind {
                case .direct: self = .direct
                case .lazy: self = .lazy
                case .provider: self = .provider
                case .optional: self = .optional
                case .many: self = .many
                case .tagged: self = .tagged
                case .argument: self = .argument
                }
            }
        }

        /// The id of the registration that asks.
        public let from: Int
        /// The id of the registration that supplies.
        public let to: Int
        /// The dependency as the factory spells it (`Lazy<Router>`).
        public let dependency: String
        /// How it is asked for.
        public let kind: Kind
        /// The framework the supplier belongs to, nil for the root.
        public let suppliedBy: String?
        /// Whether the dependency is set after init (property or method injection).
        public let isInjected: Bool
    }

    /// Every registration.
    public let nodes: [Node]
    /// Every dependency between registrations.
    public let edges: [Edge]

    /// The node with the given id.
    ///
    /// ```swift
    /// let supplier = graph.node(id: edge.to)
    /// ```
    public func node(id: Int) -> Node? {
        nodes.first { $0.id == id }
    }

    /// The nodes registered for a type name, e.g. `"Storyboard"`.
    ///
    /// ```swift
    /// let storyboards = graph.nodes(ofType: "Storyboard")
    /// ```
    public func nodes(ofType type: String) -> [Node] {
        nodes.filter { $0.registration.type == type }
    }

    /// What `node` needs.
    ///
    /// ```swift
    /// let needs = graph.dependencies(of: router).map(\.dependency)
    /// ```
    public func dependencies(of node: Node) -> [Edge] {
        edges.filter { $0.from == node.id }
    }

    /// Who needs `node`.
    ///
    /// ```swift
    /// let users = graph.dependents(of: storyboard)
    /// ```
    public func dependents(of node: Node) -> [Edge] {
        edges.filter { $0.to == node.id }
    }
}
