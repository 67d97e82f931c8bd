// Follows UIKit.framework/Headers/UIViewController.h (view, containment, appearance,
// presentation) and UIViewControllerTransitionCoordinator.h.
// developer.apple.com/documentation/uikit/uiviewcontroller
/// An object that manages a view. The fake keeps child controllers, a lazily loaded view and the
/// chain of presented controllers, and calls the appearance methods as UIKit does:
/// `viewWillAppear(_:)` before the view is shown and `viewDidAppear(_:)` once its transition is
/// over (at once when it is not animated), the disappear pair likewise, parents before their
/// children, and a controller whose view enters or leaves a window outside a container's
/// transition (an embedded child) appears or disappears then. Presenting and dismissing complete
/// at once; a presented controller's view is shown in its presenter's window, filling it.
@MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in its appearance transitions.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private var loadedView: UIView?
    private var ownPresented: UIViewController?
    private weak var ownPresenting: UIViewController?
    private var ownPresentationController: UIPresentationController?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?
    /// Where the controller is in its appearance transitions (shim bookkeeping).
    private(set) var appearance = Appearance.disappeared
    private var appearanceAnimated = false

    /// Makes a view controller whose view comes from a nib (the fake makes a plain view).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Makes a view controller from an archive (a storyboard or XIB).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Makes a view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The title a navigation bar shows for the controller.
    open var title: String?

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view (the fake makes a plain `UIView`).
    open func loadView() {
        view = UIView()
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    /// The view is about to lay out its subviews (its size is set).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews: the place to set frames that depend on its size.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance

    /// The view is about to be added to the view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to the view hierarchy (after its transition).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from the view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from the view hierarchy (after its transition).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance calls reach the children on their own (UIKit's default: yes).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children an appearance call is forwarded to: every child whose view is in this
    /// controller's view (a navigation controller: only the top one).
    var appearanceChildren: [UIViewController] {
        childControllers.filter { child in
            guard let childView = child.viewIfLoaded, let root = loadedView else { return false }
            var current: UIView? = childView
            while let view = current {
                if view === root { return true }
                current = view.superview
            }
            return false
        }
    }

    /// Starts the controller's appearance (`isAppearing`) or disappearance: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, then its children's. A call that does
    /// not change anything (appearing twice) is what UIKit logs as unbalanced: recorded in
    /// ``UIKitShim/warnings``.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            UIKitShim.warn("Unbalanced calls to begin/end appearance transitions for \(type(of: self))")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: calls
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then its children's.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// The root view entered or left a window. A controller whose appearance no container is
    /// managing (the window's root, an embedded child of a shown parent) appears or disappears.
    func viewMovedWindow(entering: Bool) {
        if entering, appearance == .disappeared {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if !entering, appearance == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: Children

    /// The child view controllers.
    open var children: [UIViewController] { childControllers }

    /// The parent view controller.
    open var parent: UIViewController? { parentController }

    /// Adds `childController` as a child; calls its `willMove(toParent:)` first, as UIKit does.
    open func addChild(_ childController: UIViewController) {
        if childController.parentController !== self { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }

    /// Removes the controller from its parent; calls its `didMove(toParent: nil)`, as UIKit does.
    open func removeFromParent() {
        guard let parentController else { return }
        parentController.childControllers.removeAll { $0 === self }
        self.parentController = nil
        didMove(toParent: nil)
    }

    /// Shim only: puts the children in `order` (the same controllers).
    func reorderChildren(_ order: [UIViewController]) {
        childControllers = order
    }

    /// Called just before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = parentController
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentController
        }
        return nil
    }

    /// The coordinator of the transition this controller (or its nearest ancestor) is in, while
    /// one is running.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        parentController?.transitionCoordinator
    }

    // MARK: Presentation

    /// The controller this one (or the nearest ancestor that presents) presents.
    open var presentedViewController: UIViewController? {
        ownPresented ?? parentController?.presentedViewController
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? {
        ownPresenting ?? parentController?.presentingViewController
    }

    /// The presentation controller managing this controller when presented (made on first access).
    open var presentationController: UIPresentationController? {
        if let ownPresentationController { return ownPresentationController }
        let made = UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = made
        return made
    }

    /// Presents `viewControllerToPresent` modally from the root of this controller's parent chain,
    /// in a sheet over it (the presenter stays on screen and does not disappear). As UIKit,
    /// presenting from a controller that already presents one does nothing (UIKit logs a
    /// warning; the fake records it in ``UIKitShim/warnings``).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var host: UIViewController = self
        while let parent = host.parentController { host = parent }
        if let presented = host.ownPresented {
            UIKitShim.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: host)) which is already presenting \(type(of: presented))")
            return
        }
        guard viewControllerToPresent.ownPresenting == nil, viewControllerToPresent.parentController == nil else {
            UIKitShim.raise(
                "NSInvalidArgumentException",
                "Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already being presented or has a parent")
        }
        guard let window = host.viewIfLoaded?.window else {
            UIKitShim.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: host)) whose view is not in the window hierarchy")
            return
        }
        host.ownPresented = viewControllerToPresent
        viewControllerToPresent.ownPresenting = host
        let shown: UIView = viewControllerToPresent.view
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        shown.frame = window.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(shown)
        viewControllerToPresent.endAppearanceTransition()
        completion?()
    }

    /// Dismisses the controller this one presented and everything above it; called on a
    /// presented controller that presents nothing, asks its presenter to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var host: UIViewController = self
        while host.ownPresented == nil, host.ownPresenting == nil, let parent = host.parentController { host = parent }
        if let presented = host.ownPresented {
            host.dropPresentation(of: presented, animated: flag)
        } else if let presenting = host.ownPresenting {
            presenting.dropPresentation(of: host, animated: flag)
        }
        completion?()
    }

    private func dropPresentation(of presented: UIViewController, animated: Bool) {
        if let above = presented.ownPresented { presented.dropPresentation(of: above, animated: animated) }
        presented.beginAppearanceTransition(false, animated: animated)
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearanceTransition()
        ownPresented = nil
        presented.ownPresenting = nil
    }
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// What a running transition tells the code animating along with it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (a swipe back).
    var isInteractive: Bool { get }
    /// Whether the user cancelled it (the screen is back as it was).
    var isCancelled: Bool { get }
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// A running transition, to animate along with it or to act when it ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` along with the transition and `completion` once it ended (finished or
    /// cancelled); false when the transition is not animated (nothing is queued).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
