/// A live row module of a ``CellModuleList`` and how to talk to it without knowing its type.
/// Not generic, so the list's tables of rows need no generic metadata at run time.
@MainActor @usableFromInline
final class PooledRow {
    /// Shows an item (with its saved state) in the row's Input, and reads the state back.
    @usableFromInline struct Calls {
        // Typed as main-actor closures: callers are on the main actor already, so calls need no
        // executor check.
        @usableFromInline let show: @MainActor (Any, Any?) -> Void
        @usableFromInline let save: @MainActor () -> Any?

        @inlinable init(show: @escaping @MainActor (Any, Any?) -> Void, save: @escaping @MainActor () -> Any?) {
            self.show = show
            self.save = save
        }
    }

    @usableFromInline let node: ModuleNode
    @usableFromInline let kind: String
    @usableFromInline let calls: Calls

    init(node: ModuleNode, kind: String, calls: Calls) {
        self.node = node
        self.kind = kind
        self.calls = calls
    }

    @inlinable func show(_ item: Any, _ state: Any?) { calls.show(item, state) }
    @inlinable func save() -> Any? { calls.save() }
}
