import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import MosaicUIKit
import Testing
import UIKit

// Snippet: uikit
// A view controller is a module's view; its container views are the module's slots.
final class ProfileController: UIViewController, UIKitModuleView {
    let header = UIView()
    override func viewDidLoad() { super.viewDidLoad(); view.addSubview(header) }
    func containerView(forSlot slot: String) -> UIView? { slot == "header" ? header : nil }
}

@MainActor func showProfile(in window: UIWindow, container: Container) throws -> ModuleTree {
    let host = UIKitHost(window: window)           // the root goes into the window
    let tree = ModuleTree(container: container, host: host)
    host.attach(to: tree)                          // swipe back and sheet swipe-down reach the tree
    try tree.start(ProfileModule.self)             // push, .modal and embeds follow from routers
    return tree
}
// Snippet: end


@MainActor
@Suite("Docs: MosaicUIKit")
struct DocsUIKitTests {
    @Test("the UIKit example shows the profile in the window")
    func uikitExample() throws {
        let bundle = UIKitShim.defineStoryboard("Readme", initial: "Profile", scenes: ["Profile": ProfileViewController.self])
        let container = try Container { builder in
            builder.register(onMainActor: ProfilePresenter.init)
            builder.register(madeElsewhere: ProfileViewController.self)
                .injecting(onMainActor: { (controller: ProfileViewController, presenter: ProfilePresenter) in controller.presenter = presenter })
            builder.register(module: ProfileModule.self) { context in
                let controller = try context.container.instantiate(
                    ProfileViewController.self, scene: "Profile", storyboard: "Readme", bundle: bundle)
                let presenter = try #require(controller.presenter)
                return Assembly(view: controller, input: presenter, roles: [presenter])
            }
        }
        let window = UIWindow()
        let tree = try showProfile(in: window, container: container)
        #expect(tree.openModules.map(\.name) == ["ProfileModule"])
        #expect((window.rootViewController as? UINavigationController)?.topViewController is ProfileViewController)
        let controller = ProfileController()
        #expect(controller.containerView(forSlot: "header") === controller.header)
    }

    @Test("MosaicUIKit's documentation and the Hosts article show exactly this code", arguments: [
        "Sources/MosaicUIKit/MosaicUIKit.docc/MosaicUIKit.md", "Sources/Mosaic/Mosaic.docc/Hosts.md",
    ])
    func articleIsUpToDate(page: String) throws {
        try expectSnippet("uikit", on: page)
    }
}
