/// YARCH's Presenter: turns each response into a view model, formatting numbers, prices, dates
/// and text with its ``Formats``. Presenting is a pure function of the response and the
/// formats, which the presenter exposes: it keeps no hidden state, so a test gives it a response
/// and checks the view model. Main-actor isolated, like every UI-facing role.
///
/// ```swift
/// @MainActor final class CatalogPresenter: Presenter {
///     let formats: Formats
///     init(formats: Formats) { self.formats = formats }
///     func present(_ response: Catalog.Load.Response) -> Catalog.Load.ViewModel {
///         .init(rows: response.items.map { "\($0.title) · \(formats.price($0.price, currency: "EUR"))" })
///     }
/// }
/// ```
@MainActor
public protocol Presenter {
    /// Everything the presenter formats with: locale, time zone, localisation.
    var formats: Formats { get }
}
