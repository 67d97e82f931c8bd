// developer.apple.com/documentation/uikit/uiview
/// A rectangle on screen holding subviews. The fake keeps the hierarchy and `isHidden` only.
@MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// Whether the view is hidden.
    open var isHidden = false
    /// The color the view's controls take (inherited from the superview when nil).
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor }
        set { ownTint = newValue }
    }
    private var ownTint: UIColor?
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// Makes a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Makes a view from an archive (a storyboard or XIB).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Makes a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` on top of the subviews, taking it from its former superview first.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}
