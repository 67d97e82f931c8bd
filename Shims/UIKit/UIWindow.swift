// Follows UIKit.framework/Headers/UIWindow.h.
// developer.apple.com/documentation/uikit/uiwindow
/// The backdrop of an app's user interface. Its root view controller's view fills it; the
/// controllers presented from it are shown in it, over the root. (UIKit keeps a window hidden
/// until `makeKeyAndVisible()`; the fake shows controllers as soon as they are in it.)
@MainActor
open class UIWindow: UIView {
    /// The root view controller of the window: its view becomes the window's first subview,
    /// sized to the window, and it appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue, oldValue.viewIfLoaded?.superview === self { oldValue.view.removeFromSuperview() }
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(root.view, at: 0)
        }
    }

    /// Shows the window and makes it key (the fake records it).
    open func makeKeyAndVisible() {
        isHidden = false
    }
}
