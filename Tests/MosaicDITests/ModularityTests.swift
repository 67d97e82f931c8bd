import MosaicDI
import Testing

// The modularity example in Mosaic's types: two modules each register a storyboard, each
// module's router gets its own, and `resolve(from:)` picks one explicitly.

struct Storyboard: Equatable { let name: String }

final class Module1Router { let storyboard: Storyboard; init(storyboard: Storyboard) { self.storyboard = storyboard } }
final class Module2Router { let storyboard: Storyboard; init(storyboard: Storyboard) { self.storyboard = storyboard } }
final class Module3Router { let storyboard: Storyboard; init(storyboard: Storyboard) { self.storyboard = storyboard } }
final class Module4Router { let storyboard: Storyboard; init(storyboard: Storyboard) { self.storyboard = storyboard } }

enum Module1Framework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "Module1Storyboard") }
        builder.register(Module1Router.init(storyboard:))
    }
}

enum Module2Framework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "Module2Storyboard") }
        builder.register(Module2Router.init(storyboard:))
    }
}

/// Has no storyboard of its own and imports Module2's.
enum Module3Framework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.import(Module2Framework.self)
        builder.register(Module3Router.init(storyboard:))
    }
}

/// Imports Module3, which imports Module2: imports are one level deep, so this sees nothing.
enum Module4Framework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.import(Module3Framework.self)
        builder.register(Module4Router.init(storyboard:))
    }
    static let routerLocation = MosaicDI.SourceLocation(fileID: #fileID, line: #line - 2)
}

enum SecretFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "Secret") }.privateToFramework()
        builder.register(Module1Router.init(storyboard:)).named("secret")
    }
}

enum ThiefFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register(Module2Router.init(storyboard:))
    }
}

enum NetworkPart: Part {
    static func load(into builder: inout ContainerBuilder) {
        builder.register(Engine.init)
        builder.register(Wheel.init)
    }
}

enum CarFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.append(part: NetworkPart.self)
        builder.register(Car.init(engine:wheel:))
    }
}

