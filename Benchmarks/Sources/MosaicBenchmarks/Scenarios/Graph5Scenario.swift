import MosaicDI
import Swinject

/// graph5: a five-object graph `A(B(D), C(D))`, every object new (two distinct Ds).
enum Graph5Scenario: ScenarioDefinition {
    static var name: String { "graph5" }
    static var summary: String {
        "A(B(D), C(D)), all 5 objects new; Mosaic .prototype, Swinject .transient"
    }
    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(2)), .noExtraAllocations] }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(GraphA.init(b:c:))
        builder.register(GraphB.init(d:))
        builder.register(GraphC.init(d:))
        builder.register(GraphD.init)
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(GraphA.self) { r in GraphA(b: r.resolve(GraphB.self)!, c: r.resolve(GraphC.self)!) }
            .inObjectScope(.transient)
        swinject.register(GraphB.self) { r in GraphB(d: r.resolve(GraphD.self)!) }.inObjectScope(.transient)
        swinject.register(GraphC.self) { r in GraphC(d: r.resolve(GraphD.self)!) }.inObjectScope(.transient)
        swinject.register(GraphD.self) { _ in GraphD() }.inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count { blackHole(try mosaic.resolve(GraphA.self)) }
            },
            Contender(.hand) { count in
                for _ in 0..<count { blackHole(GraphA(b: GraphB(d: GraphD()), c: GraphC(d: GraphD()))) }
            },
            Contender(.swinject) { count in
                for _ in 0..<count { blackHole(swinject.resolve(GraphA.self)!) }
            },
        ]
    }
}
