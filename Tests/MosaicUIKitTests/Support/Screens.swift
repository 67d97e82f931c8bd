import Mosaic
import MosaicDI
import MosaicUIKit
import UIKit

/// A module's view controller for the tests: records its parent moves, offers container views
/// for its slots, and can refuse to present (as UIKit does in the middle of a transition).
@MainActor
final class ScreenController: UIViewController, UIKitModuleView {
    var containers: [String: UIView] = [:]
    var moves: [String] = []
    var refusesToPresent = false

    init(slots: [String]) {
        super.init(nibName: nil, bundle: nil)
        for slot in slots { containers[slot] = UIView() }
        for container in containers.values { view.addSubview(container) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func containerView(forSlot slot: String) -> UIView? { containers[slot] }

    override func willMove(toParent parent: UIViewController?) {
        moves.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        moves.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
        super.didMove(toParent: parent)
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard !refusesToPresent else { return }
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

/// A module's presenter for the tests: its router, its controller, a hook run when it closes.
@MainActor
final class Screen<M: Module>: LifecycleObserver {
    let router: Router<M>
    let controller: ScreenController
    var onClose: (() -> Void)?

    init(router: Router<M>, controller: ScreenController) {
        self.router = router
        self.controller = controller
    }

    func moduleDidBecomeActive() {}
    func moduleDidResignActive() {}
    func moduleDidClose() { onClose?() }
}

enum InboxModule: Module { typealias Input = Screen<InboxModule> }
enum MessageModule: Module { typealias Input = Screen<MessageModule> }
enum ComposeModule: Module { typealias Input = Screen<ComposeModule> }
enum HeaderModule: Module { typealias Input = Screen<HeaderModule> }
/// Declares a slot its view has no container for.
enum BrokenSlotModule: Module { typealias Input = Screen<BrokenSlotModule> }

/// A module whose view is not a UIKit view.
enum PlainModule: Module { typealias Input = PlainPresenter }
@MainActor final class PlainView: ModuleView {}
@MainActor final class PlainPresenter {}

@MainActor
enum ScreensApp {
    static func container() throws -> Container {
        try Container { builder in
            screen(InboxModule.self, slots: ["header"], into: &builder)
            screen(MessageModule.self, slots: ["header"], into: &builder)
            screen(ComposeModule.self, into: &builder)
            screen(HeaderModule.self, into: &builder)
            screen(BrokenSlotModule.self, slots: ["footer"], containers: [], into: &builder)
            builder.register(module: PlainModule.self) { _ in
                Assembly(view: PlainView(), input: PlainPresenter())
            }
        }
    }

    static func screen<M: Module>(
        _ module: M.Type, slots: [String] = [], containers: [String]? = nil, into builder: inout ContainerBuilder
    ) where M.Input == Screen<M>, M.Output == Never {
        builder.register(module: M.self) { context in
            let controller = ScreenController(slots: containers ?? slots)
            let screen = Screen(router: context.router, controller: controller)
            return Assembly(view: controller, input: screen, slots: Set(slots), roles: [screen])
        }
    }

    /// A window, a host and a tree with the inbox as root.
    static func started() throws -> (UIWindow, UIKitHost, ModuleTree, Screen<InboxModule>) {
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: try container(), host: host)
        host.attach(to: tree)
        let inbox = try tree.start(InboxModule.self).input
        return (window, host, tree, inbox)
    }
}

/// The module views whose controllers UIKit shows, found by walking from the window
/// (children, navigation stacks, presented controllers), compared with the tree's open modules.
@MainActor
func screenMatchesTree(_ window: UIWindow, _ tree: ModuleTree) -> Bool {
    var onScreen = Set<ObjectIdentifier>()
    var seen = Set<ObjectIdentifier>()
    var pending = window.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
        guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
        // Only module controllers: the host's navigation controllers are not modules.
        if controller is any UIKitModuleView { onScreen.insert(ObjectIdentifier(controller)) }
        pending += controller.children
        if let presented = controller.presentedViewController { pending.append(presented) }
    }
    let inTree = tree.openModules.compactMap { ($0.view as? any UIKitModuleView).map { ObjectIdentifier($0.viewController) } }
    // Every open module's controller is on screen, and every module controller on screen is open.
    return Set(inTree).isSubset(of: seen) && onScreen.isSubset(of: Set(inTree)) && inTree.count == tree.openModules.count
}
