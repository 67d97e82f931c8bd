// Follows UIKit.framework/Headers/UIStackView.h.
// developer.apple.com/documentation/uikit/uistackview
/// Lays out its arranged subviews in a line; a hidden arranged subview takes no space. The fake
/// keeps the arranged subviews in order.
@MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Makes a stack of `views`.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Makes an empty stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a stack from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arranged subviews (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }
}
