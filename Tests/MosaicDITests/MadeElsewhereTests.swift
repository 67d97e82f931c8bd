import MosaicDI
import Testing

private final class Presenter: Sendable { init() {} }
private final class Analytics: Sendable { init() {} }

/// Made by "the storyboard", not by the container.
@MainActor
private final class ProfileController {
    var presenter: Presenter?
    var analytics: Analytics?
    var readyWithPresenter = false
    nonisolated init() {}
}

private final class NeedsController: Sendable {
    init(controller: ProfileController) {}
}

@Suite("Objects made elsewhere")
struct MadeElsewhereTests {
    private func container() throws -> Container {
        try Container { builder in
            builder.register(Presenter.init)
            builder.register(Analytics.init).lifetime(.container())
            builder.register(madeElsewhere: ProfileController.self)
                .injecting(onMainActor: { (controller: ProfileController, presenter: Presenter) in controller.presenter = presenter })
                .injecting(onMainActor: { (controller: ProfileController, analytics: Analytics) in
                    controller.analytics = analytics
                })
                .onReady { controller in
                    MainActor.assumeIsolated { controller.readyWithPresenter = controller.presenter != nil }
                }
        }
    }

    @Test("inject(into:) runs the registered injections and onReady on an object made elsewhere")
    @MainActor
    func inject() throws {
        let container = try container()
        let controller = ProfileController()
        try container.inject(into: controller)
        #expect(controller.presenter != nil)
        #expect(controller.analytics === (try container.resolve(Analytics.self)))
        #expect(controller.readyWithPresenter)
    }

    @Test("off the main actor, a main-actor injection is a typed error")
    func offMainActor() async throws {
        let container = try container()
        let controller = ProfileController()
        let box = SendableBox(controller)
        let outcome = await Task.detached {
            Result { () throws(ResolutionError) in try container.inject(into: box.value) }
        }.value
        guard case .failure(let error) = outcome, case .requiresMainActor = error.reason else {
            Issue.record("\(outcome)")
            return
        }
    }

    @Test("resolving a type made elsewhere, or depending on it, is an error naming it")
    @MainActor
    func neverMade() throws {
        let container = try container()
        let error = resolutionError { try container.resolve(ProfileController.self) }
        guard case .madeElsewhere(let type)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type == "ProfileController")
        let buildFailure = buildError { builder in
            builder.register(madeElsewhere: ProfileController.self)
            builder.register(NeedsController.init(controller:))
        }
        let problem = buildFailure?.problems.first { $0.kind == .madeElsewhere }
        #expect(problem?.message.contains("NeedsController needs ProfileController") == true)
    }

    @Test("build() checks the injections of a type made elsewhere")
    func validated() {
        let error = buildError { builder in
            builder.register(madeElsewhere: ProfileController.self)
                .injecting(onMainActor: { (controller: ProfileController, presenter: Presenter) in controller.presenter = presenter })
        }
        #expect(error?.problems.first?.kind == .missingDependency)
    }

    @Test("inject(into:) of an unregistered type is notRegistered")
    @MainActor
    func unregistered() throws {
        let container = try Container { _ in }
        let error = resolutionError { try container.inject(into: ProfileController()) }
        guard case .notRegistered(let type)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type.contains("ProfileController"))
    }
}

/// Hands a main-actor object to a task that must not touch it (it only passes it on).
private struct SendableBox<Value>: @unchecked Sendable {
    // @unchecked: the test's detached task only passes the value to `inject(into:)`, which
    // refuses to touch it off the main actor.
    let value: Value
    init(_ value: Value) { self.value = value }
}
