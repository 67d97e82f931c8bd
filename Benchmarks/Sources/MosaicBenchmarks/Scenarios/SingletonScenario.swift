import MosaicDI
import Swinject

/// singleton: a singleton that already exists, resolved again (the cached read path).
enum SingletonScenario: ScenarioDefinition {
    static var name: String { "singleton" }
    static var summary: String {
        "cached singleton after first creation; Mosaic .container(), Swinject .container, hand a stored let"
    }
    static var targets: [Target] {
        [.timeRatio(.swinject, over: .mosaic, .atLeast(100)), .noExtraAllocations]
    }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(SharedService.init).lifetime(.container())
        let mosaic = try builder.build()
        _ = try mosaic.resolve(SharedService.self)

        let swinject = Swinject.Container()
        swinject.register(SharedService.self) { _ in SharedService() }.inObjectScope(.container)
        _ = swinject.resolve(SharedService.self)!

        let shared = SharedService()

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count { blackHole(try mosaic.resolve(SharedService.self)) }
            },
            Contender(.hand) { count in
                for _ in 0..<count { blackHole(shared) }
            },
            Contender(.swinject) { count in
                for _ in 0..<count { blackHole(swinject.resolve(SharedService.self)!) }
            },
        ]
    }
}
