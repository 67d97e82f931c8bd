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
    ///
    /// A storyboard the bundle (the main bundle when nil) does not have, or a scene the
    /// storyboard does not have, is a ``StoryboardError`` thrown before UIKit is asked: UIKit
    /// would raise an exception, which ends the app. The scenes are read where UIKit reads them,
    /// in the compiled storyboard's `Info.plist`.
    @MainActor
    public func instantiate<T: UIViewController>(
        _ type: T.Type, scene identifier: String, storyboard name: String, bundle: Bundle? = nil
    ) throws(StoryboardError) -> T {
        let inBundle = bundle ?? Bundle.main
        let scenes = try StoryboardScenes(storyboard: name, bundle: inBundle)
        guard scenes.identifiers.contains(identifier) else {
            throw .noSuchScene(scene: identifier, storyboard: name, scenes: scenes.identifiers.sorted())
        }
        let made = UIStoryboard(name: name, bundle: inBundle).instantiateViewController(withIdentifier: identifier)
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

/// The scene identifiers of a compiled storyboard (`Name.storyboardc`), from its `Info.plist`,
/// where UIKit finds them too.
struct StoryboardScenes {
    let identifiers: Set<String>

    init(storyboard name: String, bundle: Bundle) throws(StoryboardError) {
        guard let compiled = bundle.url(forResource: name, withExtension: "storyboardc"),
            let data = try? Data(contentsOf: compiled.appendingPathComponent("Info.plist")),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { throw .noSuchStoryboard(storyboard: name, bundle: bundle.bundlePath) }
        let scenes = plist["UIViewControllerIdentifiersToNibNames"] as? [String: Any] ?? [:]
        identifiers = Set(scenes.keys)
    }
}
#endif
