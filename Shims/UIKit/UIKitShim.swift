import Foundation

/// Shim only, not in Apple's UIKit: what tests need to drive the fake as a user and the run loop
/// would, and to see what UIKit would have complained about. MosaicUIKit never uses it.
@MainActor
public enum UIKitShim {
    /// What UIKit would have logged as a warning, in order.
    public private(set) static var warnings: [String] = []

    /// Records a complaint UIKit would log.
    static func warn(_ message: String) {
        warnings.append(message)
    }

    /// Forgets the recorded complaints.
    public static func clearWarnings() {
        warnings = []
    }

    /// What UIKit raises as an exception ends the process, as it ends the app: the process traps
    /// with UIKit's message on standard error. Tests observe it as an exit test
    /// (`#expect(processExitsWith: .failure)`).
    static func raise(_ exception: String, _ reason: String) -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(exception)', reason: '\(reason)'")
    }

    // MARK: The run loop

    private static var running: [NavigationTransition] = []

    /// Notes an animated transition that runs until ``finishTransitions()``.
    static func running(_ transition: NavigationTransition) {
        running.append(transition)
    }

    /// Whether an animated transition is still running (a swipe back the user holds included).
    public static var hasRunningTransitions: Bool {
        running.contains { $0.navigation?.transition === $0 }
    }

    /// Lets every running animated transition end, as the run loop would once the animations are
    /// over, and those that code started from their ends: the navigation controllers' delegates
    /// hear `didShow`, the appearance calls end. A swipe back the user still holds is left as it is.
    public static func finishTransitions() {
        while let next = running.first(where: { !$0.isInteractive && $0.navigation?.transition === $0 }) {
            running.removeAll { $0 === next }
            next.end(cancelled: false)
        }
        running.removeAll { $0.navigation?.transition !== $0 }
    }

    // MARK: The user

    // A person acts in a later turn of the run loop than the code before: the animations on
    // screen are over by then, so each action below first ends the running transitions (a
    // swipe back the user still holds excepted).

    /// A swipe back the user is making: they lift their finger past the middle (`finish()`,
    /// the top controller is popped and the delegate hears `didShow`) or before it (`cancel()`,
    /// the stack is as it was and nothing is reported).
    @MainActor
    public struct SwipeBack {
        let transition: NavigationTransition

        /// The user completes the swipe.
        public func finish() {
            transition.end(cancelled: false)
        }

        /// The user gives the swipe up.
        public func cancel() {
            transition.end(cancelled: true)
        }
    }

    /// The user starts swiping back on `navigationController`: the top controller is being popped
    /// (the stack already lacks it, its delegate heard `willShow`). Nil at the root or while
    /// another transition runs (UIKit does not start the gesture then).
    public static func beginSwipeBack(on navigationController: UINavigationController) -> SwipeBack? {
        finishTransitions()
        return navigationController.beginInteractivePop().map(SwipeBack.init)
    }

    /// The user swipes back (or taps the back button) all the way on `navigationController`: its
    /// top controller is popped and the delegate hears `didShow`. Nothing happens at the root or
    /// while another transition runs.
    public static func swipeBack(on navigationController: UINavigationController) {
        beginSwipeBack(on: navigationController)?.finish()
    }

    /// The user swipes down the sheet showing `presented`: the delegate of its presentation
    /// controller is asked (`presentationControllerShouldDismiss`), told (`willDismiss`), the
    /// sheet is dismissed, and the delegate hears `presentationControllerDidDismiss`. Returns
    /// false when the sheet was not presented or the delegate refused.
    @discardableResult
    public static func swipeDown(_ presented: UIViewController) -> Bool {
        finishTransitions()
        guard presented.presentingViewController != nil, let presentation = presented.presentationController else { return false }
        if let delegate = presentation.delegate, !delegate.presentationControllerShouldDismiss(presentation) { return false }
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        presented.presentingViewController?.dismiss(animated: true)
        presentation.delegate?.presentationControllerDidDismiss(presentation)
        return true
    }

    /// The user scrolls `tableView` so that row `window.lowerBound` of its first section is at
    /// the top, and the table lays out: rows that leave end displaying and their cells are
    /// reused, rows that come get cells and are displayed, as UIKit does while scrolling. The
    /// table must be as tall as `window.count` rows, so that exactly those are on screen.
    public static func scroll(_ tableView: UITableView, toShow window: Range<Int>) {
        finishTransitions()
        let height = tableView.effectiveRowHeight
        precondition(
            tableView.bounds.height == height * CGFloat(window.count),
            "the table is \(tableView.bounds.height) points tall, not \(window.count) rows of \(height)")
        tableView.contentOffset = CGPoint(x: 0, y: height * CGFloat(window.lowerBound))
        tableView.layoutIfNeeded()
    }

    /// The user scrolls `tableView` so that row `row` of its first section is at the top (as far
    /// as the content goes), and the table lays out.
    public static func scroll(_ tableView: UITableView, toRow row: Int) {
        finishTransitions()
        let height = tableView.effectiveRowHeight
        let end = max(0, height * CGFloat(tableView.numberOfRows(inSection: 0)) - tableView.bounds.height)
        tableView.contentOffset = CGPoint(x: 0, y: min(height * CGFloat(row), end))
        tableView.layoutIfNeeded()
    }

    /// The user taps the row at `indexPath` of `tableView`: its delegate hears `didSelectRowAt`.
    public static func tap(_ tableView: UITableView, rowAt indexPath: IndexPath) {
        finishTransitions()
        tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The user taps `button`: it sends `.touchUpInside`, then `.primaryActionTriggered`, as
    /// UIKit's buttons do (an action made with `init(type:primaryAction:)` runs on the second).
    public static func tap(_ button: UIButton) {
        finishTransitions()
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
    }

    /// The controller class of each scene of the fake storyboards, by storyboard and identifier
    /// (UIKit reads the class name from the scene's nib and finds it in the Objective-C runtime).
    static var sceneClasses: [String: [String: UIViewController.Type]] = [:]

    /// Writes a bundle holding the compiled storyboard `name` (its `Info.plist` listing the
    /// scenes, as Xcode compiles it) and declares the controller class of each scene. Returns
    /// the bundle, to pass where the app names its bundle.
    @discardableResult
    public static func defineStoryboard(_ name: String, initial: String? = nil, scenes: [String: UIViewController.Type]) -> Bundle {
        sceneClasses[name] = scenes
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitShim-\(UUID().uuidString).bundle")
        let compiled = directory.appendingPathComponent("\(name).storyboardc")
        var plist: [String: Any] = ["UIViewControllerIdentifiersToNibNames": Dictionary(uniqueKeysWithValues: scenes.keys.map { ($0, "\($0)-nib") })]
        if let initial { plist["UIStoryboardDesignatedEntryPointIdentifier"] = initial }
        do {
            try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            try data.write(to: compiled.appendingPathComponent("Info.plist"))
        } catch {
            // The temporary directory is the test's: failing to write there is a broken machine.
            fatalError("cannot write the storyboard \(name) into \(directory.path): \(error)")
        }
        guard let bundle = Bundle(path: directory.path) else {
            fatalError("cannot open the bundle \(directory.path)")
        }
        return bundle
    }
}
