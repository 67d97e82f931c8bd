import Foundation
import MosaicDI
import Testing

// The `async` resolve and main-actor registrations: every main-actor part of an `async` resolve
// runs on the main actor, whatever ran or suspended before it, from any caller.

@MainActor
private final class MainTitle {
    /// Read on the main actor only (a `var` of a main-actor class).
    var text = "Inbox"
    init() {}
}

private struct Service: Sendable {
    let title: String
}

private struct Configuration: Sendable {
    let path: String
}

@MainActor
private final class Screen {
    var loaded: String?
    init() {}
    func load(_ path: String) async {
        loaded = path
    }
}

private final class Inbox: @unchecked Sendable {
    // @unchecked: the container sets these during the resolve that makes the inbox, one step
    // after the other, before the inbox is handed out; the tests only read them afterwards.
    var title: MainTitle?
    var titleText: String?
    init() {}
}

/// The ways an `async` resolve can reach a main-actor registration.
enum AsyncMainActorShape: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case asyncFactoryOfMainActor
    case asyncInjectionOnMainActor
    case syncInjectionOnAsync
    case mainActorInjectionOnAsync
    case mainActorInjectionOnAsyncSingleton
    case optionalOfMainActor
    case manyOfMainActor
    case providerOfMainActor
    case lazyOfMainActor

    var testDescription: String { rawValue }

    /// The container of this shape.
    func container() throws -> Container {
        try Container { builder in
            builder.register(onMainActor: MainTitle.init)
            builder.register { Configuration(path: "inbox.sqlite") }
            switch self {
            case .asyncFactoryOfMainActor:
                builder.register(async: { (title: MainTitle) async in Service(title: await title.text) })
            case .asyncInjectionOnMainActor:
                builder.register(onMainActor: Screen.init)
                    .injecting(async: { (screen: Screen, configuration: Configuration) in await screen.load(configuration.path) })
            case .syncInjectionOnAsync:
                builder.register(async: { Inbox() })
                    .injecting { (inbox: Inbox, title: MainTitle) in inbox.title = title }
            case .mainActorInjectionOnAsync:
                builder.register(async: { Inbox() })
                    .injecting(onMainActor: { (inbox: Inbox, title: MainTitle) in inbox.titleText = title.text })
            case .mainActorInjectionOnAsyncSingleton:
                builder.register(async: { Inbox() })
                    .lifetime(.container())
                    .injecting(onMainActor: { (inbox: Inbox) in inbox.titleText = MainTitle().text })
            case .optionalOfMainActor:
                builder.register(async: { (title: MainTitle?) async in Service(title: await title?.text ?? "none") })
            case .manyOfMainActor:
                builder.register(async: { (titles: Many<MainTitle>) async in Service(title: await titles[0].text) })
            case .providerOfMainActor, .lazyOfMainActor:
                break
            }
        }
    }

    /// Resolves the shape's value from the caller's isolation and tells what it saw: the title
    /// text, and whether the main-actor factory ran on the main thread.
    func resolve(in container: Container, isolation: isolated (any Actor)? = #isolation) async throws -> String {
        switch self {
        case .asyncFactoryOfMainActor, .optionalOfMainActor, .manyOfMainActor:
            let service: Service = try await container.resolve()
            return service.title
        case .asyncInjectionOnMainActor:
            let screen: Screen = try await container.resolve()
            return await screen.loaded ?? "not loaded"
        case .syncInjectionOnAsync:
            let inbox: Inbox = try await container.resolve()
            guard let title = inbox.title else { return "not injected" }
            return await title.text
        case .mainActorInjectionOnAsync, .mainActorInjectionOnAsyncSingleton:
            let inbox: Inbox = try await container.resolve()
            return inbox.titleText ?? "not injected"
        case .providerOfMainActor:
            let title = try await container.provider(MainTitle.self).resolve()
            return await title.text
        case .lazyOfMainActor:
            let title = try await container.lazy(MainTitle.self).load()
            return await title.text
        }
    }

    var expected: String {
        switch self {
        case .asyncInjectionOnMainActor: "inbox.sqlite"
        default: "Inbox"
        }
    }
}

