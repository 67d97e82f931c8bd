import MosaicDI
import Testing

private actor Database {
    let path: String
    init(path: String) async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        self.path = path
    }
}
private struct Configuration: Sendable { let path: String }
private final class Repository: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}
private protocol Storing: Sendable {}
extension Repository: Storing {}

private final class Screen: Sendable {
    let repository: Provider<Repository>
    init(repository: Provider<Repository>) { self.repository = repository }
}

@Suite("Async factories")
struct AsyncRegistrationTests {
    private func container(counter: Counter) throws -> Container {
        try Container { builder in
            builder.register { Configuration(path: "main.sqlite") }.lifetime(.container())
            builder.register(async: { (configuration: Configuration) in
                counter.increment()
                return try await Database(path: configuration.path)
            }).lifetime(.container())
            builder.register(async: { (database: Database) in Repository(database: database) })
                .as((any Storing).self) { $0 }
            builder.register(Screen.init(repository:))
        }
    }

    @Test("try await resolve runs async factories, their async dependencies first")
    func asyncResolve() async throws {
        let container = try container(counter: Counter())
        let repository: Repository = try await container.resolve()
        #expect(repository.database.path == "main.sqlite")
        let storing: any Storing = try await container.resolve()
        #expect(storing is Repository)
    }

    @Test("a synchronous resolve of an async registration is a typed error, not a hang")
    func syncResolveThrows() throws {
        let container = try container(counter: Counter())
        let error = resolutionError { try container.resolve(Repository.self) }
        guard case .requiresAsync(let type)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type == "Repository")
        #expect(error?.location?.fileID.hasSuffix("AsyncRegistrationTests.swift") == true)
    }

    @Test("an async singleton is made once when 8 tasks ask at the same moment")
    func exactlyOnce() async throws {
        let counter = Counter()
        let container = try container(counter: counter)
        let ids = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(try await container.resolve(Database.self)) }
            }
            var ids: Set<ObjectIdentifier> = []
            for try await id in group { ids.insert(id) }
            return ids
        }
        #expect(ids.count == 1)
        #expect(counter.count == 1)
    }

    @Test("a Provider and a Lazy reach async registrations with resolve() and load()")
    func providerAndLazy() async throws {
        let container = try container(counter: Counter())
        let screen: Screen = try await container.resolve()
        #expect(try await screen.repository.resolve().database.path == "main.sqlite")
        let lazy = try container.lazy(Repository.self)
        let first = try await lazy.load()
        #expect(try await lazy.load() === first)
    }

    @Test("build() reports a synchronous registration that needs an async one, and .single")
    func validation() {
        let error = buildError { builder in
            builder.register(async: { Configuration(path: "x") })
            builder.register { (configuration: Configuration) in Holder(path: configuration.path) }
            builder.register(async: { Configuration(path: "y") }).named("eager").lifetime(.single)
        }
        let problems = error?.problems.filter { $0.kind == .asyncDependency } ?? []
        #expect(problems.count == 2, "\(String(describing: error))")
        #expect(problems.contains { $0.message.contains("Holder needs Configuration") && $0.message.contains("Provider<Configuration>") })
        #expect(problems.contains { $0.message.contains(".single") })
    }
}

private final class SyncEngine: @unchecked Sendable {
    // @unchecked: `connectedTo` is set once by the container before the engine is handed out.
    var connectedTo: String?
    init() {}
    func connect(_ configuration: Configuration) async throws {
        try await Task.sleep(nanoseconds: 1_000)
        connectedTo = configuration.path
    }
}

@Suite("Async injections")
struct AsyncInjectionTests {
    @Test("injecting(async:) runs in the async resolve, in order with the others, once for a singleton")
    func asyncInjection() async throws {
        let made = Counter()
        let container = try Container { builder in
            builder.register { Configuration(path: "sync.sqlite") }.lifetime(.container())
            builder.register { () -> SyncEngine in
                made.increment()
                return SyncEngine()
            }
            .lifetime(.container())
            .injecting(async: { (engine: SyncEngine, configuration: Configuration) in try await engine.connect(configuration) })
        }
        let engine: SyncEngine = try await container.resolve()
        #expect(engine.connectedTo == "sync.sqlite")
        #expect(try await container.resolve(SyncEngine.self) === engine)
        #expect(made.count == 1)
    }

    @Test("a synchronous resolve of a registration with an async injection is requiresAsync")
    func syncResolve() throws {
        let container = try Container { builder in
            builder.register { Configuration(path: "sync.sqlite") }
            builder.register(SyncEngine.init)
                .injecting(async: { (engine: SyncEngine, configuration: Configuration) in try await engine.connect(configuration) })
        }
        let error = resolutionError { try container.resolve(SyncEngine.self) }
        guard case .requiresAsync(let type)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type == "SyncEngine")
    }
}

private final class Holder: Sendable {
    let path: String
    init(path: String) { self.path = path }
}
