/// A live row module of a ``CellModuleList`` and how to talk to it without knowing its type.
/// Not generic, so the list's tables of rows need no generic metadata at run time.
@MainActor
final class PooledRow {
    let node: ModuleNode
    let kind: String
    // Typed as main-actor closures: callers are on the main actor already, so calls need no
    // executor check.
    let show: @MainActor (Any, Any?) -> Void
    let save: @MainActor () -> Any?
    var itemID: AnyHashable?

    init(
        node: ModuleNode, kind: String, show: @escaping @MainActor (Any, Any?) -> Void,
        save: @escaping @MainActor () -> Any?
    ) {
        self.node = node
        self.kind = kind
        self.show = show
        self.save = save
    }
}
