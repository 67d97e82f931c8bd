import MosaicDI
import Testing

/// Not Sendable: mutable state, no lock. It may be shared only on the main actor.
private final class ImageLoader {
    var loaded = 0
    init() {}
}

/// Not Sendable either, and not made on the main actor.
private final class Scratchpad {
    var notes: [String] = []
    init() {}
}

@Suite("Sendable and shared lifetimes")
struct SendableLifetimeTests {
    @Test(".mainActor(.container()) shares a non-Sendable main-actor type on the main actor")
    @MainActor
    func mainActorShared() throws {
        let container = try Container { builder in
            builder.register(onMainActor: ImageLoader.init).lifetime(.mainActor(.container()))
        }
        let first: ImageLoader = try container.resolve()
        first.loaded += 1
        let second: ImageLoader = try container.resolve()
        #expect(first === second)
        #expect(second.loaded == 1)
    }

    @Test(".mainActor(...) off the main actor is a build error naming the registration")
    func mainActorLifetimeOffMainActor() {
        let error = buildError { builder in
            builder.register(Scratchpad.init).lifetime(.mainActor(.container()))
        }
        let problem = error?.problems.first
        #expect(problem?.kind == .mainActorLifetimeOffMainActor)
        #expect(problem?.message.contains("Scratchpad") == true)
        #expect(problem?.location.fileID.hasSuffix("SendableLifetimeTests.swift") == true)
    }

    @Test("a non-Sendable type keeps the unshared lifetimes")
    func unshared() throws {
        let container = try Container { builder in
            builder.register(Scratchpad.init).lifetime(.objectGraph)
        }
        #expect(try container.resolve(Scratchpad.self) !== container.resolve(Scratchpad.self))
    }
}