@Suite("Modularity")
struct ModularityTests {
    @Test("each framework's router gets its own framework's storyboard")
    func ownFrameworkFirst() throws {
        let container = try Container { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module2Framework.self)
        }
        let router1: Module1Router = try container.resolve()
        let router2: Module2Router = try container.resolve()
        #expect(router1.storyboard.name == "Module1Storyboard")
        #expect(router2.storyboard.name == "Module2Storyboard")
    }

    @Test("resolve(from:) picks a framework's registration; the root alone finds it ambiguous")
    func resolveFrom() throws {
        let container = try Container { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module2Framework.self)
        }
        #expect(try container.resolve(Storyboard.self, from: Module2Framework.self).name == "Module2Storyboard")
        #expect(try container.resolve(Storyboard.self, from: Module1Framework.self).name == "Module1Storyboard")
        let error = try #require(resolutionError { try container.resolve(Storyboard.self) })
        guard case .ambiguous(let type, let candidates) = error.reason else {
            Issue.record("expected ambiguity, got \(error)")
            return
        }
        #expect(type == "Storyboard")
        #expect(candidates.count == 2)
        #expect(candidates.contains { $0.contains("Module1Framework") && $0.contains("ModularityTests.swift") })
    }

    @Test("an import lets a framework use another one's registration")
    func importOneLevel() throws {
        let container = try Container { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module2Framework.self)
            builder.append(framework: Module3Framework.self)
        }
        #expect(try container.resolve(Module3Router.self).storyboard.name == "Module2Storyboard")
        let graph = container.graph
        let router = try #require(graph.nodes(ofType: "Module3Router").first)
        #expect(graph.dependencies(of: router).map(\.suppliedBy) == ["Module2Framework"])
    }

    @Test("imports are not transitive: Module4 → Module3 → Module2 does not reach Module2")
    func importIsNotTransitive() throws {
        let found = buildError { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module2Framework.self)
            builder.append(framework: Module3Framework.self)
            builder.append(framework: Module4Framework.self)
        }
        let error = try #require(found)
        let problem = try #require(error.problems.first)
        #expect(error.problems.count == 1)
        #expect(problem.kind == .ambiguousDependency)
        #expect(problem.message.contains("Module4Router needs Storyboard"))
        #expect(problem.location == Module4Framework.routerLocation, "the location is Module4Router's registration")
    }

    @Test("a private registration is invisible to other frameworks, visible to its own and to resolve(from:)")
    func privateRegistrations() throws {
        let error = try #require(buildError { builder in
            builder.append(framework: SecretFramework.self)
            builder.append(framework: ThiefFramework.self)
        })
        #expect(error.problems.map(\.kind) == [.missingDependency])
        #expect(error.problems[0].message.contains("Module2Router needs Storyboard"))
        #expect(error.problems[0].message.contains("framework ThiefFramework"))

        let container = try Container { builder in
            builder.append(framework: SecretFramework.self)
        }
        #expect(try container.resolve(Module1Router.self, name: "secret").storyboard.name == "Secret")
        #expect(try container.resolve(Storyboard.self, from: SecretFramework.self).name == "Secret")
        #expect(!container.isRegistered(Storyboard.self), "the root does not see it")
    }

    @Test("parts group registrations and belong to the framework that appends them")
    func parts() throws {
        let container = try Container { builder in
            builder.append(framework: CarFramework.self)
        }
        _ = try container.resolve(Car.self)
        let engine = try #require(container.graph.nodes(ofType: "Engine").first)
        #expect(engine.registration.framework == "CarFramework")
    }

    @Test("a framework appended twice is an error naming it and both places")
    func frameworkTwice() throws {
        let line = #line + 3
        let found = buildError { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module1Framework.self)
        }
        let error = try #require(found)
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .frameworkAppendedTwice)
        #expect(problem.location.line == line)
        #expect(problem.message.contains("Module1Framework is appended twice (first at MosaicDITests/ModularityTests.swift:\(line - 1))"))
    }

    @Test("a part appended twice in one framework is an error")
    func partTwice() throws {
        let error = try #require(buildError { builder in
            builder.append(part: NetworkPart.self)
            builder.append(part: NetworkPart.self)
        })
        #expect(error.problems.map(\.kind) == [.partAppendedTwice])
        #expect(error.description.contains("part NetworkPart is appended twice in the root"))
    }

    @Test("frameworks importing each other are an error")
    func importCycle() throws {
        enum Ping: Framework {
            static func load(into builder: inout ContainerBuilder) { builder.import(Pong.self) }
        }
        enum Pong: Framework {
            static func load(into builder: inout ContainerBuilder) { builder.import(Ping.self) }
        }
        let error = try #require(buildError { builder in
            builder.append(framework: Ping.self)
            builder.append(framework: Pong.self)
        })
        #expect(error.problems.map(\.kind) == [.importCycle])
        #expect(error.problems[0].message.contains("Ping → Pong → Ping"))
        #expect(error.problems[0].location.fileID.hasSuffix("ModularityTests.swift"))
    }

    @Test("importing outside a framework, or a framework never appended, is an error")
    func badImports() throws {
        let line = #line + 2
        let found = buildError { builder in
            builder.import(Module1Framework.self)
            builder.append(framework: Module3Framework.self)
        }
        let error = try #require(found)
        #expect(Set(error.problems.map(\.kind)) == [.importOutsideFramework, .importNotAppended, .missingDependency])
        let outside = try #require(error.problems.first { $0.kind == .importOutsideFramework })
        #expect(outside.location.line == line)
        let notAppended = try #require(error.problems.first { $0.kind == .importNotAppended })
        #expect(notAppended.message == "framework Module3Framework imports Module2Framework, which is never appended")
    }

    @Test("resolve(from:) with a framework that is not appended names it")
    func resolveFromUnknownFramework() throws {
        let container = try Container { $0.append(framework: Module1Framework.self) }
        let error = resolutionError { try container.resolve(Storyboard.self, from: Module2Framework.self) }
        #expect(error?.description.contains("framework Module2Framework is not appended") == true)
    }

    @Test("a framework with several candidates of its own falls back to its import")
    func tooManyFallsBackToImport() throws {
        enum Crowded: Framework {
            static func load(into builder: inout ContainerBuilder) {
                builder.import(Module2Framework.self)
                builder.register { Storyboard(name: "A") }
                builder.register { Storyboard(name: "B") }
                builder.register(Module3Router.init(storyboard:))
            }
        }
        let container = try Container { builder in
            builder.append(framework: Module2Framework.self)
            builder.append(framework: Crowded.self)
        }
        #expect(try container.resolve(Module3Router.self).storyboard.name == "Module2Storyboard")
    }
}
