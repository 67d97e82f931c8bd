import MosaicDI
import Swinject

/// register1000_us: registering the 1,000 generated types, per whole run. MosaicDI's figure
/// includes `build()` (validation and the compiled plan); Swinject has no such step, so its
/// figure is registration into a new container only.
enum Register1000Scenario: ScenarioDefinition {
    static var name: String { "register1000_us" }
    static var summary: String {
        "register 1,000 types into a new builder and build() (Mosaic) / into a new Container (Swinject); µs per run"
    }
    static var unit: TimeUnit { .microseconds }
    static var countsAllocations: Bool { false }
    static var targets: [Target] { [.timeRatio(.mosaic, over: .swinject, .atMost(0.5))] }

    static func makeContenders() throws -> [Contender] {
        [
            Contender(.mosaic) { count in
                for _ in 0..<count {
                    var builder = ContainerBuilder()
                    GeneratedMosaic.register(into: &builder)
                    blackHole(try builder.build())
                }
            },
            Contender(.swinject) { count in
                for _ in 0..<count {
                    let container = Swinject.Container()
                    GeneratedSwinject.register(into: container)
                    blackHole(container)
                }
            },
        ]
    }
}
