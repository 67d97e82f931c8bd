/// The step of a transition an error happened in.
public enum TransitionStep: Sendable, Hashable, CustomStringConvertible {
    /// Opening a module over another (push, modal).
    case open
    /// Embedding a module into a named slot.
    case embed
    /// Embedding a module as a row of a list.
    case embedRow
    /// Opening a root module.
    case start
    /// Running the module's builder.
    case build
    /// Configuring the module through its Input.
    case configure
    /// Closing a module.
    case close
    /// Resolving a module-scoped instance of the named type.
    case resolve(String)
    /// Undoing a change the host had applied, after a later step failed.
    case rollback
    /// Displaying a module for an activity (the UI facade).
    case display
    /// Dismissing a module an activity displayed.
    case dismiss
    /// Awaiting what a displayed module hands back.
    case awaitResult

    /// `open`, `embed`, `embed row`, `start`, `build`, `configure`, `close`, `resolve T in`, `roll back`.
    public var description: String {
        switch self {
        case .open: "open"
        case .embed: "embed"
        case .embedRow: "embed row"
        case .start: "start"
        case .build: "build"
        case .configure: "configure"
        case .close: "close"
        case .resolve(let type): "resolve \(type) in"
        case .rollback: "roll back"
        case .display: "display"
        case .dismiss: "dismiss"
        case .awaitResult: "await the result of"
        }
    }
}
