import MosaicDI
import Testing

private final class Screen: @unchecked Sendable {
    // @unchecked: set once by the container before the instance is handed out.
    let presenter: Presenter
    init(presenter: Presenter) { self.presenter = presenter }
}
private final class Presenter: @unchecked Sendable {
    // @unchecked: set once by the container before the instance is handed out.
    var screen: Screen?
    var screenWhenReady: Screen?
    init() {}
}
private final class Plain: Sendable { init() {} }

@Suite("onReady")
struct OnReadyTests {
    @Test("runs once per instance, after every injection of its cycle", arguments: [
        Lifetime.objectGraph, .container(),
    ])
    func afterCycle(lifetime: Lifetime) throws {
        let calls = Counter()
        let container = try Container { builder in
            builder.register(Screen.init(presenter:)).lifetime(.of(lifetime))
            builder.register(Presenter.init)
                .lifetime(.of(lifetime))
                .injecting(\.screen)
                .onReady { presenter in
                    calls.increment()
                    presenter.screenWhenReady = presenter.screen
                }
        }
        let screen: Screen = try container.resolve()
        #expect(screen.presenter.screenWhenReady === screen, "the hook ran before the presenter's screen was set")
        #expect(calls.count == 1)
    }

    @Test("runs on each prototype before resolve returns")
    func prototype() throws {
        let calls = Counter()
        let container = try Container { builder in
            builder.register(Plain.init).onReady { _ in calls.increment() }
        }
        _ = try container.resolve(Plain.self)
        _ = try container.resolve(Plain.self)
        #expect(calls.count == 2)
    }

    @Test("a hook that throws fails the resolve at the hook's line")
    func throwing() throws {
        struct NotReady: Error {}
        let container = try Container { builder in
            builder.register(Plain.init).onReady { _ in throw NotReady() }
        }
        let error = resolutionError { try container.resolve(Plain.self) }
        guard case .factoryFailed(let type, let underlying)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type == "Plain")
        #expect(underlying is NotReady)
        #expect(error?.location?.fileID.hasSuffix("OnReadyTests.swift") == true)
    }
}
