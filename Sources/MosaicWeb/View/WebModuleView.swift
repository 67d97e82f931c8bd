import Mosaic

/// A module's view on the web host: it names the template that draws it, hands the template its
/// latest view model and receives the page's events (links, buttons, forms).
///
/// Templates are Mustache: `{{name}}` escapes HTML, and unescaped output is refused except for
/// `{{{slots.NAME}}}`, where the host puts an embedded module's HTML. The host gives every template
/// `mosaic.view` (this view's id) and `mosaic.token` (the session's token); the `mosaic-event`
/// partial writes both as hidden fields, so a form only adds its event name and fields.
///
/// ```swift
/// @MainActor final class InboxView: WebModuleView {
///     let presenter: InboxPresenter
///     let changes = ViewChanges()
///     init(presenter: InboxPresenter) { self.presenter = presenter }
///     var template: String { "inbox" }
///     var viewModel: Any { ["messages": presenter.rows] }
///     func handle(_ event: WebEvent) throws {
///         if event.name == "open" { try presenter.open(try event.intField("id")) }
///     }
/// }
/// ```
@MainActor
public protocol WebModuleView: ModuleView {
    /// The name of the template that draws this view, as registered in ``WebTemplates``.
    var template: String { get }
    /// What the template reads: a dictionary, an array or a struct (read by its property names).
    var viewModel: Any { get }
    /// Where the view says its view model changed, so that the open page is updated live. A
    /// session keeps each view's drawing and draws the view again only once it changed: after
    /// ``ViewChanges/send()``, after an event the view handled, when a view embedded in it or a
    /// list in it changed, or when the page's layers changed. A view model that changes at any
    /// other time must be announced.
    var changes: ViewChanges { get }
    /// An event from the page: a link followed, a button pressed, a form sent. Throwing refuses
    /// it; the page stays as it was and the browser is told why.
    func handle(_ event: WebEvent) throws
    /// The page's title while this view is in front (escaped). "Mosaic" unless given.
    var title: String { get }
    /// The cell group lists drawn in this view, each into the slot of its name.
    var lists: [WebCellList] { get }
    /// The cell module lists drawn in this view, each window into the slot of its name.
    var moduleLists: [WebModuleList] { get }
    /// The theme the view is drawn with: its wrapper carries `data-mosaic-theme="NAME"`, where
    /// ``ThemeStyleSheet`` sets the theme's tokens. None unless given.
    var theme: Theme? { get }
}

extension WebModuleView {
    /// "Mosaic".
    ///
    /// ```swift
    /// var title: String { presenter.subject }
    /// ```
    public var title: String { "Mosaic" }

    /// None.
    ///
    /// ```swift
    /// var lists: [WebCellList] { [settingsRows] }
    /// ```
    public var lists: [WebCellList] { [] }

    /// None.
    ///
    /// ```swift
    /// var moduleLists: [WebModuleList] { [inboxRows] }
    /// ```
    public var moduleLists: [WebModuleList] { [] }

    /// None: the view takes the theme of the view it is drawn in.
    ///
    /// A view that a builder or an activity styles keeps the theme it is given:
    ///
    /// ```swift
    /// extension InboxView: Themeable {
    ///     func apply(_ theme: Theme) { self.theme = theme }   // with `var theme: Theme?` stored
    /// }
    /// ```
    public var theme: Theme? { nil }
}
