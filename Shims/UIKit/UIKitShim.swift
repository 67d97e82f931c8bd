/// Shim only, not in Apple's UIKit: what tests need to drive the fake as a user would and to
/// see what UIKit would have complained about. MosaicUIKit never uses it.
@MainActor
public enum UIKitShim {
    /// What UIKit would have logged as a warning or raised as an exception, in order.
    public private(set) static var warnings: [String] = []

    /// Records a complaint.
    static func warn(_ message: String) {
        warnings.append(message)
    }

    /// Forgets the recorded complaints.
    public static func clearWarnings() {
        warnings = []
    }

    /// The user swipes back (or taps the back button) on `navigationController`: its top
    /// controller is popped and the delegate hears `didShow`. Nothing happens at the root.
    public static func swipeBack(on navigationController: UINavigationController) {
        navigationController.popViewController(animated: true)
    }

    /// The user swipes down the sheet showing `presented`: the delegate of its presentation
    /// controller is asked (`presentationControllerShouldDismiss`), told (`willDismiss`), the
    /// sheet is dismissed, and the delegate hears `presentationControllerDidDismiss`. Returns
    /// false when the sheet was not presented or the delegate refused.
    @discardableResult
    public static func swipeDown(_ presented: UIViewController) -> Bool {
        guard presented.presentingViewController != nil, let presentation = presented.presentationController else { return false }
        if let delegate = presentation.delegate, !delegate.presentationControllerShouldDismiss(presentation) { return false }
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        presented.presentingViewController?.dismiss(animated: true)
        presentation.delegate?.presentationControllerDidDismiss(presentation)
        return true
    }

    /// The user scrolls `tableView` so that rows `window` of its first section are on screen:
    /// rows that leave end displaying and their cells are reused, rows that come get cells and
    /// are displayed, as UIKit does while scrolling.
    public static func scroll(_ tableView: UITableView, toShow window: Range<Int>) {
        tableView.scroll(toShow: window)
    }

    /// The user taps the row at `indexPath` of `tableView`: its delegate hears `didSelectRowAt`.
    public static func tap(_ tableView: UITableView, rowAt indexPath: IndexPath) {
        tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The fake storyboards by name: their initial scene and each scene's controller class.
    static var storyboards: [String: (initial: String?, scenes: [String: UIViewController.Type])] = [:]

    /// Declares the storyboard `name`: the controller class of each scene, by identifier.
    public static func defineStoryboard(_ name: String, initial: String? = nil, scenes: [String: UIViewController.Type]) {
        storyboards[name] = (initial, scenes)
    }
}
