/// A live row module of a ``CellModuleList`` and how to talk to it without knowing its type.
/// Not generic, so the list's tables of rows need no generic metadata at run time.
@MainActor
final class PooledRow {
    /// Shows an item (with its saved state) in the row's Input, and reads the state back.
    struct Calls {
        // Typed as main-actor closures: callers are on the main actor already, so calls need no
        // executor check.
        let show: @MainActor (Any, Any?) -> Void
        let save: @MainActor () -> Any?
    }

    let node: ModuleNode
    let kind: String
    let calls: Calls
    var itemID: AnyHashable?

    init(node: ModuleNode, kind: String, calls: Calls) {
        self.node = node
        self.kind = kind
        self.calls = calls
    }

    func show(_ item: Any, _ state: Any?) { calls.show(item, state) }
    func save() -> Any? { calls.save() }
}
