import Foundation
import MosaicDI
import Testing

@MainActor
private final class ProfileView {
    let presenter: ProfilePresenter
    init(presenter: ProfilePresenter) { self.presenter = presenter }
}

@MainActor
private final class ProfilePresenter {
    init() {}
}

private final class BackgroundCache: Sendable {
    init() {}
}

/// Runs `body` on a new thread (not the main one) and waits for it.
private func onBackgroundThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutexed<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        result.update { $0 = body() }
        done.signal()
    }.start()
    done.wait()
    return result.read { $0! }
}

private func mainActorContainer() throws -> Container {
    try Container { builder in
        builder.register(onMainActor: ProfilePresenter.init).lifetime(.objectGraph)
        builder.register(onMainActor: ProfileView.init(presenter:))
        builder.register(BackgroundCache.init).lifetime(.container())
    }
}

@Suite("Actors")
struct ActorTests {
    @Test("a nonisolated holder of a main-actor object names the path when resolved off the main actor")
    func pathToMainActorDependency() throws {
        final class Screen { init(presenter: ProfilePresenter) {} }
        let container = try Container { builder in
            builder.register(onMainActor: ProfilePresenter.init)
            builder.register(Screen.init(presenter:))
        }
        let description = onBackgroundThread { () -> String in
            do {
                _ = try container.resolve(Screen.self)
                return "resolved"
            } catch {
                return "\(error)"
            }
        }
        #expect(description.contains("ProfilePresenter is made on the main actor"))
        #expect(description.contains("path: Screen → ProfilePresenter"))
    }

    @Test("main-actor factories resolve synchronously on the main actor")
    @MainActor
    func syncOnMain() throws {
        let container = try mainActorContainer()
        let view: ProfileView = try container.resolve()
        _ = view.presenter
    }

    @Test("a synchronous resolve off the main actor throws instead of blocking")
    func syncOffMainThrows() throws {
        let container = try mainActorContainer()
        let description = onBackgroundThread { () -> String in
            do {
                _ = try container.resolve(ProfileView.self)
                return "resolved"
            } catch {
                return "\(error)"
            }
        }
        #expect(description.contains("ProfileView is made on the main actor"))
        #expect(description.contains("ActorTests.swift:"))
        let cache = onBackgroundThread { (try? container.resolve(BackgroundCache.self)) != nil }
        #expect(cache, "nonisolated registrations resolve anywhere")
    }

    @Test("the async resolve hops to the main actor from any context, without deadlock")
    func asyncFromBackground() async throws {
        let container = try mainActorContainer()
        let resolved = try await Task.detached {
            let view: ProfileView = try await container.resolve()
            return await MainActor.run { view.presenter === view.presenter }
        }.value
        #expect(resolved)
        let cache: BackgroundCache = try await container.resolve()
        #expect(try await container.resolve(BackgroundCache.self) === cache)
    }

    @Test("validation reports a nonisolated singleton holding a main-actor object")
    func mainActorCaptive() throws {
        final class Coordinator: Sendable { init(view: Provider<ProfileView>) {} }
        final class Holder: Sendable { init(presenter: ProfilePresenter) {} }
        let found = buildError { builder in
            builder.register(onMainActor: ProfilePresenter.init).lifetime(.container())
            builder.register(Holder.init(presenter:)).lifetime(.container())
        }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.mainActorCaptive])
        #expect(error.problems[0].message.contains("Holder is a nonisolated container instance holding ProfilePresenter"))

        let fine = buildError { builder in
            builder.register(onMainActor: ProfilePresenter.init)
            builder.register(onMainActor: ProfileView.init(presenter:))
            builder.register(Coordinator.init(view:)).lifetime(.container())
        }
        #expect(fine == nil, "a Provider does not hold what it makes")
    }

    @Test("the graph marks main-actor registrations")
    func graphIsolation() throws {
        let graph = try mainActorContainer().graph
        #expect(graph.nodes(ofType: "ProfileView").first?.registration.isMainActor == true)
        #expect(graph.nodes(ofType: "BackgroundCache").first?.registration.isMainActor == false)
    }
}
