/// One row of a ``CellGroupList``: a group's cell, or the placeholder of a group that is still
/// loading or failed.
///
/// ```swift
/// switch list.rows[0] {
/// case .cell(let group, let model): print(group, model)
/// case .placeholder(let group, let state): print(group, state)
/// }
/// ```
public enum ListRow: Sendable, CustomStringConvertible {
    /// A cell made from `model`, belonging to `group`.
    case cell(group: String, model: any CellModel)
    /// The stand-in for a group that has no cells to show yet.
    case placeholder(group: String, Placeholder)

    /// Why a group shows a placeholder.
    public enum Placeholder: Sendable, Equatable {
        /// Its cell-models are on their way.
        case loading
        /// It failed; the message says why.
        case failed(String)
    }

    /// The group the row belongs to.
    public var group: String {
        switch self {
        case .cell(let group, _), .placeholder(let group, _): group
        }
    }

    /// The row's identity across updates: `group/id` for cells, `group/…` for placeholders.
    public var identity: String {
        switch self {
        case .cell(let group, let model): "\(group)/\(model.anyID)"
        case .placeholder(let group, _): "\(group)/…"
        }
    }

    /// `Profile/name`, `Mailboxes/… loading`, `Mailboxes/… failed: offline`.
    public var description: String {
        switch self {
        case .cell: identity
        case .placeholder(_, .loading): "\(identity) loading"
        case .placeholder(_, .failed(let message)): "\(identity) failed: \(message)"
        }
    }
}
