/// A submodule of a ``CellGroupList`` seen from the list: its view is a cell-model factory. It
/// turns its presenter's data into cell-models, sends cell events back to the presenter, and
/// publishes later changes through the ``CellGroupUpdates`` it is given.
///
/// ```swift
/// @MainActor final class NotificationsCells: CellGroup {
///     let name = "Notifications"
///     let presenter: NotificationsPresenter
///     func loadCellModels() async throws -> [any CellModel] {
///         let settings = try await presenter.load()
///         return [SwitchCellModel(id: "push", title: "Push", isOn: settings.push)]
///     }
///     func handle(_ event: CellEvent, on cell: any CellModel) throws {
///         if case .toggled(let on) = event { try presenter.setPush(on) }
///     }
/// }
/// ```
@MainActor
public protocol CellGroup: AnyObject, Sendable {
    /// The group's name, unique within its list (used for placeholders and in errors).
    var name: String { get }
    /// Asks the group's presenter for its data and returns its cell-models, in order.
    func loadCellModels() async throws -> [any CellModel]
    /// Sends an event from one of the group's cells back to its presenter.
    func handle(_ event: CellEvent, on cell: any CellModel) throws
    /// Hands the group its line to the list, for changes after the first load. Keep it and call
    /// ``CellGroupUpdates/publish(_:)`` when the data changes.
    func attach(_ updates: CellGroupUpdates)
}

extension CellGroup {
    /// Groups whose content never changes after loading need not keep their updates.
    ///
    /// ```swift
    /// // nothing to write: the default ignores the updates line
    /// ```
    public func attach(_ updates: CellGroupUpdates) {}

    /// Groups whose cells take no events need not handle them.
    ///
    /// ```swift
    /// // nothing to write: the default ignores events
    /// ```
    public func handle(_ event: CellEvent, on cell: any CellModel) throws {}
}

/// A group's line to its ``CellGroupList``: publishing new cell-models turns into a minimal
/// update of the list (insert, delete, move, reload). It holds the list weakly.
///
/// ```swift
/// updates.publish(newCellModels)
/// ```
@MainActor
public struct CellGroupUpdates {
    weak var list: CellGroupList?
    let group: ObjectIdentifier

    /// Replaces the group's cell-models. Ignored once the list is gone.
    ///
    /// ```swift
    /// updates.publish([SwitchCellModel(id: "push", title: "Push", isOn: false)])
    /// ```
    public func publish(_ cellModels: [any CellModel]) {
        list?.group(group, published: .success(cellModels))
    }

    /// Reports that the group failed (its placeholder shows the error).
    ///
    /// ```swift
    /// updates.fail(error)
    /// ```
    public func fail(_ error: any Error) {
        list?.group(group, published: .failure(error))
    }
}
