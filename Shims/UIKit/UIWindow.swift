// developer.apple.com/documentation/uikit/uiwindow
/// The backdrop of an app's user interface.
@MainActor
open class UIWindow: UIView {
    /// The root view controller of the window.
    open var rootViewController: UIViewController?

    /// Shows the window and makes it key (the fake records it).
    open func makeKeyAndVisible() {
        isHidden = false
    }
}
