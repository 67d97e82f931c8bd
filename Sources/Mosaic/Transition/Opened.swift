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
    /// The module's router.
    public let router: Router<M>

    @usableFromInline
    init(input: M.Input, router: Router<M>) {
        self.input = input
        self.router = router
    }

    /// The module's node in the tree.
    public var node: ModuleNode { router.node }
}
