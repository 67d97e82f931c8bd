import Foundation

/// Maps URL path patterns to typed opens: strings exist only here, at the edge where text
/// comes in.
///
/// ```swift
/// var routes = RouteRegistry(scheme: "mail")
/// try routes.add("inbox", opens: InboxModule.self) { input, _ in input.show(folder: "inbox") }
/// try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
///     input.configure(messageID: try parameters.int("id"))
/// }
/// try tree.open(deepLink: "mail://inbox/message/42", routes: routes)
/// ```
@MainActor
public struct RouteRegistry {
    /// The URL scheme deep links must use (`mail` for `mail://...`), compared case-insensitively.
    public let scheme: String
    /// The longest link accepted, in characters.
    public static let maximumLinkLength = 2_048
    /// The routes, longest pattern first (the longest match wins).
    var routes: [Route] = []
    /// The modules a snapshot may reopen, by name: every module a route opens, and those added
    /// with ``add(module:)``.
    var restorers: [String: ModuleRestorer] = [:]

    /// A registered route: a pattern of literal and `:parameter` segments and the typed open.
    struct Route {
        let pattern: String
        let segments: [Substring]
        let moduleType: Any.Type
        let moduleName: String
        /// Builds and configures the module (not shown yet) over `opener`, or as the root when
        /// `opener` is nil.
        let prepare: (ModuleTree, ModuleNode?, RouteParameters) throws -> ModuleNode
        /// Configures the open root through its Input.
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
    /// opens `module` (pushed over the previous step, or as the root for a link's first step
    /// on an empty tree) and configures it through its Input. A pattern with no segment (`""`,
    /// `"/"`), an empty segment (`a//b`) or a parameter without a name (`:`) is a ``RouteError``.
    ///
    /// ```swift
    /// try routes.add("message/:id/attachments", opens: AttachmentsModule.self) { input, parameters in
    ///     input.configure(messageID: try parameters.int("id"))
    /// }
    /// ```
    public mutating func add<M: Module>(
        _ pattern: String, opens module: M.Type,
        configure: @escaping (M.Input, RouteParameters) throws -> Void = { _, _ in }
    ) throws(RouteError) {
        let trimmed = pattern.drop { $0 == "/" }
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard !trimmed.isEmpty else { throw RouteError(.invalidPattern("it has no segment"), step: pattern) }
        if segments.contains(where: \.isEmpty) {
            throw RouteError(.invalidPattern("it has an empty segment"), step: pattern)
        }
        if segments.contains(":") { throw RouteError(.invalidPattern("a parameter has no name"), step: pattern) }
        let route = Route(
            pattern: pattern, segments: segments, moduleType: M.self, moduleName: M.moduleName,
            prepare: { tree, opener, parameters in
                try tree.build(
                    M.self, style: opener == nil ? .root : .push, opener: opener, builder: nil,
                    step: opener == nil ? .start : .open
                ) { input in
                    try configure(input, parameters)
                    return nil
                }.node
            },
            configureRoot: { root, parameters in
                guard let input = root.input as? M.Input else {
                    throw TransitionError(
                        .inputMismatch(expected: String(describing: M.Input.self), actual: root.name),
                        module: root.name, step: .configure)
                }
                try configure(input, parameters)
            })
        // A second type with a name taken keeps its route; only the first is reopened by snapshots.
        if restorers[M.moduleName] == nil { restorers[M.moduleName] = ModuleRestorer(M.self) }
        let index = routes.firstIndex { $0.segments.count < segments.count } ?? routes.endIndex
        routes.insert(route, at: index)
    }

    /// Lets snapshots reopen `module` although no deep link opens it (a modal, a section
    /// embedded by its parent), and says whom a reopened one reports to: `output` finds its
    /// Output from the module it is reopened over (by default it reports to no one, as after a
    /// deep link). Adding a module a route opens gives it that Output. Snapshots know modules
    /// by name: a second module type with a name already known (from another Swift module) is a
    /// ``RouteError``, and one reached only by a route is left out of snapshots.
    ///
    /// ```swift
    /// try routes.add(module: AttachmentsSection.self)
    /// try routes.add(module: GreetingModule.self) { opener in opener.input(as: HomePresenter.self) }
    /// ```
    public mutating func add<M: Module>(
        module: M.Type, output: @escaping @MainActor (ModuleNode) -> M.Output? = { _ in nil }
    ) throws(RouteError) {
        if let known = restorers[M.moduleName], known.moduleType != M.self {
            throw RouteError(.duplicateModuleName(M.moduleName), step: M.moduleName)
        }
        restorers[M.moduleName] = ModuleRestorer(M.self, output: output)
    }

    /// Splits a link into its steps: for each, the route and the parameters it captured.
    /// Linear in the link's length (times the number of routes).
    func steps(for link: String) throws(RouteError) -> [(route: Route, parameters: RouteParameters)] {
        guard link.utf8.count <= Self.maximumLinkLength else {
            throw RouteError(.linkTooLong(length: link.utf8.count, limit: Self.maximumLinkLength), step: String(link.prefix(40)))
        }
        guard let separator = link.range(of: "://") else {
            throw RouteError(.wrongScheme(expected: scheme, received: link), step: link)
        }
        let linkScheme = link[..<separator.lowerBound]
        guard linkScheme.lowercased() == scheme.lowercased() else {
            throw RouteError(.wrongScheme(expected: scheme, received: String(linkScheme)), step: link)
        }
        let path = link[separator.upperBound...]
        if path.contains("://") {
            throw RouteError(.wrongScheme(expected: scheme, received: link), step: link)
        }
        let remaining = path.split(separator: "/")
        var position = 0
        var steps: [(route: Route, parameters: RouteParameters)] = []
        while position < remaining.count {
            let rest = remaining[position...]
            // Routes are kept longest first, so the first match is the longest.
            var found: (Route, [String: String])?
            for route in routes where route.segments.count <= rest.count {
                if let values = Self.match(route, rest) {
                    found = (route, values)
                    break
                }
            }
            guard let (route, values) = found else {
                let unmatched = rest.joined(separator: "/")
                throw RouteError(.unknownPath(unmatched), step: unmatched)
            }
            // A step sees its own parameters and those of the steps before it, so that
            // `message/:id/...` then `attachments` can configure the attachments with the id.
            var merged = steps.last?.parameters.values ?? [:]
            for (name, value) in values { merged[name] = value }
            steps.append((route, RouteParameters(values: merged, pattern: route.pattern)))
            position += route.segments.count
        }
        return steps
    }

    private static func match(_ route: Route, _ segments: ArraySlice<Substring>) -> [String: String]? {
        var values: [String: String] = [:]
        for (pattern, segment) in zip(route.segments, segments) {
            if pattern.first == ":" {
                values[String(pattern.dropFirst())] = String(segment).removingPercentEncoding ?? String(segment)
            } else if pattern != segment {
                return nil
            }
        }
        return values
    }
}
