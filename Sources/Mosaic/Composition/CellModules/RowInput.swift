/// The Input of a module used as a row of a ``CellModuleList``: the list's cell factory shows an
/// item in it, with the state the row saved the last time this item left the screen (a
/// horizontal strip's offset), and asks for that state when the row leaves again.
///
/// ```swift
/// @MainActor final class GalleryRowPresenter: RowInput {
///     private(set) var offset = 0.0
///     func show(_ item: Album, restoring state: Double?) { album = item; offset = state ?? 0 }
///     func saveState() -> Double? { offset }
/// }
/// ```
@MainActor
public protocol RowInput<Item, SavedState>: AnyObject {
    /// The list's item type.
    associatedtype Item
    /// What the row keeps for an item while the item is off screen.
    associatedtype SavedState = Void

    /// Shows `item`, restoring the state saved for it (nil the first time).
    func show(_ item: Item, restoring state: SavedState?)
    /// The state to keep for the current item as it leaves the screen.
    func saveState() -> SavedState?
}

extension RowInput where SavedState == Void {
    /// Rows with nothing to save keep nothing.
    ///
    /// ```swift
    /// // nothing to write for rows whose SavedState is Void
    /// ```
    public func saveState() -> Void? { nil }
}

extension RowInput {
    /// This row's ``show(_:restoring:)`` and ``saveState()`` for a list of `ListItem` that keeps
    /// `State`, or nil when the row's `Item` or `SavedState` is another type: what a cast to
    /// `any RowInput<ListItem, State>` tells, which needs iOS 16 / macOS 13 to run.
    func calls<ListItem, State>(
        for _: ListItem.Type, keeping _: State.Type
    ) -> (show: (ListItem, State?) -> Void, save: () -> State?)? {
        guard ListItem.self == Item.self, State.self == SavedState.self else { return nil }
        // The types are equal (checked above), so each cast below succeeds.
        return (
            show: { item, state in
                guard let item = item as? Item else { return }
                self.show(item, restoring: state.flatMap { $0 as? SavedState })
            },
            save: { self.saveState().flatMap { $0 as? State } }
        )
    }
}
