// developer.apple.com/documentation/uikit/uiscrollview
/// A view that scrolls its content. The fake stores the content offset.
@MainActor
open class UIScrollView: UIView {
    /// The point of the content at the view's origin.
    open var contentOffset: CGPoint = .zero
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
