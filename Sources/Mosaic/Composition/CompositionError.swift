/// Why a composite module could not do what it was asked. Each case names the submodule, group,
/// slot or row involved; the composite stays consistent with its data (a failed part shows as a
/// placeholder, the others go on).
///
/// ```swift
/// do { _ = try factory.makeCell(for: row) }
/// catch { print(error) }   // "no cell factory knows BannerCellModel (group Notifications)"
/// ```
public struct CompositionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// A stack section's submodule could not be embedded.
        case sectionFailed(slot: String, underlying: TransitionError)
        /// Two sections (or groups, or row kinds) use the same name.
        case duplicateName(String)
        /// A cell group's loading threw.
        case groupFailed(group: String, underlying: any Error)
        /// A cell group's presenter refused a cell event.
        case eventFailed(group: String, underlying: any Error)
        /// A cell group produced two cell-models with the same id.
        case duplicateCellID(group: String, id: String)
        /// No cell factory is registered for a cell-model type.
        case unknownCellModel(type: String, group: String)
        /// A row index is outside the list.
        case noSuchRow(index: Int, count: Int)
        /// A row is a placeholder, not a cell, so it takes no events.
        case placeholderRow(index: Int, group: String)
        /// No row module is registered for a row kind.
        case unknownRowKind(String)
        /// A row module failed to build or configure.
        case rowBuildFailed(kind: String, index: Int, underlying: TransitionError)
        /// An update names an item that is no longer in the list.
        case rowGone(id: String)
        /// The list's own module is closed.
        case listClosed
    }

    /// What went wrong.
    public let reason: Reason
    /// The composite that reported it (`ScrollStack in MessageModule`, `CellGroupList`, ...).
    public let composite: String

    init(_ reason: Reason, in composite: String) {
        self.reason = reason
        self.composite = composite
    }

    /// One sentence naming the part and the cause.
    public var description: String {
        let message: String
        switch reason {
        case .sectionFailed(let slot, let underlying):
            message = "section \(slot) failed: \(underlying)"
        case .duplicateName(let name):
            message = "the name \(name) is used twice"
        case .groupFailed(let group, let underlying):
            message = "group \(group) failed to load: \(underlying)"
        case .eventFailed(let group, let underlying):
            message = "group \(group) refused the event: \(underlying)"
        case .duplicateCellID(let group, let id):
            message = "group \(group) has two cell-models with id \(id)"
        case .unknownCellModel(let type, let group):
            message = "no cell factory knows \(type) (group \(group))"
        case .noSuchRow(let index, let count):
            message = "row \(index) does not exist (the list has \(count) rows)"
        case .placeholderRow(let index, let group):
            message = "row \(index) is the placeholder of group \(group), not a cell"
        case .unknownRowKind(let kind):
            message = "no row module is registered for kind \(kind)"
        case .rowBuildFailed(let kind, let index, let underlying):
            message = "row \(index) (kind \(kind)) failed to build: \(underlying)"
        case .rowGone(let id):
            message = "the row of item \(id) is gone"
        case .listClosed:
            message = "its module is closed"
        }
        return "\(composite): \(message)"
    }
}
