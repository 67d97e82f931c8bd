#if canImport(UIKit)
import Mosaic
import UIKit

/// The UIKit host of a module tree. The root goes into the window inside a navigation
/// controller; a push goes onto the opener's navigation controller; a modal is presented over
/// the opener, inside a navigation controller of its own (so it can push); an embedded module's
/// controller becomes a child of its opener's controller, its view going into the container view
/// of the slot (`addChild`, `addSubview`, `didMove(toParent:)`). Closing does the reverse.
///
/// Each change is applied whole or not at all: a view that is not a ``UIKitModuleView``, a push
/// where there is no navigation controller, a slot without a container view or a presentation
/// UIKit refuses throws a ``UIKitHostError`` and leaves the screen as it was.
///
/// When the user closes a screen on their own — swipes back or taps the back button, swipes a
/// sheet down — the host reports it to the tree as a close the host made, so the tree keeps
/// matching the screen. It checks once the navigation controller's transition is over (its
/// delegate's `didShow`), so a swipe back the user gives up reports nothing.
///
/// UIKit refuses to change a navigation stack while one of its transitions runs; a push or pop
/// the tree asks for then is made when that transition ends (through its transition
/// coordinator), and the module counts as shown from the start.
///
/// An embedded module's view fills its container view and resizes with it; give each container
/// view, and each table view, a frame (or constraints) so that there is something to show.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let scene = scene as? UIWindowScene else { return }
///     let window = UIWindow(windowScene: scene)
///     let host = UIKitHost(window: window)
///     let tree = ModuleTree(container: container, host: host)
///     host.attach(to: tree)
///     try? tree.start(InboxModule.self)
///     window.makeKeyAndVisible()
/// }
/// ```
@MainActor
public final class UIKitHost: TransitionHandler {
    /// The window whose root view controller the root module's navigation controller becomes.
    public let window: UIWindow
    /// Whether pushes, presentations and dismissals animate.
    ///
    /// ```swift
    /// host.animates = false    // in UI tests
    /// ```
    public var animates = true
    /// The tree the user's own closes are reported to.
    weak var tree: ModuleTree?
    /// What is on screen, in the order it came.
    private(set) var shown: [ShownView] = []
    private var applying = false
    private let navigationObserver = NavigationObserver()
    private let sheetObserver = SheetObserver()

    /// Makes a host that shows the root module in `window`.
    ///
    /// ```swift
    /// let host = UIKitHost(window: window)
    /// ```
    public init(window: UIWindow) {
        self.window = window
        navigationObserver.host = self
        sheetObserver.host = self
    }

    /// Names the tree that the user's own closes (swipe back, sheet swiped down) are reported to.
    ///
    /// ```swift
    /// host.attach(to: tree)
    /// ```
    public func attach(to tree: ModuleTree) {
        self.tree = tree
    }

    /// The controller showing `view`, while the host shows it.
    ///
    /// ```swift
    /// let controller = host.controller(showing: messageView)
    /// ```
    public func controller(showing view: any ModuleView) -> UIViewController? {
        shown.first { $0.view === view }?.controller
    }

    /// How many module views are on screen, embedded ones included.
    public var viewCount: Int { shown.count }

    /// Applies every step of `change`, or none: when a step cannot apply, the steps already made
    /// are undone in reverse order and the ``UIKitHostError`` is thrown.
    ///
    /// ```swift
    /// try host.apply(ScreenChange([.show(messageView, style: .push, over: inboxView)]))
    /// ```
    public func apply(_ change: ScreenChange) throws {
        let saved = shown
        var undo: [() -> Void] = []
        let wasApplying = applying
        applying = true
        defer { applying = wasApplying }
        do {
            for step in change {
                switch step {
                case .show(let view, let style, let opener): try show(view, style: style, over: opener, undo: &undo)
                case .remove(let view, _, _): remove(view, undo: &undo)
                }
            }
        } catch {
            for step in undo.reversed() { step() }
            shown = saved
            throw error
        }
    }

    // MARK: Showing

