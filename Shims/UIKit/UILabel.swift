// Follows UIKit.framework/Headers/UILabel.h.
// developer.apple.com/documentation/uikit/uilabel
/// A view that shows text. The fake keeps the text and the line limit.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The most lines shown; 0 for as many as needed.
    open var numberOfLines = 1
}