/// Resolves `shape` on the main actor.
@MainActor
private func resolveOnMainActor(_ shape: AsyncMainActorShape, _ container: Container) async throws -> String {
    try await shape.resolve(in: container)
}

@Suite("Async resolve and the main actor")
struct AsyncMainActorTests {
    @Test("an async resolve on the main actor runs its main-actor registrations there", arguments: AsyncMainActorShape.allCases)
    @MainActor
    func fromMainActor(_ shape: AsyncMainActorShape) async throws {
        let container = try shape.container()
        #expect(try await shape.resolve(in: container) == shape.expected)
        // Again, now that a task may have suspended and resumed elsewhere in between.
        #expect(try await shape.resolve(in: container) == shape.expected)
    }

    @Test("an async resolve from a nonisolated task hops to the main actor for them", arguments: AsyncMainActorShape.allCases)
    func fromNonisolatedTask(_ shape: AsyncMainActorShape) async throws {
        let container = try shape.container()
        #expect(try await shape.resolve(in: container) == shape.expected)
        let fromTask = try await Task { try await shape.resolve(in: container) }.value
        #expect(fromTask == shape.expected)
    }

    @Test("an async resolve from a detached task hops to the main actor for them", arguments: AsyncMainActorShape.allCases)
    func fromDetachedTask(_ shape: AsyncMainActorShape) async throws {
        let container = try shape.container()
        let value = try await Task.detached { try await shape.resolve(in: container) }.value
        #expect(value == shape.expected)
    }

    @Test(
        "an async resolve on the main actor that suspends before its main-actor part does not stop the process",
        arguments: AsyncMainActorShape.allCases)
    func mainActorResolveInItsOwnProcess(_ shape: AsyncMainActorShape) async {
        // In a process of its own, so that a regression fails this test instead of the whole run.
        await #expect(processExitsWith: .success) { [shape] in
            let container = try shape.container()
            let value = try await resolveOnMainActor(shape, container)
            guard value == shape.expected else { exit(1) }
        }
    }

    @Test("an async resolve that suspends before and after its main-actor dependency, again and again, from any task")
    func suspensionsAroundMainActorDependency() async throws {
        struct Loaded: Sendable { let path: String }
        let container = try Container { builder in
            builder.register(onMainActor: MainTitle.init)
            builder.register { Configuration(path: "inbox.sqlite") }
            builder.register(async: { (configuration: Configuration) async in
                await Task.yield()
                return Loaded(path: configuration.path)
            })
            // The title is made after the first parameter's suspension, and read after another.
            builder.register(async: { (loaded: Loaded, title: MainTitle) async in
                await Task.yield()
                return Service(title: "\(await title.text) \(loaded.path)")
            })
        }
        for _ in 0..<20 {
            let detached = try await Task.detached { try await container.resolve(Service.self) }.value
            #expect(detached.title == "Inbox inbox.sqlite")
            let onMain = try await resolveServiceOnMainActor(container)
            #expect(onMain.title == "Inbox inbox.sqlite")
        }
    }

    @Test("a main-actor factory that throws in an async resolve reports its type, path and line")
    func mainActorFailure() async throws {
        struct Offline: Error {}
        let container = try Container { builder in
            builder.register(onMainActor: { () throws -> MainTitle in throw Offline() })
            builder.register(async: { (title: MainTitle) async in Service(title: await title.text) })
        }
        do {
            _ = try await Task.detached { try await container.resolve(Service.self) }.value
            Issue.record("expected the factory's error")
        } catch let error as ResolutionError {
            guard case .factoryFailed(let type, let underlying) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(type == "MainTitle")
            #expect(underlying is Offline)
            #expect(error.path == ["Service", "MainTitle"])
            #expect(error.location?.fileID.hasSuffix("AsyncMainActorTests.swift") == true)
        }
    }
}

@MainActor
private func resolveServiceOnMainActor(_ container: Container) async throws -> Service {
    try await container.resolve()
}
