import Mosaic
import MosaicDI
import MosaicUIKit
import Testing
import UIKit

/// What a profile controller gets from the container.
@MainActor final class ProfilePresenter {
    var shown: [String] = []
}

/// Made by the storyboard (through `init?(coder:)`), then injected, then a module's view.
@MainActor
final class ProfileViewController: UIViewController, UIKitModuleView {
    var presenter: ProfilePresenter?
    var madeByStoryboard = false

    required init?(coder: NSCoder) {
        madeByStoryboard = true
        super.init(coder: coder)
    }
}

/// A scene of the same storyboard with a controller nobody registered for injection.
@MainActor
final class AboutViewController: UIViewController {}

enum ProfileModule: Module { typealias Input = ProfilePresenter }

@MainActor
@Suite("UIKit host: storyboard-made controllers")
struct StoryboardTests {
    /// The app's bundle, holding the compiled storyboard Main with two scenes.
    let bundle: Bundle

    init() {
        bundle = UIKitShim.defineStoryboard(
            "Main", initial: "Profile", scenes: ["Profile": ProfileViewController.self, "About": AboutViewController.self])
    }

    private func container() throws -> Container {
        let bundle = bundle
        return try Container { builder in
            builder.register(onMainActor: ProfilePresenter.init)
            builder.register(madeElsewhere: ProfileViewController.self)
                .injecting(onMainActor: { (controller: ProfileViewController, presenter: ProfilePresenter) in
                    controller.presenter = presenter
                })
            builder.register(module: ProfileModule.self) { context in
                let controller = try context.container.instantiate(ProfileViewController.self, scene: "Profile", storyboard: "Main", bundle: bundle)
                let presenter = try #require(controller.presenter)
                return Assembly(view: controller, input: presenter, roles: [presenter])
            }
        }
    }

    @Test func aControllerFromAStoryboardGetsItsDependenciesFromTheContainer() throws {
        let controller = try container().instantiate(ProfileViewController.self, scene: "Profile", storyboard: "Main", bundle: bundle)
        #expect(controller.madeByStoryboard)
        #expect(controller.presenter != nil)
    }

    @Test func aStoryboardMadeControllerIsAModulesViewOnScreen() throws {
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: try container(), host: host)
        host.attach(to: tree)
        let presenter = try tree.start(ProfileModule.self).input
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let controller = try #require(navigation.topViewController as? ProfileViewController)
        #expect(controller.presenter === presenter)
        #expect(controller.madeByStoryboard)
    }

    @Test func aSceneOfAnotherTypeIsATypedErrorNamingTheSceneAndTheStoryboard() throws {
        let error = try #require(throws: StoryboardError.self) {
            try container().instantiate(ProfileViewController.self, scene: "About", storyboard: "Main", bundle: bundle)
        }
        #expect(error.description == "scene About of storyboard Main is AboutViewController, not ProfileViewController")
    }

    @Test func aControllerNotRegisteredForInjectionIsATypedError() throws {
        let error = try #require(throws: StoryboardError.self) {
            try container().instantiate(AboutViewController.self, scene: "About", storyboard: "Main", bundle: bundle)
        }
        guard case .injectionFailed(let scene, let storyboard, let underlying) = error, case .notRegistered = underlying.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(scene == "About" && storyboard == "Main")
        #expect(error.description.contains("AboutViewController"))
    }

    @Test func aSceneTheStoryboardLacksIsATypedErrorBeforeUIKitWouldRaise() throws {
        let error = try #require(throws: StoryboardError.self) {
            try container().instantiate(ProfileViewController.self, scene: "Settings", storyboard: "Main", bundle: bundle)
        }
        #expect(error.description == "storyboard Main has no scene Settings (its scenes: About, Profile)")
    }

    @Test func aStoryboardTheBundleLacksIsATypedErrorBeforeUIKitWouldRaise() throws {
        let error = try #require(throws: StoryboardError.self) {
            try container().instantiate(ProfileViewController.self, scene: "Profile", storyboard: "Onboarding", bundle: bundle)
        }
        #expect(error.description == "no storyboard Onboarding in bundle \(bundle.bundlePath)")
    }

    @Test func askingUIKitItselfForAMissingSceneEndsTheProcessWithItsException() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let bundle = UIKitShim.defineStoryboard("Main", scenes: ["Profile": ProfileViewController.self])
                _ = UIStoryboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "Settings")
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("NSInvalidArgumentException"))
            #expect(output.contains("doesn't contain a view controller with identifier 'Settings'"))
        }
    }
}
