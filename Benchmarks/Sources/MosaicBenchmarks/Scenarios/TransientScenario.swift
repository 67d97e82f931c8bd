import MosaicDI
import Swinject

/// transient: a class with no dependencies, made anew on every resolve.
enum TransientScenario: ScenarioDefinition {
    static var name: String { "transient" }
    static var summary: String {
        "new Plain() (no dependencies); Mosaic .prototype, Swinject .transient, hand Plain()"
    }
    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(2)), .noExtraAllocations] }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(Plain.init)
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(Plain.self) { _ in Plain() }.inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count { blackHole(try mosaic.resolve(Plain.self)) }
            },
            Contender(.hand) { count in
                for _ in 0..<count { blackHole(Plain()) }
            },
            Contender(.swinject) { count in
                for _ in 0..<count { blackHole(swinject.resolve(Plain.self)!) }
            },
        ]
    }
}
