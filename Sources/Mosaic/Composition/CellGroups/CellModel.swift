/// The view model of one cell: what a cell factory needs to make and fill a cell. Its `id` says
/// which cell it is across updates; equality says whether the cell must be reloaded.
///
/// ```swift
/// struct SwitchCellModel: CellModel {
///     let id: String          // "push-notifications"
///     let title: String
///     let isOn: Bool
/// }
/// ```
public protocol CellModel: Identifiable, Equatable, Sendable where ID: Sendable {}

extension CellModel {
    /// Whether `other` is a cell-model of the same type with equal content.
    func isSame(as other: any CellModel) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// The id, type-erased, for descriptions.
    var anyID: AnyHashable { AnyHashable(id) }

    /// The id's hash: a cheap first test of identity (equal ids have equal hashes).
    var idHash: Int { id.hashValue }

    /// Whether `other` is a cell-model of the same type with the same id.
    func hasSameID(as other: any CellModel) -> Bool {
        guard let other = other as? Self else { return false }
        return id == other.id
    }
}
