/// Where a ``DataProvider`` gets fresh values: the network, a bundled file, another process.
/// A service only fetches; caching is the provider's job.
///
/// ```swift
/// struct CatalogService: DataService {
///     let api: any APIClient
///     func fetch(_ category: String) async throws -> [CatalogModel] {
///         try await api.get("/catalog/\(category)")
///     }
/// }
/// ```
public protocol DataService<Key, Value>: Sendable {
    /// What a value is fetched by.
    associatedtype Key: Hashable & Sendable
    /// What is fetched.
    associatedtype Value: Sendable

    /// Fetches the value for `key`. Errors are the service's own; the provider wraps them in a
    /// ``ProviderError`` naming the provider and the key.
    ///
    /// ```swift
    /// let models = try await service.fetch("shoes")
    /// ```
    func fetch(_ key: Key) async throws -> Value
}
