// Follows UIKit.framework/Headers/UIPresentationController.h (and its UIAdaptivePresentationControllerDelegate).
// developer.apple.com/documentation/uikit/uipresentationcontroller
/// Manages the presentation of a view controller (a sheet, a full-screen cover).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented (which owns its presentation controller).
    public unowned let presentedViewController: UIViewController
    /// Told about adaptive changes and the user's interactive dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Makes a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }
}

// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// Told when the user dismisses a sheet by swiping it down. Every method is optional, as in UIKit.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the sheet (not called for a dismissal made in code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional in UIKit: yes.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Optional in UIKit.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Optional in UIKit.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
