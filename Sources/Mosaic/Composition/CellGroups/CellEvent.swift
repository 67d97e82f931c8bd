/// What the user did to a cell; the host reports it and the list hands it to the group (the
/// presenter) that made the cell.
///
/// ```swift
/// try list.handle(.toggled(true), atRow: 4)
/// ```
public enum CellEvent: Sendable, Equatable {
    /// The cell was tapped.
    case selected
    /// A switch in the cell changed.
    case toggled(Bool)
    /// Text in the cell was edited.
    case edited(String)
    /// A named action of the cell (a swipe action, a button inside it).
    case action(String)
}
