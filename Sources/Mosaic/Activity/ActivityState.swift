/// Where an activity is in its life (`ready`, `executing`, `finished`, `cancelled`, as operations have).
///
/// ```swift
/// let edit = PostActivity(post: post).configured(with: .init(style: .modal))
/// #expect(edit.state == .ready)
/// ```
public enum ActivityState: String, Sendable, Hashable, CustomStringConvertible {
    /// Made with its data, not configured yet: nothing can start it.
    case created
    /// Configured: it may be started (once).
    case ready
    /// Waiting for its turn in a serial ``ActivityQueue``.
    case enqueued
    /// Started: its work runs.
    case executing
    /// Its work returned a result.
    case finished
    /// Its work threw an error.
    case failed
    /// It was cancelled (before it started, or its work stopped because of the cancellation).
    case cancelled

    /// Whether the activity is over (finished, failed or cancelled).
    public var isOver: Bool {
        switch self {
        case .finished, .failed, .cancelled: true
        case .created, .ready, .enqueued, .executing: false
        }
    }

    /// The state's name: `ready`, `executing`, ...
    public var description: String { rawValue }
}
