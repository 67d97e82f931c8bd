/// How an interactor hands responses to its use case's presenter: each call is presented and
/// displayed on the main actor before it returns, so responses reach the view in order. An
/// interactor may respond several times for one request (a cached result, then a fresh one; a
/// live list that follows the store).
///
/// ```swift
/// func load(_ request: Catalog.Load.Request, respond: Responder<Catalog.Load>) async {
///     await respond(.init(items: cached))
///     await respond(.init(items: try await fresh()))
/// }
/// ```
public struct Responder<U: UseCase>: Sendable {
    private let deliver: @Sendable (U.Response) async -> Void

    /// A responder that hands each response to `deliver` (``UseCasePipe`` makes these; tests may
    /// make their own to call an interactor directly).
    ///
    /// ```swift
    /// let responses = Recorded<Catalog.Load.Response>()
    /// await interactor.load(request, respond: Responder { await responses.append($0) })
    /// ```
    public init(_ deliver: @escaping @Sendable (U.Response) async -> Void) {
        self.deliver = deliver
    }

    /// Hands `response` on; returns once it has been displayed (or dropped, when the request
    /// was replaced or the module closed).
    ///
    /// ```swift
    /// await respond(.init(items: models))
    /// ```
    public func callAsFunction(_ response: U.Response) async {
        await deliver(response)
    }
}
