import MosaicDI
import Swinject

/// object_graph: the graph `A(B(D), C(D))` where D is shared within one resolve (four objects).
enum ObjectGraphScenario: ScenarioDefinition {
    static var name: String { "object_graph" }
    static var summary: String {
        "A(B(D), C(D)) with one D shared per resolve (4 objects); Mosaic D .objectGraph, Swinject D .graph"
    }

    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(2.4)), .noExtraAllocations] }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(GraphA.init(b:c:))
        builder.register(GraphB.init(d:))
        builder.register(GraphC.init(d:))
        builder.register(GraphD.init).lifetime(.objectGraph)
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(GraphA.self) { r in GraphA(b: r.resolve(GraphB.self)!, c: r.resolve(GraphC.self)!) }
            .inObjectScope(.transient)
        swinject.register(GraphB.self) { r in GraphB(d: r.resolve(GraphD.self)!) }.inObjectScope(.transient)
        swinject.register(GraphC.self) { r in GraphC(d: r.resolve(GraphD.self)!) }.inObjectScope(.transient)
        swinject.register(GraphD.self) { _ in GraphD() }.inObjectScope(.graph)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count { blackHole(try mosaic.resolve(GraphA.self)) }
            },
            Contender(.hand) { count in
                for _ in 0..<count {
                    let d = GraphD()
                    blackHole(GraphA(b: GraphB(d: d), c: GraphC(d: d)))
                }
            },
            Contender(.swinject) { count in
                for _ in 0..<count { blackHole(swinject.resolve(GraphA.self)!) }
            },
        ]
    }
}
