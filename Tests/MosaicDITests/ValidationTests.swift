import MosaicDI
import Testing

private final class Repository: Sendable { init(database: Database) {} }
private final class Database: Sendable { init() {} }
private final class Screen { init(repository: Repository) {} }
private final class Chicken { init(egg: Egg) {} }
private final class Egg { init(chicken: Chicken) {} }
private final class Ping { var pong: Pong?; init() {} }
private final class Pong { var ping: Ping?; init() {} }
private final class Cache: Sendable { init(formatter: Formatter) {} }
private final class Formatter { init() {} }

@Suite("Validation")
struct ValidationTests {
    @Test("a missing registration names the requester, its file and line, and the path to it")
    func missing() throws {
        let line = #line + 3
        let found = buildError { builder in
            builder.register(Screen.init(repository:))
            builder.register(Repository.init(database:))
        }
        let error = try #require(found)
        let problem = try #require(error.problems.first)
        #expect(error.problems.count == 1)
        #expect(problem.kind == .missingDependency)
        #expect(problem.location.line == line)
        #expect(problem.path == ["Screen", "Repository", "Database"])
        #expect(problem.message.contains("Repository needs Database, but nothing visible to the root registers Database"))
        #expect(problem.description.contains("ValidationTests.swift:\(line): missingDependency"))
        #expect(problem.description.contains("(path: Screen → Repository → Database)"))
    }

    @Test("an ambiguous dependency lists every candidate with its location")
    func ambiguous() throws {
        final class Reader { init(greeter: any Greeter) {} }
        let found = buildError { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }
            builder.register(Reader.init(greeter:))
        }
        let error = try #require(found)
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .ambiguousDependency)
        #expect(problem.message.contains("2 registrations fit"))
        #expect(problem.message.contains("EnglishGreeter (MosaicDITests/ValidationTests.swift:"))
        #expect(problem.message.contains("FrenchGreeter (MosaicDITests/ValidationTests.swift:"))
        #expect(problem.message.contains(".default()"))
    }

    @Test("initializers that need each other are a cycle no injection breaks")
    func initializerCycle() throws {
        let found = buildError { builder in
            builder.register(Chicken.init(egg:))
            builder.register(Egg.init(chicken:))
        }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.initializerCycle])
        #expect(error.problems[0].message.contains("Chicken → Egg → Chicken"))
        #expect(error.problems[0].message.contains("ValidationTests.swift"))
    }

    @Test("a property-injection cycle through prototypes only never ends, so it is reported")
    func endlessCycle() throws {
        let found = buildError { builder in
            builder.register(Ping.init).injecting(\.pong)
            builder.register(Pong.init).injecting(\.ping)
        }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.endlessCycle])
        #expect(error.problems[0].message.contains(".objectGraph"))

        let fixed = buildError { builder in
            builder.register(Ping.init).lifetime(.objectGraph).injecting(\.pong)
            builder.register(Pong.init).injecting(\.ping)
        }
        #expect(fixed == nil)
    }

    @Test("a singleton holding a prototype is a captive dependency; a Provider is fine")
    func captive() throws {
        let line = #line + 3
        let found = buildError { builder in
            builder.register(Formatter.init)
            builder.register(Cache.init(formatter:)).lifetime(.container())
        }
        let error = try #require(found)
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .captiveDependency)
        #expect(problem.location.line == line)
        #expect(problem.message.contains("Cache (container) holds Formatter (prototype"))
        #expect(problem.message.contains("Provider<Formatter>"))

        final class Fine: Sendable { init(formatter: Provider<Formatter>) {} }
        let fine = buildError { builder in
            builder.register(Formatter.init)
            builder.register(Fine.init(formatter:)).lifetime(.container())
        }
        #expect(fine == nil)
    }

    @Test("needing an argument-taking registration without a Provider is reported")
    func argumentUnavailable() throws {
        final class Row { init(id: Argument<Int>) {} }
        final class List { init(row: Row) {} }
        let found = buildError { builder in
            builder.register(Row.init(id:))
            builder.register(List.init(row:))
        }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.argumentUnavailable])
        #expect(error.problems[0].message.contains("takes runtime arguments (Int)"))
    }

    @Test("a weak lifetime for a value type is reported")
    func weakValue() throws {
        struct Settings { init() {} }
        let found = buildError { $0.register(Settings.init).lifetime(.container(.weak)) }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.weakValueType])
        #expect(error.problems[0].message.contains("Settings"))
    }

    @Test("a .single whose factory throws fails the build")
    func singleFails() throws {
        struct Broken: Error {}
        let found = buildError { builder in
            builder.register { () throws -> Database in throw Broken() }.lifetime(.single)
        }
        let error = try #require(found)
        #expect(error.problems.map(\.kind) == [.singleFailed])
        #expect(error.problems[0].message.contains("Database (.single) could not be made"))
    }

    @Test("one error lists every problem, not only the first")
    func everyProblem() throws {
        let found = buildError { builder in
            builder.register(Screen.init(repository:))
            builder.register(Chicken.init(egg:))
            builder.register(Egg.init(chicken:))
            builder.register(Formatter.init)
            builder.register(Cache.init(formatter:)).lifetime(.single)
        }
        let error = try #require(found)
        #expect(Set(error.problems.map(\.kind)) == [.missingDependency, .initializerCycle, .captiveDependency])
        #expect(error.description.hasPrefix("container is not valid (3 problems):"))
    }

    @Test("what validation finds never surfaces at resolve time")
    func validatedGraphsResolve() throws {
        let container = try Container { builder in
            builder.register(Database.init).lifetime(.container())
            builder.register(Repository.init(database:))
            builder.register(Screen.init(repository:))
            builder.register(Ping.init).lifetime(.objectGraph).injecting(\.pong)
            builder.register(Pong.init).lifetime(.objectGraph).injecting(\.ping)
        }
        for node in container.graph.nodes {
            #expect(!node.registration.type.isEmpty)
        }
        _ = try container.resolve(Screen.self)
        let ping: Ping = try container.resolve()
        #expect(ping.pong?.ping === ping)
        ping.pong = nil
    }
}
