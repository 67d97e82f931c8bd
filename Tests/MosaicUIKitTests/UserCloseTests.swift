import Mosaic
import MosaicTesting
import MosaicUIKit
import Testing
import UIKit

/// Closes the user makes on their own — a swipe back, a sheet swiped down — reach the tree.
@MainActor
@Suite("UIKit host: closes the user makes")
struct UIKitUserCloseTests {
    @Test func aSwipeBackClosesThePoppedModuleAndWhatIsEmbeddedInIt() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let leaks = LeakTracker(watching: tree)
        let message = try inbox.router.open(MessageModule.self).input
        try message.router.embed(HeaderModule.self, in: "header")
        let navigation = try #require(inbox.controller.navigationController)

        UIKitShim.swipeBack(on: navigation)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(!message.router.isOpen)
        #expect(host.viewCount == 1)
        #expect(screenMatchesTree(window, tree))
        #expect(leaks.closedCount == 2)
    }

    @Test func theBackButtonToAnEarlierScreenClosesEverythingAbove() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let first = try inbox.router.open(MessageModule.self).input
        try first.router.open(ComposeModule.self)
        let navigation = try #require(inbox.controller.navigationController)

        UIKitShim.finishTransitions()   // the person long-presses back once the pushes are shown
        navigation.popToViewController(inbox.controller, animated: true)
        UIKitShim.finishTransitions()
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aSheetSwipedDownClosesItsModuleAndWhatWasPushedInIt() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let compose = try inbox.router.open(ComposeModule.self, style: .modal).input
        try compose.router.open(MessageModule.self)
        let sheet = try #require(inbox.controller.presentedViewController)

        #expect(UIKitShim.swipeDown(sheet))
        #expect(inbox.controller.presentedViewController == nil)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(host.viewCount == 1)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func closingInCodeIsNotReportedAgainAsTheUsersClose() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        var closes = 0
        tree.onClose { _ in closes += 1 }
        let message = try inbox.router.open(MessageModule.self)
        try message.router.close()
        UIKitShim.finishTransitions()   // the push, then the pop that waited for it, end
        #expect(closes == 1)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aModuleThatOpensAnotherFromItsCloseHookDuringASwipeBackLeavesTheTreeMatchingTheScreen() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let message = try inbox.router.open(MessageModule.self).input
        var reopened: Screen<ComposeModule>?
        message.onClose = {
            // Re-entrant: the tree is closing the message because the user swiped back.
            reopened = try? inbox.router.open(ComposeModule.self, style: .modal).input
        }
        let navigation = try #require(inbox.controller.navigationController)

        UIKitShim.swipeBack(on: navigation)
        let compose = try #require(reopened)
        #expect(tree.openModules.map(\.name) == ["InboxModule", "ComposeModule"])
        #expect(compose.router.isOpen)
        #expect(inbox.controller.presentedViewController?.children == [compose.controller])
        #expect(navigation.viewControllers == [inbox.controller])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aModuleThatOpensAnotherFromItsCloseHookDuringASheetDismissLeavesTheTreeMatchingTheScreen() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let compose = try inbox.router.open(ComposeModule.self, style: .modal).input
        compose.onClose = { _ = try? inbox.router.open(MessageModule.self) }
        let sheet = try #require(inbox.controller.presentedViewController)

        #expect(UIKitShim.swipeDown(sheet))
        #expect(tree.openModules.map(\.name) == ["InboxModule", "MessageModule"])
        #expect(inbox.controller.navigationController?.viewControllers.count == 2)
        #expect(screenMatchesTree(window, tree))
    }
}
