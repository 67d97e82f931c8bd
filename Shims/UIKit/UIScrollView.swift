// Follows UIKit.framework/Headers/UIScrollView.h.
// developer.apple.com/documentation/uikit/uiscrollview
/// A view that scrolls its content. As in UIKit, the content offset is the origin of the view's
/// bounds: scrolling moves what the view shows and asks for layout.
@MainActor
open class UIScrollView: UIView {
    /// The point of the content at the view's origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// The size of the content (a table view sets it from its rows).
    open var contentSize: CGSize = .zero
}

// developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// Told when a scroll view scrolls. Every method is optional, as in UIKit.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Optional in UIKit.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
