import Mosaic
import MosaicDI
import MosaicUIKit
import SwiftUI
import Testing
import UIKit

@MainActor final class GreetingPresenter {
    let view: HostingModuleView<Text>
    init(view: HostingModuleView<Text>) { self.view = view }
    func greet(_ name: String) { view.show(Text("Hello, \(name)")) }
}

enum GreetingModule: Module { typealias Input = GreetingPresenter }

@MainActor
@Suite("UIKit host: SwiftUI module views")
struct HostingModuleViewTests {
    @Test func aSwiftUIViewIsPushedInAHostingControllerAndFollowsItsPresenter() throws {
        let container = try Container { builder in
            ScreensApp.screen(InboxModule.self, into: &builder)
            builder.register(module: GreetingModule.self) { _ in
                let view = HostingModuleView(Text("…"))
                let presenter = GreetingPresenter(view: view)
                return Assembly(view: view, input: presenter, roles: [presenter])
            }
        }
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: container, host: host)
        host.attach(to: tree)
        let inbox = try tree.start(InboxModule.self).input
        let greeting = try inbox.router.open(GreetingModule.self).input
        greeting.greet("Ann")

        let navigation = try #require(inbox.controller.navigationController)
        let hosting = try #require(navigation.topViewController as? UIHostingController<Text>)
        #expect(hosting === greeting.view.hostingController)
        #expect(hosting.rootView == Text("Hello, Ann"))
        #expect(screenMatchesTree(window, tree))

        UIKitShim.swipeBack(on: navigation)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
    }
}
