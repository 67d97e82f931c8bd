import Mosaic
import MosaicDI
import MosaicUIKit
import Testing
import UIKit

/// A screen made of a scroll stack of sections.
@MainActor
final class StackController: UIViewController, UIKitModuleView {
    let sections = ScrollStackView()

    init() {
        super.init(nibName: nil, bundle: nil)
        view.addSubview(sections.scrollView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func containerView(forSlot slot: String) -> UIView? { sections.containerView(forSlot: slot) }
}

@MainActor final class StackScreen {
    let router: Router<StackScreenModule>
    let stack: ScrollStack
    var reporters: [String: SectionReporter] = [:]

    init(router: Router<StackScreenModule>, stack: ScrollStack) {
        self.router = router
        self.stack = stack
    }
}

enum StackScreenModule: Module { typealias Input = StackScreen }

@MainActor
@Suite("UIKit host: scroll stack")
struct ScrollStackViewTests {
    private func started() throws -> (UIWindow, ModuleTree, StackScreen, StackController) {
        let container = try Container { builder in
            ScreensApp.screen(HeaderModule.self, into: &builder)
            ScreensApp.screen(ComposeModule.self, into: &builder)
            ScreensApp.screen(MessageModule.self, slots: ["header"], into: &builder)
            builder.register(module: StackScreenModule.self) { context in
                let controller = StackController()
                var screen: StackScreen?
                let stack = try ScrollStack(in: "StackScreenModule", sections: [
                    StackSection("header", HeaderModule.self) { _, reporter in screen?.reporters["header"] = reporter; return nil },
                    StackSection("contacts", ComposeModule.self) { _, reporter in screen?.reporters["contacts"] = reporter; return nil },
                    StackSection("attachments", MessageModule.self) { _, reporter in screen?.reporters["attachments"] = reporter; return nil },
                ])
                let made = StackScreen(router: context.router, stack: stack)
                screen = made
                controller.sections.show(stack)
                return Assembly(view: controller, input: made, slots: stack.slots, roles: [made])
            }
        }
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: container, host: host)
        host.attach(to: tree)
        let screen = try tree.start(StackScreenModule.self).input
        screen.stack.load(using: screen.router)
        let controller = try #require((window.rootViewController as? UINavigationController)?.topViewController as? StackController)
        return (window, tree, screen, controller)
    }

    @Test func eachSectionsModuleIsEmbeddedInItsOwnContainerInStackOrder() throws {
        let (window, tree, _, controller) = try started()
        let containers = ["header", "contacts", "attachments"].compactMap { controller.sections.containerView(forSlot: $0) }
        #expect(controller.sections.stackView.arrangedSubviews == containers)
        #expect(containers.allSatisfy { $0.subviews.count == 1 })
        #expect(controller.children.count == 3)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func hidingOneSectionHidesOnlyItsContainer() throws {
        let (_, _, screen, controller) = try started()
        let containers = ["header", "contacts", "attachments"].compactMap { controller.sections.containerView(forSlot: $0) }
        screen.reporters["contacts"]?.report(.hidden)
        #expect(containers.map(\.isHidden) == [false, true, false])
        // Collapsed stays in the stack: the module draws its collapsed look.
        screen.reporters["attachments"]?.report(.ready(expanded: false))
        #expect(containers.map(\.isHidden) == [false, true, false])
        screen.reporters["contacts"]?.report(.ready(expanded: true))
        #expect(containers.map(\.isHidden) == [false, false, false])
    }
}
