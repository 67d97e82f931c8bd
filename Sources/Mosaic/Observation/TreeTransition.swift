/// One transition of a ``ModuleTree``, as its observers hear of it: what kind, which module,
/// and from which module.
///
/// ```swift
/// func transitionDidBegin(_ transition: TreeTransition) {
///     print(transition)   // open MessageModule from InboxModule
/// }
/// ```
public struct TreeTransition: Sendable, Hashable, CustomStringConvertible {
    /// What a transition does.
    public enum Kind: String, Sendable, Hashable {
        /// A new root replaces the tree.
        case start
        /// A module is pushed or presented.
        case open
        /// A module is embedded in a slot (list rows too).
        case embed
        /// A module closes, with what it opened or embeds.
        case close
        /// The host closed modules on its own (a swipe back, Back in a browser).
        case closedByHost = "closed by host"
        /// A deep link is followed.
        case deepLink = "deep link"
    }

    /// What the transition does.
    public let kind: Kind
    /// The module it opens or closes (for a deep link, the link).
    public let module: String
    /// The module it opens from, if any.
    public let opener: String?

    /// Describes a transition.
    ///
    /// ```swift
    /// let transition = TreeTransition(kind: .open, module: "MessageModule", opener: "InboxModule")
    /// ```
    public init(kind: Kind, module: String, opener: String? = nil) {
        self.kind = kind
        self.module = module
        self.opener = opener
    }

    /// `open MessageModule from InboxModule`.
    public var description: String {
        "\(kind.rawValue) \(module)" + (opener.map { " from \($0)" } ?? "")
    }
}