    private func show(
        _ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?, undo: inout [() -> Void]
    ) throws(UIKitHostError) {
        let name = String(describing: type(of: view))
        guard let view = view as? any UIKitModuleView else { throw .notAUIKitView(view: name) }
        let controller = view.viewController
        guard !shown.contains(where: { $0.view === view || $0.controller === controller }),
            controller.parent == nil, controller.presentingViewController == nil
        else { throw .alreadyShown(view: name) }
        let animated = animates
        if style == .root {
            let navigation = UINavigationController(rootViewController: controller)
            navigation.delegate = navigationObserver
            let previous = window.rootViewController
            shown.append(ShownView(view: view, style: style, navigation: navigation))
            window.rootViewController = navigation
            undo.append { [window] in
                window.rootViewController = previous
                navigation.viewControllers = []
            }
            return
        }
        let openerName = opener.map { String(describing: type(of: $0)) } ?? "nothing"
        guard let opener, let openerShown = shown.first(where: { $0.view === opener }) else {
            throw .openerNotShown(view: name, opener: openerName)
        }
        switch style {
        case .root:
            return
        case .push:
            guard let navigation = stack(of: openerShown) else {
                throw .noNavigationController(view: name, opener: openerName)
            }
            let before = navigation.viewControllers
            shown.append(ShownView(view: view, style: style, navigation: navigation))
            Self.whenSettled(navigation) { navigation.pushViewController(controller, animated: animated) }
            undo.append { Self.whenSettled(navigation) { navigation.viewControllers = before } }
        case .modal:
            // From the opener, or from its navigation controller while the opener's push waits
            // for a transition to end (the opener is not on screen yet).
            var presenter = openerShown.controller
            if presenter.viewIfLoaded?.window == nil, let navigation = stack(of: openerShown) { presenter = navigation }
            while let above = presenter.presentedViewController, above !== presenter { presenter = above }
            let navigation = UINavigationController(rootViewController: controller)
            navigation.delegate = navigationObserver
            navigation.presentationController?.delegate = sheetObserver
            shown.append(ShownView(view: view, style: style, navigation: navigation))
            presenter.present(navigation, animated: animated)
            guard navigation.presentingViewController != nil else {
                navigation.viewControllers = []
                throw .presentationRefused(view: name, presenter: String(describing: type(of: presenter)))
            }
            undo.append {
                navigation.presentingViewController?.dismiss(animated: false)
                navigation.viewControllers = []
            }
        case .embedded(let slot):
            guard let opener = opener as? any UIKitModuleView, let container = opener.containerView(forSlot: slot) else {
                throw .noSuchContainer(slot: slot, view: name, opener: openerName)
            }
            let parent = openerShown.controller
            shown.append(ShownView(view: view, style: style, navigation: nil))
            parent.addChild(controller)
            controller.view.frame = container.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(controller.view)
            controller.didMove(toParent: parent)
            undo.append { Self.unembed(controller) }
        }
    }

    // MARK: Removing

    /// Takes `view` off screen; views the host does not show (already closed by the user, a
    /// replaced root's) are ignored.
    private func remove(_ view: any ModuleView, undo: inout [() -> Void]) {
        guard let index = shown.firstIndex(where: { $0.view === view }) else { return }
        let removed = shown.remove(at: index)
        let controller = removed.controller
        let animated = animates
        switch removed.style {
        case .root:
            guard let navigation = removed.navigation, window.rootViewController === navigation else { return }
            window.rootViewController = nil
            undo.append { [window] in window.rootViewController = navigation }
        case .push:
            // (Already gone when the user swiped it away; still to come when its push waits.)
            guard let navigation = removed.navigation else { return }
            let before = navigation.viewControllers
            Self.whenSettled(navigation) {
                if navigation.topViewController === controller {
                    navigation.popViewController(animated: animated)
                } else if navigation.viewControllers.contains(where: { $0 === controller }) {
                    navigation.viewControllers = navigation.viewControllers.filter { $0 !== controller }
                }
            }
            undo.append { Self.whenSettled(navigation) { navigation.viewControllers = before } }
        case .modal:
            guard let navigation = removed.navigation, let presenter = navigation.presentingViewController else { return }
            // UIKit dismisses everything presented above too: what stays open is presented again.
            let above = Self.presentedChain(above: navigation)
            presenter.dismiss(animated: animated && above.isEmpty)
            Self.present(above, from: presenter)
            undo.append {
                presenter.dismiss(animated: false)
                Self.present([navigation] + above, from: presenter)
            }
        case .embedded:
            guard let parent = controller.parent else { return }
            let container = controller.view.superview
            Self.unembed(controller)
            undo.append {
                parent.addChild(controller)
                container?.addSubview(controller.view)
                controller.didMove(toParent: parent)
            }
        }
    }

