#if canImport(UIKit)
import UIKit

/// Hears the navigation controllers the host made: after each `didShow`, the host checks
/// whether the user popped a module's controller (a swipe back, the back button).
@MainActor
final class NavigationObserver: NSObject, UINavigationControllerDelegate {
    weak var host: UIKitHost?

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        host?.screenMayHaveChanged()
    }
}

/// Hears the sheets the host presented: the user swiped one down.
@MainActor
final class SheetObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var host: UIKitHost?

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        host?.screenMayHaveChanged()
    }
}
#endif
