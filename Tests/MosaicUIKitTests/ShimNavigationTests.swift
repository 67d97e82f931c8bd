import Testing
import UIKit

/// A controller that records its appearance calls and the delegate calls of its navigation
/// controller, in one shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: Log

    /// The calls, in order.
    @MainActor final class Log: NSObject, UINavigationControllerDelegate {
        var entries: [String] = []

        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            entries.append("willShow \((viewController as? LoggingController)?.name ?? "?")")
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            entries.append("didShow \((viewController as? LoggingController)?.name ?? "?")")
        }
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

/// The shim's navigation controller shows a change of stack by a transition that ends later, as
/// UIKit's does, with the appearance calls in UIKit's order.
@MainActor
@Suite("UIKit shim: navigation transitions")
struct ShimNavigationTests {
    private func shown() -> (UIWindow, UINavigationController, LoggingController.Log) {
        let log = LoggingController.Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
        navigation.delegate = log
        window.rootViewController = navigation
        return (window, navigation, log)
    }

    @Test func theRootAppearsWhenItIsPutInTheWindow() {
        let (_, _, log) = shown()
        #expect(log.entries == ["A willAppear", "A didAppear"])
    }

    @Test func anAnimatedPushChangesTheStackAtOnceAndReportsDidShowWhenItEnds() {
        let (_, navigation, log) = shown()
        log.entries = []
        let b = LoggingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(log.entries == ["A willDisappear", "B willAppear", "willShow B"])
        #expect(navigation.transitionCoordinator != nil)
        UIKitShim.finishTransitions()
        #expect(log.entries == ["A willDisappear", "B willAppear", "willShow B", "A didDisappear", "B didAppear", "didShow B"])
        #expect(navigation.transitionCoordinator == nil)
        #expect(b.view.frame == navigation.view.bounds)
    }

    @Test func aPushDuringATransitionIsRefusedInUIKitsWordsAndWaitingForItsEndWorks() {
        let (_, navigation, log) = shown()
        UIKitShim.clearWarnings()
        navigation.pushViewController(LoggingController("B", log: log), animated: true)
        let c = LoggingController("C", log: log)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(UIKitShim.warnings.first?.contains("while an existing transition or presentation is occurring") == true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in navigation.pushViewController(c, animated: false) }
        UIKitShim.finishTransitions()
        #expect(navigation.topViewController === c)
    }

    @Test func aSwipeBackGivenUpPutsTheStackBackAndReportsNothing() throws {
        let (_, navigation, log) = shown()
        let b = LoggingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        log.entries = []
        let swipe = try #require(UIKitShim.beginSwipeBack(on: navigation))
        #expect(navigation.viewControllers.count == 1)
        swipe.cancel()
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        #expect(!log.entries.contains { $0.hasPrefix("didShow") })
        #expect(log.entries == ["B willDisappear", "A willAppear", "willShow A", "A willDisappear", "A didDisappear", "B willAppear", "B didAppear"])
        #expect(b.parent === navigation)
    }

    @Test func aSwipeBackCompletedPopsAndReportsDidShow() throws {
        let (_, navigation, log) = shown()
        let b = LoggingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        log.entries = []
        UIKitShim.swipeBack(on: navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(log.entries == ["B willDisappear", "A willAppear", "willShow A", "B didDisappear", "A didAppear", "didShow A"])
        #expect(b.parent == nil)
    }

    @Test func anEmbeddedChildAppearsWithItsParentAndWhenAddedToAShownParent() throws {
        let (window, navigation, log) = shown()
        defer { withExtendedLifetime(window) {} }   // the views are in it only while it lives
        let parent = try #require(navigation.topViewController as? LoggingController)
        log.entries = []
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["child willAppear", "child didAppear"])
        navigation.pushViewController(LoggingController("B", log: log), animated: false)
        #expect(log.entries.suffix(6) == ["B willAppear", "willShow B", "A didDisappear", "child didDisappear", "B didAppear", "didShow B"])
    }
}
