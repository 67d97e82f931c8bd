// developer.apple.com/documentation/uikit/uiscrollview
/// A view that scrolls its content. The fake stores the content offset.
@MainActor
open class UIScrollView: UIView {
    /// The point of the content at the view's origin.
    open var contentOffset: CGPoint = .zero
}
