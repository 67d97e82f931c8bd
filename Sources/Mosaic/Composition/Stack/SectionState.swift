/// Where one section of a ``ScrollStack`` is: each submodule reports its own.
///
/// ```swift
/// reporter.report(.ready(expanded: false))   // contacts loaded, list collapsed
/// ```
public enum SectionState: Sendable, Equatable, CustomStringConvertible {
    /// The submodule is loading; the host shows a placeholder of its choice.
    case loading
    /// The submodule has its content, shown expanded or collapsed.
    case ready(expanded: Bool)
    /// The submodule has nothing to show (no attachments): the host leaves the section out.
    case hidden
    /// The submodule failed (or could not be built); the host shows the message in its place.
    case failed(String)

    /// `loading`, `expanded`, `collapsed`, `hidden`, `failed: ...`.
    public var description: String {
        switch self {
        case .loading: "loading"
        case .ready(let expanded): expanded ? "expanded" : "collapsed"
        case .hidden: "hidden"
        case .failed(let message): "failed: \(message)"
        }
    }
}
