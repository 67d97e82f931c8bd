/// One universal cell factory for every group of a list, keyed by cell-model type: each cell
/// type is registered once, with how to make it from its model, and any group may use it.
/// `Cell` is the host's cell type (a `UITableViewCell`, an HTML fragment, a string in tests).
///
/// ```swift
/// var factory = CellFactory<String> { group, placeholder in "[\(group) \(placeholder)]" }
/// factory.register(SwitchCellModel.self) { "\($0.title): \($0.isOn ? "on" : "off")" }
/// let cell = try factory.makeCell(for: list.rows[0])
/// ```
@MainActor
public struct CellFactory<Cell> {
    private var makers: [ObjectIdentifier: (any CellModel) -> Cell?] = [:]
    private let placeholder: (String, ListRow.Placeholder) -> Cell

    /// Makes a factory; `placeholder` makes the cell shown for a group loading or failed.
    ///
    /// ```swift
    /// var factory = CellFactory<String> { group, state in "\(group): \(state)" }
    /// ```
    public init(placeholder: @escaping (_ group: String, _ state: ListRow.Placeholder) -> Cell) {
        self.placeholder = placeholder
    }

    /// Teaches the factory one cell-model type.
    ///
    /// ```swift
    /// factory.register(SwitchCellModel.self) { model in SwitchCell(model) }
    /// ```
    public mutating func register<Model: CellModel>(_ type: Model.Type, make: @escaping (Model) -> Cell) {
        makers[ObjectIdentifier(Model.self)] = { model in (model as? Model).map(make) }
    }

    /// Makes the cell for a row. A cell-model type nobody registered is an error naming the
    /// type and the group.
    ///
    /// ```swift
    /// let cells = try list.rows.map { try factory.makeCell(for: $0) }
    /// ```
    public func makeCell(for row: ListRow) throws(CompositionError) -> Cell {
        switch row {
        case .placeholder(let group, let state):
            return placeholder(group, state)
        case .cell(let group, let model):
            guard let cell = makers[ObjectIdentifier(type(of: model))]?(model) else {
                throw CompositionError(
                    .unknownCellModel(type: String(describing: type(of: model)), group: group), in: "CellFactory")
            }
            return cell
        }
    }
}
