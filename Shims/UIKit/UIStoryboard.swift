// developer.apple.com/documentation/uikit/uistoryboard
/// Scenes designed in Interface Builder. The fake makes each scene's controller class through
/// its `init?(coder:)`, as a storyboard does; the scenes are declared with
/// ``UIKitShim/defineStoryboard(_:initial:scenes:)``.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String

    /// The storyboard called `name` in `storyboardBundleOrNil` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller, if it has one.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = UIKitShim.storyboards[name]?.initial else { return nil }
        return instantiateViewController(withIdentifier: initial)
    }

    /// The controller of the scene `identifier`. An unknown identifier is an exception in UIKit;
    /// the fake records it and returns a plain controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let type = UIKitShim.storyboards[name]?.scenes[identifier], let controller = type.init(coder: NSCoder()) else {
            UIKitShim.warn("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
            return UIViewController()
        }
        return controller
    }
}
