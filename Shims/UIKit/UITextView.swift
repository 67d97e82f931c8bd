// Follows UIKit.framework/Headers/UITextView.h.
// developer.apple.com/documentation/uikit/uitextviewdelegate
/// What a text view tells about the user's editing.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Nothing (the method is optional in UIKit).
    public func textViewDidChange(_ textView: UITextView) {}
}

// developer.apple.com/documentation/uikit/uitextview
/// Scrolling, multi-line text the user edits. The fake keeps the text and the delegate; typing
/// is setting `text` and telling the delegate `textViewDidChange(_:)`.
@MainActor
open class UITextView: UIScrollView {
    /// The text shown.
    open var text: String! = ""
    /// Told about the user's editing.
    open weak var delegate: (any UITextViewDelegate)?
}
