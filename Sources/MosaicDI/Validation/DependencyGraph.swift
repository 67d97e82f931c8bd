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
    ///
    /// ```swift
    /// for node in container.graph.nodes { print(node.id, node.registration) }
    /// ```
    public struct Node: Sendable, Hashable, Identifiable {
        /// The registration's position in registration order (a parent container's first).
        ///
        /// ```swift
        /// let needs = graph.edges.filter { $0.from == router.id }
        /// ```
        public let id: Int

        /// What was registered, where, with which lifetime and framework.
        public let registration: RegistrationInfo

        /// Whether the node is a parent container's shared instance, reused as it is.
        ///
        /// ```swift
        /// let own = graph.nodes.filter { !$0.isInherited }
        /// ```
        public let isInherited: Bool
    }

    /// One dependency: `from` needs `to`.
    ///
    /// ```swift
    /// for edge in container.graph.edges { print(edge.from, "needs", edge.to) }
    /// ```
    public struct Edge: Sendable, Hashable {
        /// How the dependency is asked for.
        ///
        /// ```swift
        /// let lazyEdges = graph.edges.filter { $0.kind == .lazy }
        /// ```
        public enum Kind: String, Sendable, Hashable {
            /// The registered value itself.
            case direct
            /// `Lazy<T>`: made on first use.
            case lazy
            /// `Provider<T>`: a fresh resolve per call.
            case provider
            /// `T?`: nil when nothing is registered.
            case optional
            /// `Many<T>`: every registration of the type.
            case many
            /// `Tagged<Tag, T>`: the registration that carries the tag.
            case tagged
            /// `Argument<T>`: a value given at resolve time.
            case argument

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
        ///
        /// ```swift
        /// let asker = graph.node(id: edge.from)
        /// ```
        public let from: Int

        /// The id of the registration that supplies.
        ///
        /// ```swift
        /// let supplier = graph.node(id: edge.to)
        /// ```
        public let to: Int

        /// The dependency as the factory spells it (`Lazy<Router>`).
        public let dependency: String

        /// How it is asked for.
        public let kind: Kind

        /// The framework the supplier belongs to, nil for the root.
        public let suppliedBy: String?

        /// Whether the dependency is set after init (property or method injection).
        ///
        /// ```swift
        /// let injected = graph.edges.filter(\.isInjected)
        /// ```
        public let isInjected: Bool
    }

    /// Every registration.
    ///
    /// ```swift
    /// let types = container.graph.nodes.map(\.registration.type)
    /// ```
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
