/// Why a model context refused a change. Names the context and the step.
///
/// ```swift
/// do { try draft.commit() } catch { print(error) }   // "cannot commit scratchpad of root: it was discarded"
/// ```
public struct ModelContextError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The context was discarded; it takes no more changes.
        case discarded
        /// The context this scratchpad commits into was discarded.
        case parentDiscarded
    }

    /// What went wrong.
    public let reason: Reason
    /// The context's name.
    public let context: String
    /// The step: `save Post`, `delete Post`, `commit`.
    public let step: String

    /// One sentence naming the step, the context and the cause.
    public var description: String {
        switch reason {
        case .discarded: "cannot \(step) in \(context): it was discarded"
        case .parentDiscarded: "cannot \(step) \(context): the context it commits into was discarded"
        }
    }
}
