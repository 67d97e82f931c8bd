#if canImport(UIKit)
import Mosaic
import UIKit

/// The one cell factory of a table of cell groups: for each cell-model type, the cell class
/// registered with the table and how a dequeued cell shows the model; and the cell that shows
/// a group still loading or failed. Cells are registered under an identifier made from the
/// cell-model's type and dequeued by it, so reused cells only ever show models of their type.
///
/// ```swift
/// var factory = TableCellFactory(placeholder: PlaceholderCell.self) { cell, group, state in
///     cell.show(group: group, state: state)
/// }
/// factory.register(SwitchCellModel.self, cell: SwitchCell.self) { cell, model in
///     cell.title.text = model.title
///     cell.toggle.isOn = model.isOn
/// }
/// ```
@MainActor
public struct TableCellFactory {
    /// Dequeues and configures one row's cell.
    typealias Make = (UITableView, IndexPath) -> UITableViewCell?

    private var factory: CellFactory<Make>
    private var registrations: [(identifier: String, cell: UITableViewCell.Type)]

    /// Makes a factory whose loading and failed rows are `placeholder` cells, configured by
    /// `configure` with the group's name and its state.
    ///
    /// ```swift
    /// let factory = TableCellFactory(placeholder: PlaceholderCell.self) { cell, group, state in cell.show(group, state) }
    /// ```
    public init<Cell: UITableViewCell>(
        placeholder: Cell.Type, configure: @escaping (Cell, _ group: String, _ state: ListRow.Placeholder) -> Void
    ) {
        let identifier = "Mosaic.placeholder." + String(reflecting: Cell.self)
        registrations = [(identifier, Cell.self)]
        factory = CellFactory { group, state in
            { table, indexPath in
                let cell = table.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell
                if let cell { configure(cell, group, state) }
                return cell
            }
        }
    }

    /// Shows models of type `model` in cells of class `cell`, configured by `configure`.
    /// Registering a model type again replaces its cell.
    ///
    /// ```swift
    /// factory.register(TextCellModel.self, cell: TextCell.self) { cell, model in cell.label.text = model.text }
    /// ```
    public mutating func register<Model: CellModel, Cell: UITableViewCell>(
        _ model: Model.Type, cell: Cell.Type, configure: @escaping (Cell, Model) -> Void
    ) {
        let identifier = String(reflecting: Model.self)
        registrations.removeAll { $0.identifier == identifier }
        registrations.append((identifier, Cell.self))
        factory.register(Model.self) { model in
            { table, indexPath in
                let cell = table.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell
                if let cell { configure(cell, model) }
                return cell
            }
        }
    }

    /// Registers every cell class with `table`.
    func registerCells(in table: UITableView) {
        for registration in registrations {
            table.register(registration.cell, forCellReuseIdentifier: registration.identifier)
        }
    }

    /// The configured cell for `row`; a model type nobody registered is a ``CompositionError``
    /// naming it and its group.
    func cell(for row: ListRow, in table: UITableView, at indexPath: IndexPath) throws(CompositionError) -> UITableViewCell? {
        try factory.makeCell(for: row)(table, indexPath)
    }
}
#endif
