#if canImport(UIKit)
import MosaicDI
import UIKit

extension Container {
    /// Makes the controller of scene `identifier` in the storyboard `name` and gives it its
    /// dependencies: the injections registered with `register(madeElsewhere:)` for `T` run on
    /// it, as they would on any object made outside the container. A storyboard-made controller
    /// can then be a module's view.
    ///
    /// ```swift
    /// builder.register(madeElsewhere: ProfileViewController.self)
    ///     .injecting(onMainActor: { (controller: ProfileViewController, presenter: ProfilePresenter) in
    ///         controller.presenter = presenter
    ///     })
    /// // in the module's builder:
    /// let controller = try context.container.instantiate(ProfileViewController.self, scene: "Profile", storyboard: "Main")
    /// ```
    @MainActor
    public func instantiate<T: UIViewController>(
        _ type: T.Type, scene identifier: String, storyboard name: String, bundle: Bundle? = nil
    ) throws(StoryboardError) -> T {
        let made = UIStoryboard(name: name, bundle: bundle).instantiateViewController(withIdentifier: identifier)
        guard let controller = made as? T else {
            throw .wrongType(
                scene: identifier, storyboard: name, expected: String(describing: T.self), actual: String(describing: Swift.type(of: made)))
        }
        do {
            try inject(into: controller)
        } catch {
            throw .injectionFailed(scene: identifier, storyboard: name, underlying: error)
        }
        return controller
    }
}
#endif
