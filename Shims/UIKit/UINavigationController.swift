// Follows UIKit.framework/Headers/UINavigationController.h.
// developer.apple.com/documentation/uikit/uinavigationcontroller
/// A stack of view controllers, its children, showing the top one's view. As in UIKit, a change
/// of the stack updates `viewControllers` at once and is shown by a transition: the delegate
/// hears `willShow` when it starts and `didShow` when it is over; the controllers that leave and
/// come get the appearance calls (will… at the start, did… at the end). An animated transition
/// is over when the test lets it end (``UIKitShim/finishTransitions()``, as the run loop would);
/// one that is not animated ends at once. While a transition runs, a push, pop or new stack is
/// refused, as UIKit refuses it (and logs; the fake records it in ``UIKitShim/warnings``): code
/// that changes the stack then must wait for the transition's end (its `transitionCoordinator`).
/// A swipe back is an interactive pop the user may cancel, which puts the stack back and
/// reports nothing (``UIKitShim/beginSwipeBack(on:)``).
@MainActor
open class UINavigationController: UIViewController {
    /// Told when a controller is shown (after a push, a pop, a swipe back).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The running transition, if any.
    private(set) var transition: NavigationTransition?

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

    /// Loads the view, showing the top controller's view in it.
    open override func loadView() {
        super.loadView()
        if let top = topViewController { place(top) }
    }

