/// Why the web host refused to show a module. The tree reports it as a refused transition and
/// stays as it was.
public enum WebHostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The module's view does not conform to ``WebModuleView``.
    case notAWebView(String)
    /// The view is already on the page.
    case alreadyShown(String)
    /// The view's opener is not on the page.
    case openerNotShown(String)
    /// Another view already fills the slot.
    case slotTaken(String)
    /// Showing the view (named) would put more pages and dialogs on the screen than the host's
    /// limit (given).
    case tooManyLayers(String, limit: Int)
    /// The host's session closed: it shows nothing more.
    case closed

    /// One sentence naming the view and the problem.
    public var description: String {
        switch self {
        case .notAWebView(let view): "\(view) cannot be shown in a browser: it is not a WebModuleView"
        case .alreadyShown(let view): "\(view) is already on the page"
        case .openerNotShown(let view): "cannot show \(view): the module that opened it is not on the page"
        case .slotTaken(let slot): "slot \(slot) already holds a view"
        case .closed: "the session closed: its screen shows nothing more (open the app again for a new session)"
        case .tooManyLayers(let view, let limit):
            "cannot show \(view): \(limit) pages and dialogs are open already, the most one session shows (close some first)"
        }
    }
}
