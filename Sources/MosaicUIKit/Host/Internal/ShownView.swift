#if canImport(UIKit)
import Mosaic
import UIKit

/// A module view the host put on screen, and where.
@MainActor
struct ShownView {
    let view: any UIKitModuleView
    let style: PresentationStyle
    /// The navigation controller made for a root or a modal, or the one a push went onto (nil
    /// for an embedded module).
    let navigation: UINavigationController?

    var controller: UIViewController { view.viewController }
}
#endif
