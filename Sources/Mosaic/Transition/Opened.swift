/// What opening, embedding or starting a module gives back: its Input, to keep talking to it,
/// and its router, to close it or open from it.
///
/// ```swift
/// let message = try router.open(MessageModule.self) { $0.configure(messageID: 7); return self }
/// message.input.markRead()
/// try message.router.close()
/// ```
@MainActor
public struct Opened<M: Module> {
    /// The module's Input.
    public let input: M.Input
    /// The module's node in the tree.
    public let node: ModuleNode

    init(input: M.Input, node: ModuleNode) {
        self.input = input
        self.node = node
    }

    /// The module's router.
    public var router: Router<M> { Router(node: node) }
}
