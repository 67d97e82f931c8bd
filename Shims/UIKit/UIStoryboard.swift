import Foundation

// Follows UIKit.framework/Headers/UIStoryboard.h.
// developer.apple.com/documentation/uikit/uistoryboard
/// Scenes designed in Interface Builder, compiled into `Name.storyboardc` in a bundle. As UIKit
/// does, the fake finds the storyboard's scenes in the compiled storyboard's `Info.plist`
/// (`UIViewControllerIdentifiersToNibNames`, `UIStoryboardDesignatedEntryPointIdentifier`) and
/// raises UIKit's exception for a storyboard the bundle lacks or a scene the storyboard lacks.
/// It makes each scene's controller class through its `init?(coder:)`, as a storyboard does;
/// ``UIKitShim/defineStoryboard(_:initial:scenes:)`` writes such a bundle and names the classes.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String
    private let scenes: [String: String]
    private let initial: String?

    /// The storyboard called `name` in `storyboardBundleOrNil` (the main bundle when nil). A
    /// bundle without it raises UIKit's exception.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        guard let compiled = CompiledStoryboard(name: name, bundle: bundle) else {
            UIKitShim.raise(
                "NSInvalidArgumentException", "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>")
        }
        self.name = name
        scenes = compiled.scenes
        initial = compiled.initial
        super.init()
    }

    /// The storyboard's initial view controller, if it has one.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial else { return nil }
        return instantiateViewController(withIdentifier: initial)
    }

    /// The controller of the scene `identifier`. A scene the storyboard lacks raises UIKit's
    /// exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard scenes[identifier] != nil else {
            UIKitShim.raise(
                "NSInvalidArgumentException", "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        guard let type = UIKitShim.sceneClasses[name]?[identifier], let controller = type.init(coder: NSCoder()) else {
            UIKitShim.raise("NSInvalidArgumentException", "Unknown class for scene '\(identifier)' of storyboard '\(name)'")
        }
        return controller
    }
}

/// What a compiled storyboard's `Info.plist` says: its scenes (identifier → nib) and initial one.
struct CompiledStoryboard {
    let scenes: [String: String]
    let initial: String?

    init?(name: String, bundle: Bundle) {
        guard let url = bundle.url(forResource: name, withExtension: "storyboardc"),
            let data = try? Data(contentsOf: url.appendingPathComponent("Info.plist")),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        scenes = plist["UIViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        initial = plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String
    }
}