    /// The navigation stack `entry`'s module is on: the one its entry names (a root's, a
    /// modal's, the one it was pushed onto, even while that push waits for a transition), or for
    /// an embedded module its parent's, as long as it is still its parent's child.
    private func stack(of entry: ShownView) -> UINavigationController? {
        guard case .embedded = entry.style else { return entry.navigation }
        guard let parent = entry.controller.parent, let parentEntry = shown.first(where: { $0.controller === parent }) else {
            return entry.controller.navigationController
        }
        return stack(of: parentEntry)
    }

    /// Runs `change` of `navigation`'s stack now, or when its running transition ends (UIKit
    /// refuses to change the stack during one), in the order the changes were asked for.
    private static func whenSettled(_ navigation: UINavigationController, _ change: @escaping @MainActor () -> Void) {
        guard let coordinator = navigation.transitionCoordinator else {
            change()
            return
        }
        pending[ObjectIdentifier(navigation), default: 0] += 1
        coordinator.animate(alongsideTransition: nil) { _ in
            pending[ObjectIdentifier(navigation), default: 1] -= 1
            whenSettled(navigation, change)
        }
    }

    /// How many changes wait for each navigation controller's transition to end.
    private static var pending: [ObjectIdentifier: Int] = [:]

    /// The controllers presented over `controller`, one over the other, lowest first.
    private static func presentedChain(above controller: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = controller
        while let presented = current.presentedViewController, presented !== current, !chain.contains(where: { $0 === presented }) {
            chain.append(presented)
            current = presented
        }
        return chain
    }

    /// Presents `chain` one over the other, starting from `presenter`, without animation.
    private static func present(_ chain: [UIViewController], from presenter: UIViewController) {
        var current = presenter
        for controller in chain {
            current.present(controller, animated: false)
            current = controller
        }
    }

    private static func unembed(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
    }

    // MARK: The user's own closes

    /// A navigation controller showed a controller or a sheet was swiped down: the module views
    /// whose controllers left the screen are forgotten and reported to the tree as closed by
    /// the host, lowest first (closing it closes what was shown over it).
    ///
    /// The tree closes every screen shown after the lowest of them with it, as a navigation
    /// stack pops. A screen the app opened while the user's swipe back ran is still on screen
    /// (UIKit pushed it once the swipe ended): it is taken off first, so the screen matches.
    func screenMayHaveChanged() {
        guard !applying, !Self.pending.values.contains(where: { $0 > 0 }) else { return }
        let before = controllersOnScreen()
        guard let lowest = shown.firstIndex(where: { !before.contains(ObjectIdentifier($0.controller)) }) else { return }
        if case .embedded = shown[lowest].style {} else {
            var undo: [() -> Void] = []
            let over = shown[(lowest + 1)...].filter { entry in
                if case .embedded = entry.style { return false }
                return before.contains(ObjectIdentifier(entry.controller))
            }
            for entry in over.reversed() { remove(entry.view, undo: &undo) }
        }
        let onScreen = controllersOnScreen()
        let gone = shown.filter { !onScreen.contains(ObjectIdentifier($0.controller)) }
        shown.removeAll { !onScreen.contains(ObjectIdentifier($0.controller)) }
        for entry in gone { tree?.hostDidClose(entry.view) }
    }

    /// Every controller reachable from the window: children, navigation stacks, presented ones.
    private func controllersOnScreen() -> Set<ObjectIdentifier> {
        var seen = Set<ObjectIdentifier>()
        var pending = window.rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return seen
    }
}
#endif
