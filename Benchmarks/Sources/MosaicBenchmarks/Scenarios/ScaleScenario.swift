import MosaicDI
import ScaleFixtures
import Swinject

/// scale: a container of every scale type (`scaleTypeCount`: 2,000 as checked in, 10,000 after
/// `Scripts/scale.sh`). Timed: resolving one of them, picked at random, against making it by
/// hand (as random1000 does with 1,000). Also measured, outside the timed rounds: register +
/// build + first resolve per registration at 100, 1,000 and every scale type (Swinject:
/// register + first resolve) with the heap each container keeps per registration, and the
/// launch build of 2,000 registrations (the 1,000 generated types and 1,000 more in chains 100
/// deep).
enum ScaleScenario: ScenarioDefinition {
    static var name: String { "scale" }
    static var summary: String {
"one of \(scaleTypeCount) generated types picked by a precomputed seeded index (as random1000); also, outside the rounds: register + build + first resolve per registration at \(sizes.map(String.init).joined(separator: ", ")) with Swinject beside it, and the launch build of 2,000"
    }
    static var targets: [Target] {
        [
            .timeRatio(.mosaic, over: .hand, .atMost(2)),
            .noExtraAllocations,
            .figure(
                "mosaic_ns_per_registration_\(scaleTypeCount)", atMost: "mosaic_linear_bound",
                label: "Mosaic per registration at \(scaleTypeCount) ≤ 1.5× at 1,000 (linear)"),
            .figure("launch_build_2000_us", atMost: "launch_goal_us", label: "register + build of 2,000 ≤ 2 ms"),
        ]
    }

    /// The container sizes of the per-registration figures.
    static var sizes: [Int] { Array(Set([100, 1_000, scaleTypeCount])).sorted() }

    /// Picks per cycle (a power of two, so the index wraps with a mask): enough to visit most
    /// of 10,000 types.
    private static let pickCount = 1 << 16

    static func makeContenders() throws -> [Contender] {
        let count = scaleTypeCount
        var generator = SplitMix64(seed: 0x5EED_10000)
        let picks = (0..<pickCount).map { _ in Int.random(in: 0..<count, using: &generator) }
        let mask = pickCount - 1

        var builder = ContainerBuilder()
        ScaleMosaic.register(count, into: &builder)
        let mosaic = try builder.build()
        let resolvers = ScaleMosaic.resolvers(count)
        let factories = ScaleHand.factories(count)

        return [
            Contender(.mosaic) { count in
                for index in 0..<count { blackHole(try resolvers[picks[index & mask]](mosaic)) }
            },
            Contender(.hand) { count in
                for index in 0..<count { blackHole(factories[picks[index & mask]]()) }
            },
        ]
    }

    static func extras() -> [(String, Double)] {
        var figures: [(String, Double)] = []
        var perRegistrationAt1000 = 0.0
        for count in sizes {
            let trials = count > 1_000 ? 7 : 21
            guard
                let mosaic = try? Stopwatch.median(trials: trials, {
                    var builder = ContainerBuilder()
                    ScaleMosaic.register(count, into: &builder)
                    let container = try builder.build()
                    blackHole(try ScaleMosaic.resolveFirst(container))
                    blackHole(container)
                })
            else { return [] }
            let swinject = Stopwatch.median(trials: trials) {
                let container = Swinject.Container()
                ScaleSwinject.register(count, into: container)
                if let first = ScaleSwinject.resolveFirst(container) { blackHole(first) }
                blackHole(container)
            }
            if count == 1_000 { perRegistrationAt1000 = mosaic / Double(count) }
            figures += [
                ("mosaic_ns_per_registration_\(count)", mosaic / Double(count)),
                ("swinject_ns_per_registration_\(count)", swinject / Double(count)),
            ]
            let mosaicHeap = try? HeapBytes.keptAlive {
                var builder = ContainerBuilder()
                ScaleMosaic.register(count, into: &builder)
                return try builder.build()
            }
            let swinjectHeap = HeapBytes.keptAlive {
                let container = Swinject.Container()
                ScaleSwinject.register(count, into: container)
                return container
            }
            if let mosaicHeap, let swinjectHeap {
                figures += [
                    ("mosaic_bytes_per_registration_\(count)", Double(mosaicHeap) / Double(count)),
                    ("swinject_bytes_per_registration_\(count)", Double(swinjectHeap) / Double(count)),
                ]
            }
        }
        figures.append(("mosaic_linear_bound", 1.5 * perRegistrationAt1000))

        guard
            let launch = try? Stopwatch.median(trials: 21, {
                var builder = ContainerBuilder()
                GeneratedMosaic.register(into: &builder)
                DeepChain.registerShortChains(into: &builder)
                blackHole(try builder.build())
            })
        else { return figures }
        figures += [("launch_build_2000_us", launch / 1_000), ("launch_goal_us", 2_000)]
        return figures
    }
}
