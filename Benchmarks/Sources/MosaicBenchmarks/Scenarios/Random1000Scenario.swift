import MosaicDI
import Swinject

/// random1000: one of 1,000 registered types, picked at random per operation.
///
/// The picks come from a fixed-seed sequence computed beforehand, and every side calls a closure
/// from a table of 1,000 (resolve type i, or make type i by hand), so picking costs the same
/// everywhere and only the lookup and creation differ.
enum Random1000Scenario: ScenarioDefinition {
    static var name: String { "random1000" }
    static var summary: String {
        "one of 1,000 generated types (no deps) picked by a precomputed seeded index; each side calls closure i of a 1,000-entry table"
    }
    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(2.3)), .noExtraAllocations] }

    /// Picks per cycle (a power of two, so the index wraps with a mask).
    private static let pickCount = 4_096

    static func makeContenders() throws -> [Contender] {
        var generator = SplitMix64(seed: 0x5EED_1000)
        let picks = (0..<pickCount).map { _ in Int.random(in: 0..<generatedTypeCount, using: &generator) }
        let mask = pickCount - 1

        var builder = ContainerBuilder()
        GeneratedMosaic.register(into: &builder)
        let mosaic = try builder.build()
        let mosaicResolvers = GeneratedMosaic.resolvers()

        let swinject = Swinject.Container()
        GeneratedSwinject.register(into: swinject)
        let swinjectResolvers = GeneratedSwinject.resolvers()

        let factories = GeneratedHand.factories()

        return [
            Contender(.mosaic) { count in
                for index in 0..<count { blackHole(try mosaicResolvers[picks[index & mask]](mosaic)) }
            },
            Contender(.hand) { count in
                for index in 0..<count { blackHole(factories[picks[index & mask]]()) }
            },
            Contender(.swinject) { count in
                for index in 0..<count { blackHole(swinjectResolvers[picks[index & mask]](swinject)) }
            },
        ]
    }
}
