import MosaicDI
import Testing

@Suite("Dependency graph")
struct GraphTests {
    @Test("nodes, edges and the framework that supplied each edge are inspectable")
    func inspect() throws {
        let container = try Container { builder in
            builder.append(framework: Module1Framework.self)
            builder.append(framework: Module2Framework.self)
            builder.append(framework: Module3Framework.self)
        }
        let graph = container.graph
        #expect(graph.nodes.count == 5)
        let router = try #require(graph.nodes(ofType: "Module1Router").first)
        let edge = try #require(graph.dependencies(of: router).first)
        #expect(edge.dependency == "Storyboard")
        #expect(edge.kind == .direct)
        #expect(edge.suppliedBy == "Module1Framework")
        let storyboard = try #require(graph.node(id: edge.to))
        #expect(storyboard.registration.framework == "Module1Framework")
        #expect(graph.dependents(of: storyboard).map(\.from) == [router.id])
    }

    @Test("edges say how a dependency is asked for and whether it is injected")
    func edgeKinds() throws {
        final class Holder {
            var engine: Engine?
            init(wheel: Lazy<Wheel>, cars: Many<Car>, maybe: Provider<Wheel>) {}
        }
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Wheel.init)
            builder.register(Holder.init(wheel:cars:maybe:)).injecting(\.engine)
        }
        let holder = try #require(container.graph.nodes(ofType: "Holder").first)
        let edges = container.graph.dependencies(of: holder)
        #expect(edges.map(\.kind) == [.lazy, .provider, .direct])
        #expect(edges.map(\.isInjected) == [false, false, true])
    }

    @Test("DOT output groups frameworks and labels edges")
    func dot() throws {
        let container = try Container { builder in
            builder.append(framework: Module1Framework.self)
            builder.register(Engine.init).lifetime(.container())
        }
        let dot = container.graph.dot()
        #expect(dot.hasPrefix("digraph Mosaic {"))
        #expect(dot.contains("subgraph \"cluster_Module1Framework\""))
        #expect(dot.contains("label=\"Storyboard (Module1Framework)\""))
        #expect(dot.contains("Engine\\ncontainer"))
        #expect(dot.hasSuffix("}"))
    }

    @Test("DOT output escapes quotes and backslashes in names, also a quote before a combining mark")
    func dotEscapes() throws {
        let container = try Container { builder in
            builder.register(Engine.init).named(#"a"b\c"\#u{301}"#)
        }
        let dot = container.graph.dot()
        // The label holds the name in quotes, every quote and backslash escaped.
        #expect(dot.contains(#"\"a\"b\\c\"\#u{301}\""#))
        #expect(!dot.contains(#"b\c"\#u{301}"#))
    }
}
