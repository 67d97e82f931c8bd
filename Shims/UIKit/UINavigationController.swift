// developer.apple.com/documentation/uikit/uinavigationcontroller
/// A stack of view controllers, its children. Pushes and pops happen at once (no animation);
/// the delegate hears `willShow` and `didShow` for each change, as after an animation in UIKit.
@MainActor
open class UINavigationController: UIViewController {
    /// Told when a controller is shown (after a push, a pop, a swipe back).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Makes a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// Makes an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first (the same as `children`). Setting it replaces the stack.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// Replaces the stack with `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for old in children where !viewControllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for new in viewControllers where new.parent !== self {
            addChild(new)
            new.didMove(toParent: self)
        }
        reorderChildren(viewControllers)
        showTop(animated: animated)
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController.parent == nil else {
            UIKitShim.warn("Pushing a view controller \(type(of: viewController)) that already has a parent is not supported")
            return
        }
        addChild(viewController)
        viewController.didMove(toParent: self)
        showTop(animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        showTop(animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them; nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        showTop(animated: animated)
        return popped
    }

    private func showTop(animated: Bool) {
        guard let top = topViewController else { return }
        delegate?.navigationController(self, willShow: top, animated: animated)
        delegate?.navigationController(self, didShow: top, animated: animated)
    }
}

// developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
/// Told when a navigation controller shows a controller. Every method is optional, as in UIKit.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A controller is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown (the stack may have lost controllers: a pop, a swipe back).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Optional in UIKit.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Optional in UIKit.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
