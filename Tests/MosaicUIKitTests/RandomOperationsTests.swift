import Mosaic
import MosaicTesting
import MosaicUIKit
import Testing
import UIKit

/// Random pushes, modals, embeds, closes in code, swipes back (some given up half way) and
/// sheets swiped down, with modules that open others from their close hooks, and transitions
/// that animate: code changes the screen while an animation runs, and the run loop lets the
/// animations end only now and then. Whenever no transition runs, the controllers UIKit shows
/// are exactly the open modules'; UIKit complained about nothing (and raised nothing: that would
/// have ended the process).
@MainActor
@Suite("UIKit host random operations")
struct UIKitRandomOperationsTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theScreenAlwaysMatchesTheTree(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let (window, host, tree, inbox) = try ScreensApp.started()
        host.animates = seed != 4
        let leaks = LeakTracker(watching: tree)
        UIKitShim.clearWarnings()
        var userCloses = 0
        var givenUp = 0
        var deepest = 0
        var settledChecks = 0

        for step in 0..<600 {
            let front = try #require(tree.openModules.last { !$0.style.isEmbeddedStyle })
            switch random.next(upperBound: 9 as UInt64) {
            case 0:
                let message = try open(MessageModule.self, from: front)
                // Sometimes a closing module opens another one from its close hook.
                if random.next(upperBound: 4 as UInt64) == 0 {
                    message?.onClose = { _ = try? inbox.router.open(ComposeModule.self, style: .modal) }
                }
            case 1:
                _ = try open(ComposeModule.self, style: .modal, from: front)
            case 2:
                if front.child(inSlot: "header") == nil, front.router(as: MessageModule.self) != nil || front.router(as: InboxModule.self) != nil {
                    _ = try open(HeaderModule.self, style: .embedded(slot: "header"), from: front)
                }
            case 3:
                if front.parent != nil { try front.close() }
            case 4:
                if let navigation = Self.navigation(of: front), navigation.viewControllers.count > 1 {
                    UIKitShim.swipeBack(on: navigation)
                    userCloses += 1
                }
            case 5:
                var top = window.rootViewController
                while let presented = top?.presentedViewController, presented !== top { top = presented }
                if let top, top !== window.rootViewController, UIKitShim.swipeDown(top) { userCloses += 1 }
            case 6:
                // A swipe back the user may give up, with the app opening a screen meanwhile.
                if let navigation = Self.navigation(of: front), let swipe = UIKitShim.beginSwipeBack(on: navigation) {
                    if random.next(upperBound: 3 as UInt64) == 0 { _ = try open(MessageModule.self, from: tree.root ?? front) }
                    if random.next(upperBound: 2 as UInt64) == 0 {
                        swipe.cancel()
                        givenUp += 1
                    } else {
                        swipe.finish()
                        userCloses += 1
                    }
                }
            case 7:
                UIKitShim.finishTransitions()
            default:
                let candidates = tree.openModules.filter { $0.parent != nil }
                if !candidates.isEmpty { try candidates[Int(random.next(upperBound: UInt64(candidates.count)))].close() }
            }
            deepest = max(deepest, tree.openModules.count)
            #expect(host.viewCount == tree.openModules.count, "step \(step)")
            // The run loop turns now and then; the screen is compared whenever it is settled.
            if random.next(upperBound: 2 as UInt64) == 0 { UIKitShim.finishTransitions() }
            if !UIKitShim.hasRunningTransitions {
                settledChecks += 1
                #expect(screenMatchesTree(window, tree), "step \(step): \(tree)")
            }
        }
        UIKitShim.finishTransitions()
        #expect(screenMatchesTree(window, tree))
        #expect(settledChecks >= 200)
        #expect(deepest >= 6)
        #expect(userCloses >= 30)
        #expect(givenUp >= 5)
        #expect(UIKitShim.warnings.isEmpty, "\(UIKitShim.warnings)")
        for node in tree.openModules.reversed() where node.parent != nil && node.isOpen { try node.close() }
        UIKitShim.finishTransitions()
        #expect(tree.openModules.count == 1)
        #expect(screenMatchesTree(window, tree))
        #expect(leaks.leaks.isEmpty)
    }

    /// The navigation controller showing `node`'s controller, if any.
    private static func navigation(of node: ModuleNode) -> UINavigationController? {
        (node.view as? any UIKitModuleView)?.viewController.navigationController
    }

    /// Opens `module` from `node`, whichever of the walk's modules it is.
    private func open<N: Module>(
        _ module: N.Type, style: PresentationStyle = .push, from node: ModuleNode
    ) throws -> N.Input? {
        if let router = node.router(as: InboxModule.self) { return try router.open(N.self, style: style).input }
        if let router = node.router(as: MessageModule.self) { return try router.open(N.self, style: style).input }
        if let router = node.router(as: ComposeModule.self) { return try router.open(N.self, style: style).input }
        return nil
    }
}

extension PresentationStyle {
    var isEmbeddedStyle: Bool {
        if case .embedded = self { return true }
        return false
    }
}
