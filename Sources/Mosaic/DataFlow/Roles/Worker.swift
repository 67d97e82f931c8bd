/// YARCH's Worker: one reusable piece of business logic (a filter, a sort, a price rule) that
/// several interactors share. It holds no module state, so it is `Sendable` and tested alone.
///
/// ```swift
/// struct SortByPriceWorker: Worker {
///     func run(_ models: [CatalogModel]) -> [CatalogModel] { models.sorted { $0.price < $1.price } }
/// }
/// let sorted = try await SortByPriceWorker().run(models)
/// ```
public protocol Worker<Input, Output>: Sendable {
    /// What the worker works on.
    associatedtype Input: Sendable
    /// What it produces.
    associatedtype Output: Sendable

    /// Does the work (implementations may be synchronous and non-throwing).
    ///
    /// ```swift
    /// let sorted = try await worker.run(models)
    /// ```
    func run(_ input: Input) async throws -> Output
}
