/// What a registration is, for the dependency graph and for diagnostics.
///
/// ```swift
/// for node in container.graph.nodes {
///     print(node.registration.type, node.registration.framework ?? "root", node.registration.location)
/// }
/// ```
public struct RegistrationInfo: Sendable, Hashable, CustomStringConvertible {
    /// The registered type (`ProfileRouter`).
    public let type: String

    /// The registration's name, if it has one.
    ///
    /// ```swift
    /// let main = graph.nodes.first { $0.registration.name == "main" }
    /// ```
    public let name: String?

    /// How long its instances live.
    public let lifetime: Lifetime

    /// The framework it belongs to, or nil for the root.
    public let framework: String?

    /// Where it was registered.
    public let location: SourceLocation

    /// The other types it is available as.
    public let aliases: [String]

    /// Whether its factory runs on the main actor.
    ///
    /// ```swift
    /// let onMain = graph.nodes.filter(\.registration.isMainActor)
    /// ```
    public let isMainActor: Bool

    /// `ProfileRouter (ProfileFramework, Profile/Assembly.swift:12)`.
    public var description: String {
        var label = type
        if let name { label += " \"\(name)\"" }
        return "\(label) (\(framework.map { "\($0), " } ?? "")\(location))"
    }
}
