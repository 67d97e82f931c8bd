#if canImport(UIKit)
import MosaicDI

/// Why a view controller could not be made from a storyboard. Nothing is left half made: the
/// controller is not returned.
public enum StoryboardError: Error, Sendable, CustomStringConvertible {
    /// The bundle has no compiled storyboard of that name (UIKit would raise an exception).
    case noSuchStoryboard(storyboard: String, bundle: String)
    /// The storyboard has no scene with that identifier (UIKit would raise an exception).
    case noSuchScene(scene: String, storyboard: String, scenes: [String])
    /// The scene's controller is not of the type asked for.
    case wrongType(scene: String, storyboard: String, expected: String, actual: String)
    /// The container could not inject the controller's dependencies.
    case injectionFailed(scene: String, storyboard: String, underlying: ResolutionError)

    /// One sentence naming the scene, the storyboard and the problem.
    public var description: String {
        switch self {
        case .noSuchStoryboard(let storyboard, let bundle):
            "no storyboard \(storyboard) in bundle \(bundle)"
        case .noSuchScene(let scene, let storyboard, let scenes):
            "storyboard \(storyboard) has no scene \(scene) (its scenes: \(scenes.isEmpty ? "none" : scenes.joined(separator: ", ")))"
        case .wrongType(let scene, let storyboard, let expected, let actual):
            "scene \(scene) of storyboard \(storyboard) is \(actual), not \(expected)"
        case .injectionFailed(let scene, let storyboard, let underlying):
            "cannot inject the controller of scene \(scene) of storyboard \(storyboard): \(underlying)"
        }
    }
}
#endif
