import MosaicDI
import Swinject

/// register1000_us: registering the 1,000 generated types, per whole run. MosaicDI's figure
/// includes `build()` (validation and the compiled plan); Swinject has no such step, so its
/// figure is registration into a new container only.
///
/// Also reported: the heap bytes a built container of the 1,000 types keeps alive, per
/// registration, against a Swinject container holding the same registrations.
enum Register1000Scenario: ScenarioDefinition {
    static var name: String { "register1000_us" }
    static var summary: String {
        "register 1,000 types into a new builder and build() (Mosaic) / into a new Container (Swinject); µs per run"
    }
    static var unit: TimeUnit { .microseconds }
    static var countsAllocations: Bool { false }
    static var targets: [Target] {
        [
            .timeRatio(.mosaic, over: .swinject, .atMost(0.5)),
            .figure(
                "mosaic_bytes_per_registration", atMost: "swinject_bytes_per_registration",
                label: "Mosaic heap bytes/registration after build ≤ Swinject's"),
        ]
    }

    static func extras() -> [(String, Double)] {
        let count = Double(GeneratedMosaic.resolvers().count)
        let mosaic = try? HeapBytes.keptAlive {
            var builder = ContainerBuilder()
            GeneratedMosaic.register(into: &builder)
            return try builder.build()
        }
        let swinject = HeapBytes.keptAlive {
            let container = Swinject.Container()
            GeneratedSwinject.register(into: container)
            return container
        }
        guard let mosaic, let swinject else { return [] }
        return [
            ("mosaic_bytes_per_registration", Double(mosaic) / count),
            ("swinject_bytes_per_registration", Double(swinject) / count),
        ]
    }

    /// The same containers, measured by the allocation-counting child in blocks and usable
    /// bytes, the first time in its process and again.
    static func heapProbes() -> [HeapProbe] {
        let count = GeneratedMosaic.resolvers().count
        return [
            HeapProbe(key: "mosaic", registrations: count) {
                var builder = ContainerBuilder()
                GeneratedMosaic.register(into: &builder)
                return try builder.build()
            },
            HeapProbe(key: "swinject", registrations: count) {
                let container = Swinject.Container()
                GeneratedSwinject.register(into: container)
                return container
            },
        ]
    }

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
