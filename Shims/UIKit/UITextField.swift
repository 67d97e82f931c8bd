// Follows UIKit.framework/Headers/UITextField.h.
// developer.apple.com/documentation/uikit/uitextfield
/// A one-line text the user edits. The fake keeps the text and the placeholder; typing is
/// setting `text` and `sendActions(for: .editingChanged)`.
@MainActor
open class UITextField: UIControl {
    /// The text in the field.
    open var text: String?
    /// What the empty field shows.
    open var placeholder: String?
}
