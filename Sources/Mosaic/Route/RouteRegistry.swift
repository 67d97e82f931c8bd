import Foundation

/// Maps route identifiers and URL path patterns to typed opens: strings exist only here, at the
/// edge where text comes in (DESIGN.md decision 1).
///
/// ```swift
/// var routes = RouteRegistry(scheme: "mail")
/// routes.add("inbox", opens: InboxModule.self) { input, _ in input.show(folder: "inbox") }
/// routes.add("message/:id", opens: MessageModule.self) { input, parameters in
///     input.configure(messageID: try parameters.int("id"))
/// }
/// try tree.open(deepLink: "mail://inbox/message/42", routes: routes)
/// ```
@MainActor
public struct RouteRegistry {
    /// The URL scheme deep links must use (`mail` for `mail://...`).
    public let scheme: String
    var routes: [Route] = []

    /// A registered route: a pattern of literal and `:parameter` segments and the typed open.
    struct Route {
        let pattern: String
        let segments: [String]
        let moduleName: String
        /// Builds and configures the module (not shown yet), or configures an open root.
        let prepare: (ModuleTree, ModuleNode, RouteParameters) throws -> ModuleNode
        let configureRoot: (ModuleNode, RouteParameters) throws -> Void
    }

    /// Makes an empty registry for links of `scheme`.
    ///
    /// ```swift
    /// var routes = RouteRegistry(scheme: "mail")
    /// ```
    public init(scheme: String) {
        self.scheme = scheme
    }

    /// Adds a route: `pattern` is `/`-separated literals and `:name` parameters; following it
    /// opens `module` (pushed over the previous step) and configures it through its Input.
    ///
    /// ```swift
    /// routes.add("message/:id/attachments", opens: AttachmentsModule.self) { input, parameters in
    ///     input.configure(messageID: try parameters.int("id"))
    /// }
    /// ```
    public mutating func add<M: Module>(
        _ pattern: String, opens module: M.Type,
        configure: @escaping (M.Input, RouteParameters) throws -> Void = { _, _ in }
    ) {
        let segments = pattern.split(separator: "/").map(String.init)
        routes.append(Route(
            pattern: pattern, segments: segments, moduleName: M.moduleName,
            prepare: { tree, opener, parameters in
                try tree.prepare(M.self, style: .push, opener: opener) { input in
                    try configure(input, parameters)
                    return nil
                }
            },
            configureRoot: { root, parameters in
                guard let input = root.input as? M.Input else { return }
                try configure(input, parameters)
            }))
    }

    /// Splits a link into its steps: for each, the route and the parameters it captured.
    func steps(for link: String) throws(RouteError) -> [(Route, RouteParameters)] {
        let parts = link.components(separatedBy: "://")
        guard parts.count == 2 else {
            throw RouteError(.wrongScheme(expected: scheme, received: link), step: link)
        }
        guard parts[0] == scheme else {
            throw RouteError(.wrongScheme(expected: scheme, received: parts[0]), step: link)
        }
        var remaining = parts[1].split(separator: "/").map(String.init)
        var steps: [(Route, RouteParameters)] = []
        while !remaining.isEmpty {
            // The longest pattern that matches wins, so `message/:id/attachments` beats `message/:id`.
            let match = routes
                .filter { $0.segments.count <= remaining.count }
                .sorted { $0.segments.count > $1.segments.count }
                .lazy
                .compactMap { route in Self.match(route, remaining).map { (route, $0) } }
                .first
            guard let (route, values) = match else {
                throw RouteError(.unknownPath(remaining.joined(separator: "/")), step: remaining.joined(separator: "/"))
            }
            // A step sees its own parameters and those of the steps before it, so that
            // `message/:id/...` then `attachments` can configure the attachments with the id.
            let earlier = steps.last?.1.values ?? [:]
            let merged = earlier.merging(values) { _, own in own }
            steps.append((route, RouteParameters(values: merged, pattern: route.pattern)))
            remaining.removeFirst(route.segments.count)
        }
        return steps
    }

    private static func match(_ route: Route, _ segments: [String]) -> [String: String]? {
        var values: [String: String] = [:]
        for (pattern, segment) in zip(route.segments, segments) {
            if pattern.hasPrefix(":") {
                values[String(pattern.dropFirst())] = segment.removingPercentEncoding ?? segment
            } else if pattern != segment {
                return nil
            }
        }
        return values
    }
}
