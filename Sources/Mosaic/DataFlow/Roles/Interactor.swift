/// YARCH's Interactor: a module's business logic. It takes requests, asks ``DataProvider``s and
/// ``Worker``s (never the network or a database directly) and answers with responses. It is
/// `Sendable` (a final class of `let`s, or an actor) and runs off the main actor.
///
/// ```swift
/// final class CatalogInteractor: Interactor {
///     let provider: DataProvider<String, [CatalogModel]>
///     let sorter: SortByPriceWorker
///     init(provider: DataProvider<String, [CatalogModel]>, sorter: SortByPriceWorker) { ... }
///
///     func load(_ request: Catalog.Load.Request) async -> Catalog.Load.Response {
///         do { return .loaded(try await sorter.run(provider.value(for: request.category).value)) }
///         catch { return .failed(error) }
///     }
/// }
/// ```
public protocol Interactor: Sendable {}
