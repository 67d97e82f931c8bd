/// A live row module of a ``CellModuleList`` and how to talk to it without knowing its type.
/// Generic over the list's item only: a row's `show` takes the item as it is, with no cast
/// from `Any` on every scroll step, and reads and writes its saved state (whose type each row
/// kind chooses) in the list itself.
@MainActor @usableFromInline
final class PooledRow<Item: Identifiable & Sendable> {
    /// Shows an item in the row's Input with the state the list kept for it, and keeps the
    /// row's state in the list.
    @usableFromInline struct Calls {
        // Typed as main-actor closures: callers are on the main actor already, so calls need no
        // executor check.
        @usableFromInline let show: @MainActor (Item, CellModuleList<Item>) -> Void
        @usableFromInline let save: @MainActor (Item.ID, CellModuleList<Item>) -> Void

        @inlinable init(
            show: @escaping @MainActor (Item, CellModuleList<Item>) -> Void,
            save: @escaping @MainActor (Item.ID, CellModuleList<Item>) -> Void
        ) {
            self.show = show
            self.save = save
        }
    }

    @usableFromInline let node: ModuleNode
    @usableFromInline let kind: String
    @usableFromInline let calls: Calls

    @usableFromInline
    init(node: ModuleNode, kind: String, calls: Calls) {
        self.node = node
        self.kind = kind
        self.calls = calls
    }

    /// Shows `item` with the state `list` kept for it.
    @inlinable func show(_ item: Item, in list: CellModuleList<Item>) { calls.show(item, list) }
    /// Keeps the row's state in `list` for the item `id`.
    @inlinable func save(for id: Item.ID, in list: CellModuleList<Item>) { calls.save(id, list) }
}
