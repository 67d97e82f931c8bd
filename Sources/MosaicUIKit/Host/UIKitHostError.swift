#if canImport(UIKit)
/// Why the UIKit host refused a transition. The tree reports it as a refused transition
/// (`hostRefused`), and the screen and the tree stay as they were.
public enum UIKitHostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The module's view does not conform to ``UIKitModuleView``.
    case notAUIKitView(view: String)
    /// The view (or its controller) is already on screen.
    case alreadyShown(view: String)
    /// The view's opener is not on screen.
    case openerNotShown(view: String, opener: String)
    /// A push was asked over a controller that is in no navigation controller.
    case noNavigationController(view: String, opener: String)
    /// The opener has no container view for the slot.
    case noSuchContainer(slot: String, view: String, opener: String)
    /// UIKit did not present the controller (the presenter was already presenting one).
    case presentationRefused(view: String, presenter: String)

    /// One sentence naming the views, the slot and the problem.
    public var description: String {
        switch self {
        case .notAUIKitView(let view):
            "\(view) cannot be shown by UIKit: it is not a UIKitModuleView"
        case .alreadyShown(let view):
            "\(view) is already on screen"
        case .openerNotShown(let view, let opener):
            "cannot show \(view): its opener \(opener) is not on screen"
        case .noNavigationController(let view, let opener):
            "cannot push \(view) over \(opener): it is not in a navigation controller"
        case .noSuchContainer(let slot, let view, let opener):
            "cannot embed \(view) in slot \(slot) of \(opener): \(opener) has no container view for that slot"
        case .presentationRefused(let view, let presenter):
            "UIKit did not present \(view) over \(presenter): it is already presenting another controller"
        }
    }
}
#endif
