import Mosaic
import MosaicDI
import MosaicUIKit
import Testing
import UIKit

/// A sheet that hands back a word.
enum AnswerModule: Module {
    typealias Input = Screen<AnswerModule>
    typealias Result = String
}

/// Asks for a word on a sheet and says what came back.
struct AskActivity: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        let answer = try await scope.ui.present(AnswerModule.self, style: .modal)
        return answer ?? "(the sheet was closed)"
    }
}

/// Activities display their screens through a module's user interface facade, whose tree this
/// host draws: the screens an activity shows are view controllers on the window, what they hand
/// back reaches the activity, and a sheet the user swipes down ends the wait with nothing.
@MainActor
@Suite("UIKit host: activities' screens")
struct ActivityOnUIKitTests {
    private func started() throws -> (UIWindow, ModuleTree, Screen<InboxModule>) {
        let container = try Container { builder in
            ScreensApp.screen(InboxModule.self, slots: ["header"], into: &builder)
            builder.register(module: AnswerModule.self) { context in
                let controller = ScreenController(slots: [])
                let screen = Screen(router: context.router, controller: controller)
                return Assembly(view: controller, input: screen, roles: [screen])
            }
        }
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: container, host: host)
        host.attach(to: tree)
        return (window, tree, try tree.start(InboxModule.self).input)
    }

    /// Lets the activity run until `condition` holds (it runs on the main actor after the call
    /// that started it).
    private func settle(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        return condition()
    }

    private func ask(from inbox: Screen<InboxModule>, in tree: ModuleTree) throws -> ActivityHandle<AskActivity> {
        let ui = try #require(inbox.router.userInterface)
        return try inbox.router.start(AskActivity(), context: ActivityContext(services: tree.container, ui: ui))
    }

    @Test func theActivitysSheetIsPresentedOnTheWindowAndItsAnswerComesBack() async throws {
        let (window, tree, inbox) = try started()
        let asking = try ask(from: inbox, in: tree)
        #expect(await settle { inbox.controller.presentedViewController != nil })
        let sheet = try #require(tree.openModules.last?.input(as: Screen<AnswerModule>.self))
        // A modal comes in a navigation controller of its own, so what it pushes has a stack.
        let presented = try #require(inbox.controller.presentedViewController as? UINavigationController)
        #expect(presented.viewControllers.first === sheet.controller)
        #expect(screenMatchesTree(window, tree))

        try sheet.router.close(returning: "yes")
        #expect(try await asking.result == "yes")
        #expect(inbox.controller.presentedViewController == nil)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aSheetTheUserSwipesDownEndsTheWaitWithNothing() async throws {
        let (window, tree, inbox) = try started()
        let asking = try ask(from: inbox, in: tree)
        #expect(await settle { inbox.controller.presentedViewController != nil })
        let sheet = try #require(inbox.controller.presentedViewController)

        #expect(UIKitShim.swipeDown(sheet))
        #expect(try await asking.result == "(the sheet was closed)")
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func closingTheOwnerWhileTheSheetIsUpCancelsTheActivityAndTakesTheSheetAway() async throws {
        let (window, tree, inbox) = try started()
        let asking = try ask(from: inbox, in: tree)
        #expect(await settle { inbox.controller.presentedViewController != nil })

        try tree.start(InboxModule.self)   // a new root: the old inbox and its activity's sheet close
        let outcome = await settle { asking.outcome != nil }
        #expect(outcome)
        if case .failure(let error)? = asking.outcome {
            #expect(error.description.contains("AskActivity"))
        } else {
            Issue.record("the activity should have ended with an error, not \(String(describing: asking.outcome))")
        }
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }
}
