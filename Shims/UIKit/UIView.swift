// Follows UIKit.framework/Headers/UIView.h (UIView, UIViewAutoresizing).
// developer.apple.com/documentation/uikit/uiview
/// A rectangle on screen holding subviews. The fake keeps the hierarchy, the frame and bounds,
/// `isHidden`, and lays out as UIKit does for what the adapter needs: a change of size resizes
/// the subviews by their `autoresizingMask`, and `layoutIfNeeded()` runs `layoutSubviews()` down
/// the hierarchy (where a table view makes the cells of the rows it shows). Auto Layout
/// constraints are not modelled: views laid out by constraints keep the frame they are given.
@MainActor
open class UIView: UIResponder {
    // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    /// How a view resizes when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches with the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches with the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    private var ownFrame: CGRect
    private var ownBoundsOrigin = CGPoint.zero
    private var needsLayout = true

    /// The view's frame in its superview's coordinates. A new size resizes the subviews by their
    /// masks and asks for layout.
    open var frame: CGRect {
        get { ownFrame }
        set {
            let old = ownFrame.size
            ownFrame = newValue
            if old != newValue.size { sizeChanged(from: old) }
        }
    }

    /// The view's own coordinates: its origin is where its content is scrolled to (a scroll
    /// view's `contentOffset`), its size the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: ownBoundsOrigin, size: ownFrame.size) }
        set {
            ownBoundsOrigin = newValue.origin
            frame = CGRect(origin: ownFrame.origin, size: newValue.size)
            setNeedsLayout()
        }
    }

    /// How the view resizes when its superview does (UIKit's default: none).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the subviews are resized by their masks (UIKit's default: yes).
    open var autoresizesSubviews = true
    /// Whether the view is placed by its frame and mask rather than by constraints. Kept, not
    /// acted on: the fake lays out by frames only.
    open var translatesAutoresizingMaskIntoConstraints = true
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
    /// The controller whose root view this is (UIKit knows it as the view's next responder).
    weak var owningController: UIViewController?

    /// Makes a view with `frame`.
    public init(frame: CGRect) {
        ownFrame = frame
        super.init()
    }

    /// Makes a view from an archive (a storyboard or XIB).
    public required init?(coder: NSCoder) {
        ownFrame = .zero
        super.init()
    }

    /// Makes a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    // MARK: The hierarchy

    /// Adds `view` on top of the subviews, taking it from its former superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`, taking it from its former superview first.
    open func insertSubview(_ view: UIView, at index: Int) {
        let wasInWindow = view.window != nil
        view.detach(leavingWindow: false)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        let isInWindow = window != nil
        if isInWindow != wasInWindow { view.windowChanged(entering: isInWindow) }
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        detach(leavingWindow: true)
    }

    private func detach(leavingWindow: Bool) {
        guard let superview else { return }
        let wasInWindow = window != nil
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if wasInWindow, leavingWindow { windowChanged(entering: false) }
    }

    /// The view and its subviews entered or left a window: the controllers whose views they are
    /// appear or disappear, as UIKit's do when their views move to or from a window.
    private func windowChanged(entering: Bool) {
        if let owningController { owningController.viewMovedWindow(entering: entering) }
        for subview in subviews { subview.windowChanged(entering: entering) }
    }

    // MARK: Layout

    private func sizeChanged(from old: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let grewBy = CGSize(width: ownFrame.width - old.width, height: ownFrame.height - old.height)
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            if subview.autoresizingMask.contains(.flexibleWidth) { frame.size.width += grewBy.width }
            if subview.autoresizingMask.contains(.flexibleHeight) { frame.size.height += grewBy.height }
            if subview.autoresizingMask.contains(.flexibleLeftMargin) { frame.origin.x += grewBy.width }
            if subview.autoresizingMask.contains(.flexibleTopMargin) { frame.origin.y += grewBy.height }
            subview.frame = frame
        }
    }

    /// Asks for `layoutSubviews()` in the next layout pass.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the layout pass now: `layoutSubviews()` on this view if it needs layout, then on
    /// its subviews (UIKit runs this pass on its own before drawing; tests call it).
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the subviews (nothing here: frames and masks have placed them).
    open func layoutSubviews() {}
}
