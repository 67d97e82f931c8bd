import Mosaic
import MosaicUIKit
import Testing
import UIKit

@MainActor
@Suite("UIKit host transitions")
struct UIKitTransitionTests {
    @Test func theRootGoesIntoTheWindowInsideANavigationController() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers == [inbox.controller])
        #expect(host.viewCount == 1)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func pushGoesOntoTheOpenersNavigationControllerAndCloseGoesBack() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        UIKitShim.clearWarnings()
        let message = try inbox.router.open(MessageModule.self)
        let navigation = try #require(inbox.controller.navigationController)
        #expect(navigation.viewControllers == [inbox.controller, message.input.controller])
        #expect(screenMatchesTree(window, tree))

        // The pop waits for the push's animation (UIKit refuses a pop during it): the stack
        // shows it once the run loop lets the animation end.
        try message.router.close()
        #expect(navigation.viewControllers == [inbox.controller, message.input.controller])
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        UIKitShim.finishTransitions()
        #expect(navigation.viewControllers == [inbox.controller])
        #expect(screenMatchesTree(window, tree))
        #expect(UIKitShim.warnings.isEmpty)
    }

    @Test func modalIsPresentedInANavigationControllerOfItsOwnAndCloseDismissesIt() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let compose = try inbox.router.open(ComposeModule.self, style: .modal)
        let sheet = try #require(inbox.controller.presentedViewController as? UINavigationController)
        #expect(sheet.viewControllers == [compose.input.controller])
        // A push from the modal goes onto the modal's own stack.
        let message = try compose.input.router.open(MessageModule.self)
        #expect(sheet.viewControllers == [compose.input.controller, message.input.controller])
        #expect(screenMatchesTree(window, tree))

        try compose.router.close()
        #expect(inbox.controller.presentedViewController == nil)
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func closingAModalUnderAnotherOneKeepsTheUpperOnePresented() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let lower = try inbox.router.open(ComposeModule.self, style: .modal)
        let upper = try inbox.router.open(ComposeModule.self, style: .modal).input
        try lower.router.close()
        // UIKit dismisses what is above a dismissed controller too; the host presents it again.
        #expect(inbox.controller.presentedViewController?.children == [upper.controller])
        #expect(tree.openModules.count == 2)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func embedAddsAChildControllerWhoseViewGoesIntoTheSlotsContainer() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let header = try inbox.router.embed(HeaderModule.self, in: "header").input.controller
        let container = try #require(inbox.controller.containers["header"])
        #expect(inbox.controller.children == [header])
        #expect(header.view.superview === container)
        #expect(header.moves == ["willMove(parent)", "didMove(parent)"])
        #expect(screenMatchesTree(window, tree))

        try #require(tree.openModules.last).close()
        #expect(inbox.controller.children.isEmpty)
        #expect(header.view.superview == nil)
        #expect(header.moves == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aNewRootReplacesTheWindowsRootAndEverythingAboveTheOldOne() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        try inbox.router.open(MessageModule.self)
        try inbox.router.open(ComposeModule.self, style: .modal)
        let newRoot = try tree.start(MessageModule.self).input
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers == [newRoot.controller])
        #expect(host.viewCount == 1)
        #expect(screenMatchesTree(window, tree))
    }

    // MARK: Refusals: a typed error naming what and where, and nothing moved

    @Test func aViewThatIsNotAUIKitViewIsRefusedAndNothingMoves() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let before = tree.description
        let error = try #require(throws: TransitionError.self) { try inbox.router.open(PlainModule.self) }
        guard case .hostRefused(let underlying) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(underlying as? UIKitHostError == .notAUIKitView(view: "PlainView"))
        #expect("\(underlying)" == "PlainView cannot be shown by UIKit: it is not a UIKitModuleView")
        #expect(tree.description == before)
        #expect(host.viewCount == 1)
        #expect(inbox.controller.navigationController?.viewControllers == [inbox.controller])
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aSlotWithoutAContainerViewIsRefusedNamingTheSlotAndTheOpener() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let broken = try inbox.router.open(BrokenSlotModule.self)
        let before = tree.description
        let error = try #require(throws: TransitionError.self) {
            try broken.router.embed(HeaderModule.self, in: "footer")
        }
        guard case .hostRefused(let underlying) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(underlying as? UIKitHostError == .noSuchContainer(slot: "footer", view: "ScreenController", opener: "ScreenController"))
        #expect("\(underlying)".contains("slot footer"))
        #expect(tree.description == before)
        #expect(host.viewCount == 2)
        #expect(broken.input.controller.children.isEmpty)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aPushWhereThereIsNoNavigationControllerIsRefused() throws {
        let (window, _, tree, inbox) = try ScreensApp.started()
        let header = try inbox.router.embed(HeaderModule.self, in: "header").input
        // App code took the embedded controller out of its parent behind the host's back.
        header.controller.removeFromParent()
        let before = tree.description
        let error = try #require(throws: TransitionError.self) { try header.router.open(MessageModule.self) }
        guard case .hostRefused(let underlying) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(underlying as? UIKitHostError == .noNavigationController(view: "ScreenController", opener: "ScreenController"))
        #expect("\(underlying)".contains("not in a navigation controller"))
        #expect(tree.description == before)
        #expect(inbox.controller.navigationController?.viewControllers == [inbox.controller])
        _ = window
    }

    @Test func aPresentationUIKitDoesNotMakeIsRefusedAndLeavesNothingBehind() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        inbox.controller.refusesToPresent = true
        let before = tree.description
        let error = try #require(throws: TransitionError.self) { try inbox.router.open(ComposeModule.self, style: .modal) }
        guard case .hostRefused(let underlying) = error.reason, case .presentationRefused? = underlying as? UIKitHostError else {
            Issue.record("\(error)")
            return
        }
        #expect(tree.description == before)
        #expect(host.viewCount == 1)
        #expect(inbox.controller.presentedViewController == nil)
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aChangeRefusedAfterItsFirstStepsIsUndoneWhole() throws {
        let (window, host, tree, inbox) = try ScreensApp.started()
        let message = try inbox.router.open(MessageModule.self).input
        let compose = try message.router.open(ComposeModule.self, style: .modal).input
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let before = tree.description
        // Replacing the root takes everything off first, then fails to show the new root.
        #expect(throws: TransitionError.self) { try tree.start(PlainModule.self) }
        #expect(tree.description == before)
        #expect(window.rootViewController === navigation)
        #expect(navigation.viewControllers == [inbox.controller, message.controller])
        #expect(navigation.presentedViewController?.children == [compose.controller])
        #expect(host.viewCount == 3)
        #expect(screenMatchesTree(window, tree))
    }
}
