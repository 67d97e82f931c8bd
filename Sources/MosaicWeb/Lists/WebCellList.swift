import Mosaic

/// The web host of a cell group list inside a module's view. The view's template places the
/// rows with `{{{slots.NAME}}}`; when a group publishes new cells, only the rows that changed
/// travel to the open page (deleted, moved, inserted and reloaded rows of the `ListUpdate`),
/// and the page script applies them in place.
///
/// The view owns it (the list holds its host weakly) and lists it in ``WebModuleView/lists``.
///
/// ```swift
/// @MainActor final class SettingsView: WebModuleView {
///     let changes = ViewChanges()
///     let rows: WebCellList
///     init(list: CellGroupList) {
///         rows = WebCellList(name: "rows", list: list, changes: changes) { row in
///             WebCell(template: "setting", model: ["text": row.description])
///         }
///     }
///     var lists: [WebCellList] { [rows] }
///     func handle(_ event: WebEvent) throws { try rows.handleRowEvent(event) }
///     ...
/// }
/// ```
@MainActor
public final class WebCellList: ListHost {
    /// The slot the rows go into.
    public let name: String
    /// The list drawn.
    public let list: CellGroupList
    private let changes: ViewChanges
    private let cell: @MainActor (ListRow) -> WebCell

    /// Hosts `list` in the view whose changes are `changes`, drawing each row with `cell`.
    ///
    /// ```swift
    /// let rows = WebCellList(name: "rows", list: list, changes: changes) { WebCell(template: "row", model: ["text": $0.description]) }
    /// ```
    public init(name: String, list: CellGroupList, changes: ViewChanges, cell: @escaping @MainActor (ListRow) -> WebCell) {
        self.name = name
        self.list = list
        self.changes = changes
        self.cell = cell
        list.host = self
    }

    /// The whole list changed: the view is drawn again.
    ///
    /// ```swift
    /// rows.reload(list)
    /// ```
    public func reload(_ list: CellGroupList) {
        changes.send()
    }

    /// Some rows changed: only those travel to the page.
    ///
    /// ```swift
    /// rows.apply(ListUpdate(reloads: [2]), to: list)
    /// ```
    public func apply(_ update: ListUpdate, to list: CellGroupList) {
        changes.sendRows(of: self, update)
    }

    /// Hands a row's event to the group that made the row: `select`, `toggle` (field `on`:
    /// `true` or `false`), `edit` (field `text`) or `action` (field `action`), with the row's
    /// index in field `row`. Returns false for other events. A row out of range, a placeholder
    /// row or a missing field throws, and nothing changes.
    ///
    /// ```swift
    /// if try rows.handleRowEvent(event) { return }
    /// ```
    @discardableResult
    public func handleRowEvent(_ event: WebEvent) throws -> Bool {
        let cellEvent: CellEvent
        switch event.name {
        case "select": cellEvent = .selected
        case "toggle": cellEvent = .toggled(try event.field("on") == "true")
        case "edit": cellEvent = .edited(try event.field("text"))
        case "action": cellEvent = .action(try event.field("action"))
        default: return false
        }
        let row = try event.intField("row")
        guard row >= 0, row < list.rowCount else {
            throw WebEventError(event: event.name, field: "row", problem: .outOfRange(row, count: list.rowCount))
        }
        try list.handle(cellEvent, atRow: row)
        return true
    }

    var rowCount: Int { list.rowCount }

    /// How row `index` is drawn (nil out of range).
    func cell(at index: Int) -> WebCell? {
        let rows = list.rows
        guard rows.indices.contains(index) else { return nil }
        return cell(rows[index])
    }
}
