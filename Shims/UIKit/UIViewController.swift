// developer.apple.com/documentation/uikit/uiviewcontroller
/// An object that manages a view. The fake keeps child controllers, a lazily loaded view and the
/// chain of presented controllers; presenting and dismissing happen at once (no animation).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var ownPresented: UIViewController?
    private weak var ownPresenting: UIViewController?
    private var ownPresentationController: UIPresentationController?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?

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
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view (the fake makes a plain `UIView`).
    open func loadView() {
        loadedView = UIView()
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
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

    /// Presents `viewControllerToPresent` modally from the root of this controller's parent chain.
    /// As UIKit, presenting from a controller that already presents one does nothing (UIKit logs
    /// a warning; the fake records it in ``UIKitShim/warnings``).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var host: UIViewController = self
        while let parent = host.parentController { host = parent }
        if let presented = host.ownPresented {
            UIKitShim.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: host)) which is already presenting \(type(of: presented))")
            return
        }
        guard viewControllerToPresent.ownPresenting == nil, viewControllerToPresent.parentController == nil else {
            UIKitShim.warn("Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already presented or has a parent")
            return
        }
        host.ownPresented = viewControllerToPresent
        viewControllerToPresent.ownPresenting = host
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses the controller this one presented and everything above it; called on a
    /// presented controller that presents nothing, asks its presenter to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var host: UIViewController = self
        while host.ownPresented == nil, host.ownPresenting == nil, let parent = host.parentController { host = parent }
        if let presented = host.ownPresented {
            host.dropPresentation(of: presented)
        } else if let presenting = host.ownPresenting {
            presenting.dropPresentation(of: host)
        }
        completion?()
    }

    private func dropPresentation(of presented: UIViewController) {
        if let above = presented.ownPresented { presented.dropPresentation(of: above) }
        ownPresented = nil
        presented.ownPresenting = nil
    }
}
