/// One use case of a module (a DataFlow use case): the data the view sends the interactor
/// (`Request`), the interactor hands the presenter (`Response`) and the presenter hands the view
/// (`ViewModel`), declared together inside an enum named after the module. A ``UseCasePipe``
/// connects the three roles with these types, so a role that takes or returns the wrong one is
/// a compile error.
///
/// ```swift
/// enum Catalog {
///     enum Load: UseCase {
///         struct Request: Sendable { var category: String }
///         struct Response: Sendable { var items: [CatalogModel] }
///         struct ViewModel: Sendable, Equatable { var rows: [String] }
///     }
/// }
/// ```
public protocol UseCase: SendableMetatype {
    /// What the view asks for (view → interactor).
    associatedtype Request: Sendable
    /// What the interactor found (interactor → presenter); a failure is part of it, so the
    /// presenter decides how to show it.
    associatedtype Response: Sendable
    /// What the view shows, fully formatted (presenter → view): plain data, no logic.
    associatedtype ViewModel: Sendable
}
