import MosaicDI
import Swinject

/// arguments: resolve an object that takes a runtime argument and a registered dependency.
enum ArgumentsScenario: ScenarioDefinition {
    static var name: String { "arguments" }
    static var summary: String {
        "Item(id: <runtime Int>, d: D), D new; Mosaic resolve(arguments:), Swinject resolve(_:argument:)"
    }

    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(3)), .noExtraAllocations] }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(GraphD.init)
        builder.register { (id: Argument<Int>, d: GraphD) in Item(id: id.value, d: d) }
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(GraphD.self) { _ in GraphD() }.inObjectScope(.transient)
        swinject.register(Item.self) { (r: Swinject.Resolver, id: Int) in Item(id: id, d: r.resolve(GraphD.self)!) }
            .inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for id in 0..<count { blackHole(try mosaic.resolve(Item.self, arguments: id)) }
            },
            Contender(.hand) { count in
                for id in 0..<count { blackHole(Item(id: id, d: GraphD())) }
            },
            Contender(.swinject) { count in
                for id in 0..<count { blackHole(swinject.resolve(Item.self, argument: id)!) }
            },
        ]
    }
}
