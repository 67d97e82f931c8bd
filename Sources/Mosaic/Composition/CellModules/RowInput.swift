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
