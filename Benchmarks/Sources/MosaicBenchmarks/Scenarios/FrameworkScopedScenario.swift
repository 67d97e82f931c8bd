import MosaicDI
import Swinject

/// framework_scoped: two frameworks register the same type; resolve it as one of them sees it.
enum FrameworkScopedScenario: ScenarioDefinition {
    static var name: String { "framework_scoped" }
    static var summary: String {
        "Storyboard registered by frameworks A and B, resolve(from: A), new each time; Swinject (no frameworks): named \"A\""
    }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.append(framework: StoryboardFrameworkA.self)
        builder.append(framework: StoryboardFrameworkB.self)
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(Storyboard.self, name: "A") { _ in Storyboard(name: "A") }.inObjectScope(.transient)
        swinject.register(Storyboard.self, name: "B") { _ in Storyboard(name: "B") }.inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count { blackHole(try mosaic.resolve(Storyboard.self, from: StoryboardFrameworkA.self)) }
            },
            Contender(.hand) { count in
                for _ in 0..<count { blackHole(Storyboard(name: "A")) }
            },
            Contender(.swinject) { count in
                for _ in 0..<count { blackHole(swinject.resolve(Storyboard.self, name: "A")!) }
            },
        ]
    }
}

/// A feature framework with its own `Storyboard`.
enum StoryboardFrameworkA: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "A") }
    }
}

/// A second feature framework registering the same type.
enum StoryboardFrameworkB: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "B") }
    }
}
