// Follows SwiftUI.framework: UIHostingController (the Swift interface).
import UIKitShim

// developer.apple.com/documentation/swiftui/uihostingcontroller
/// A UIKit view controller that shows a SwiftUI view. The fake keeps the root view.
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; setting it updates what is shown.
    public var rootView: Content

    /// Makes a controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller from an archive; SwiftUI needs the root view, so this one fails.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}
