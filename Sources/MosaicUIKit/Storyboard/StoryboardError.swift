#if canImport(UIKit)
import MosaicDI

/// Why a view controller could not be made from a storyboard. Nothing is left half made: the
/// controller is not returned.
public enum StoryboardError: Error, Sendable, CustomStringConvertible {
    /// The scene's controller is not of the type asked for (or the scene does not exist).
    case wrongType(scene: String, storyboard: String, expected: String, actual: String)
    /// The container could not inject the controller's dependencies.
    case injectionFailed(scene: String, storyboard: String, underlying: ResolutionError)

    /// One sentence naming the scene, the storyboard and the problem.
    public var description: String {
        switch self {
        case .wrongType(let scene, let storyboard, let expected, let actual):
            "scene \(scene) of storyboard \(storyboard) is \(actual), not \(expected)"
        case .injectionFailed(let scene, let storyboard, let underlying):
            "cannot inject the controller of scene \(scene) of storyboard \(storyboard): \(underlying)"
        }
    }
}
#endif
