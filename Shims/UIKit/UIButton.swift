// Follows UIKit.framework/Headers/UIButton.h.
// developer.apple.com/documentation/uikit/uibutton
/// A control that runs an action when tapped. The fake keeps the titles per state; a tap
/// (``UIKitShim/tap(_:)``) sends `.touchUpInside`, then `.primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
    // developer.apple.com/documentation/uikit/uibutton/buttontype
    /// The button's look.
    public enum ButtonType: Int, Sendable {
        /// No look of its own.
        case custom = 0
        /// The system's look: a tinted title.
        case system = 1
    }

    /// The button's look.
    public private(set) var buttonType: ButtonType = .system
    private var titles: [UInt: String] = [:]

    /// Makes a button of `buttonType`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Makes a button that runs `primaryAction` on `.primaryActionTriggered` (a tap) and shows
    /// its title.
    @available(iOS 14.0, tvOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title shown in `state` (the normal title when none is set for it).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }
}