    /// Only the top controller is shown, so only it hears its parent's appearance.
    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// The stack, bottom first (the same as `children`). Setting it replaces the stack without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The coordinator of the running push or pop, if any.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        transition ?? super.transitionCoordinator
    }

    /// Refuses a change while a transition runs, in UIKit's words.
    private func refusedDuringTransition(_ method: String) -> Bool {
        guard transition != nil else { return false }
        UIKitShim.warn(
            "\(method) called on <UINavigationController> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
        return true
    }

    /// Replaces the stack with `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !refusedDuringTransition("setViewControllers:animated:") else { return }
        let oldTop = topViewController
        var leaving: [UIViewController] = []
        for old in children where !viewControllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            leaving.append(old)
        }
        var arriving: [UIViewController] = []
        for new in viewControllers where new.parent !== self {
            addChild(new)
            arriving.append(new)
        }
        for old in leaving { removeChildKeepingParent(old) }
        reorderChildren(viewControllers)
        let newTop = topViewController
        guard oldTop !== newTop else {
            finishMoves(leaving: leaving, arriving: arriving)
            return
        }
        start(
            NavigationTransition(
                from: oldTop, to: newTop, leaving: leaving, arriving: arriving, animated: animated, interactive: false))
    }

    /// Pushes `viewController` on the stack. Pushing a controller that is already on it is an
    /// exception in UIKit.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            UIKitShim.raise("NSInvalidArgumentException", "Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))")
        }
        guard !refusedDuringTransition("pushViewController:animated:") else { return }
        guard viewController.parent == nil else {
            UIKitShim.warn("Pushing a view controller \(type(of: viewController)) that already has a parent is not supported")
            return
        }
        let oldTop = topViewController
        addChild(viewController)
        start(
            NavigationTransition(
                from: oldTop, to: viewController, leaving: [], arriving: [viewController], animated: animated, interactive: false))
    }

    /// Pops the top controller and returns it; nil (and nothing happens) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        guard !refusedDuringTransition("popViewControllerAnimated:") else { return nil }
        pop([top], animated: animated, interactive: false)
        return top
    }

    /// Pops the controllers above `viewController` and returns them; nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        guard !refusedDuringTransition("popToViewController:animated:") else { return nil }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty { pop(popped, animated: animated, interactive: false) }
        return popped
    }

    /// The user's swipe back begins: the top controller is popped interactively. The returned
    /// transition finishes or cancels as the user lifts their finger.
    func beginInteractivePop() -> NavigationTransition? {
        guard children.count > 1, let top = children.last, transition == nil else { return nil }
        pop([top], animated: true, interactive: true)
        return transition
    }

    private func pop(_ popped: [UIViewController], animated: Bool, interactive: Bool) {
        let oldTop = topViewController
        for controller in popped { controller.willMove(toParent: nil) }
        for controller in popped { removeChildKeepingParent(controller) }
        start(
            NavigationTransition(
                from: oldTop, to: topViewController, leaving: popped, arriving: [], animated: animated, interactive: interactive))
    }

    /// Takes `controller` out of the stack; its parent link goes at the end of the transition.
    private func removeChildKeepingParent(_ controller: UIViewController) {
        reorderChildren(children.filter { $0 !== controller })
    }

    // MARK: Transitions

    private func start(_ transition: NavigationTransition) {
        transition.navigation = self
        self.transition = transition
        if let from = transition.from, from !== transition.to, isShown {
            from.beginAppearanceTransition(false, animated: transition.isAnimated)
        }
        if let to = transition.to, transition.from !== to {
            if isShown { to.beginAppearanceTransition(true, animated: transition.isAnimated) }
            place(to)
        }
        if let to = transition.to { delegate?.navigationController(self, willShow: to, animated: transition.isAnimated) }
        if transition.isAnimated {
            UIKitShim.running(transition)
        } else {
            finish(transition, cancelled: false)
        }
    }

    /// Whether the navigation controller's own view is on screen (its children appear with it).
    private var isShown: Bool { appearance == .appeared || appearance == .appearing }

    /// Ends `transition`: finished, the leaving controllers go; cancelled, the stack is put back
    /// as it was and nothing is reported.
    func finish(_ transition: NavigationTransition, cancelled: Bool) {
        guard self.transition === transition else { return }
        self.transition = nil
        transition.isCancelled = cancelled
        if cancelled {
            // Only an interactive pop can be cancelled: its controllers go back on the stack.
            reorderChildren(children + transition.leaving)
            for controller in transition.leaving { controller.didMove(toParent: self) }
            if let to = transition.to, to !== topViewController {
                to.beginAppearanceTransition(false, animated: true)
                to.viewIfLoaded?.removeFromSuperview()
                to.endAppearanceTransition()
            }
            if let from = transition.from {
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
            transition.complete()
            return
        }
        if let from = transition.from, from !== transition.to {
            from.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceTransition()
        }
        if let to = transition.to, transition.from !== to { to.endAppearanceTransition() }
        finishMoves(leaving: transition.leaving, arriving: transition.arriving)
        transition.complete()
        if let to = transition.to { delegate?.navigationController(self, didShow: to, animated: transition.isAnimated) }
    }

    private func finishMoves(leaving: [UIViewController], arriving: [UIViewController]) {
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            // Still the parent until now (UIKit calls didMove(toParent: nil) once it is gone).
            addChildBack(controller)
            controller.removeFromParent()
        }
        for controller in arriving where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// Puts `controller` back among the children for a moment, so `removeFromParent()` unlinks it.
    private func addChildBack(_ controller: UIViewController) {
        if controller.parent === self, !children.contains(where: { $0 === controller }) {
            reorderChildren(children + [controller])
        }
    }

    /// Shows `controller`'s view in this controller's view, filling it.
    private func place(_ controller: UIViewController) {
        guard let root = viewIfLoaded else { return }
        let shown: UIView = controller.view
        shown.frame = root.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown.superview !== root { root.addSubview(shown) }
    }
}

/// A running push, pop or change of stack of a navigation controller (shim bookkeeping), and
/// the coordinator code can wait on.
@MainActor
final class NavigationTransition: NSObject, UIViewControllerTransitionCoordinator {
    weak var navigation: UINavigationController?
    let from: UIViewController?
    let to: UIViewController?
    let leaving: [UIViewController]
    let arriving: [UIViewController]
    let isAnimated: Bool
    let isInteractive: Bool
    var isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        from: UIViewController?, to: UIViewController?, leaving: [UIViewController], arriving: [UIViewController],
        animated: Bool, interactive: Bool
    ) {
        self.from = from
        self.to = to
        self.leaving = leaving
        self.arriving = arriving
        self.isAnimated = animated
        self.isInteractive = interactive
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the completions queued with `animate(alongsideTransition:completion:)`.
    func complete() {
        let queued = completions
        completions = []
        for completion in queued { completion(self) }
    }

    /// Ends the transition (the user lifted their finger, or the animation is over).
    func end(cancelled: Bool) {
        navigation?.finish(self, cancelled: cancelled)
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
