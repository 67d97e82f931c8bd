/// How an opened module is put on screen.
///
/// ```swift
/// try router.open(ProfileModule.self, style: .modal) { $0.configure(userID: 42); return self }
/// ```
public enum PresentationStyle: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Onto the opener's navigation stack.
    case push
    /// Over the opener, on a stack of its own.
    case modal
    /// As the new root, closing everything else.
    case root
    /// Into a named slot of the opener (see `router.embed(_:in:)`).
    case embedded(slot: String)

    /// `push`, `modal`, `root`, `embedded(header)`.
    public var description: String {
        switch self {
        case .push: "push"
        case .modal: "modal"
        case .root: "root"
        case .embedded(let slot): "embedded(\(slot))"
        }
    }
}
