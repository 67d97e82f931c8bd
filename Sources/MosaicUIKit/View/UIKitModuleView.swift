#if canImport(UIKit)
import Mosaic
import UIKit

/// A module's view as UIKit shows it: a view controller, and the container views of its slots.
/// A view controller that is a module's view conforms directly; `viewController` is then itself.
///
/// ```swift
/// final class ProfileViewController: UIViewController, UIKitModuleView {
///     let header = UIView()                     // the "header" slot's container view
///     func containerView(forSlot slot: String) -> UIView? {
///         slot == "header" ? header : nil
///     }
/// }
/// ```
@MainActor
public protocol UIKitModuleView: ModuleView {
    /// The controller the host pushes, presents or embeds.
    var viewController: UIViewController { get }
    /// The view a module embedded in `slot` goes into, or nil when the view has no such slot.
    func containerView(forSlot slot: String) -> UIView?
}

extension UIKitModuleView {
    /// No slots.
    public func containerView(forSlot slot: String) -> UIView? { nil }
}

extension UIKitModuleView where Self: UIViewController {
    /// A view controller that is a module's view is its own controller.
    public var viewController: UIViewController { self }
}
#endif
