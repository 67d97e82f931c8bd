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
/// matching the screen.
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
            guard let navigation = openerShown.controller.navigationController else {
                throw .noNavigationController(view: name, opener: openerName)
            }
            let before = navigation.viewControllers
            shown.append(ShownView(view: view, style: style, navigation: navigation))
            navigation.pushViewController(controller, animated: animated)
            undo.append { navigation.viewControllers = before }
        case .modal:
            var presenter = openerShown.controller
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
            guard let navigation = controller.navigationController else { return }
            let before = navigation.viewControllers
            if navigation.topViewController === controller {
                navigation.popViewController(animated: animated)
            } else {
                navigation.viewControllers = before.filter { $0 !== controller }
            }
            undo.append { navigation.viewControllers = before }
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
    /// the host, lowest first (closing it closes what was above it).
    func screenMayHaveChanged() {
        guard !applying else { return }
        let onScreen = controllersOnScreen()
        let gone = shown.filter { !onScreen.contains(ObjectIdentifier($0.controller)) }
        guard !gone.isEmpty else { return }
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
