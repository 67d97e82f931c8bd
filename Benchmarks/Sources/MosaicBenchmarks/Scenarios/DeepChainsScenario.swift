import MosaicDI
import ScaleFixtures

/// deep_chains: validation of deep dependency chains. Timed (MosaicDI alone, there is nothing
/// to compare with): registering 1,000 types in ten chains 100 deep, each made from the one
/// before it, and `build()`, which checks every chain's depth. Also measured: a chain 1,000
/// deep, which `build()` must refuse with the typed error (deeper than
/// `Container.maximumDependencyDepth`) rather than overflow a stack, and how long the refusal
/// takes (the goal: no longer than building the ten chains of 100, so no step is quadratic in
/// the depth); the first resolve of the top of a 100-deep chain; and the build of 1,000
/// registrations without dependencies (factories of no parameters), for comparison.
enum DeepChainsScenario: ScenarioDefinition {
    static var name: String { "deep_chains" }
    static var summary: String {
        "register 1,000 types in 10 chains 100 deep and build() (depth checked); also: a 1,000-deep chain refused by build() with the typed error, µs"
    }
    static var unit: TimeUnit { .microseconds }
    static var countsAllocations: Bool { false }
    static var targets: [Target] {
        // Linear, not quadratic: refusing one chain 1,000 deep takes no longer than building
        // the same number of one-parameter registrations in chains 100 deep.
        [.figure("refuse_1000_deep_us", atMost: "chains_build_us", label: "refusing a 1,000-deep chain ≤ building 10 chains of 100")]
    }

    /// Thrown when the 1,000-deep chain is not refused as documented.
    struct NotRefused: Error, CustomStringConvertible {
        let description: String
    }

    static func makeContenders() throws -> [Contender] {
        // The behaviour the figures rely on: the deep chain is refused with the typed error.
        do {
            var builder = ContainerBuilder()
            DeepChain.registerChain(into: &builder)
            _ = try builder.build()
            throw NotRefused(description: "a chain \(DeepChain.count) deep was built")
        } catch let error as ContainerError {
            guard error.contains(.dependencyChainTooDeep) else {
                throw NotRefused(description: "a chain \(DeepChain.count) deep was refused for another reason: \(error)")
            }
        }
        return [
            Contender(.mosaic) { count in
                for _ in 0..<count {
                    var builder = ContainerBuilder()
                    DeepChain.registerShortChains(into: &builder)
                    blackHole(try builder.build())
                }
            }
        ]
    }

    static func extras() -> [(String, Double)] {
        var refusals = 0
        let refusal = Stopwatch.median(trials: 11) {
            var builder = ContainerBuilder()
            DeepChain.registerChain(into: &builder)
            do { blackHole(try builder.build()) } catch { refusals += error is ContainerError ? 1 : 0 }
        }
        guard refusals == 12,
            let chains = try? Stopwatch.median(trials: 21, {
                var builder = ContainerBuilder()
                DeepChain.registerShortChains(into: &builder)
                blackHole(try builder.build())
            }),
            let flat = try? Stopwatch.median(trials: 21, {
                var builder = ContainerBuilder()
                GeneratedMosaic.register(into: &builder)
                blackHole(try builder.build())
            }),
            let resolve = try? firstResolveOfTop()
        else { return [] }
        return [
            ("refuse_1000_deep_us", refusal / 1_000),
            ("chains_build_us", chains / 1_000),
            ("flat_build_us", flat / 1_000),
            ("chains_over_flat_build", chains / flat),
            ("first_resolve_100_deep_ns", resolve),
        ]
    }

    /// The median time of the first resolve of the top of a 100-deep chain (all 100 objects
    /// new), in a container just built.
    private static func firstResolveOfTop() throws -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<11 {
            var builder = ContainerBuilder()
            DeepChain.registerShortChains(into: &builder)
            let container = try builder.build()
            let start = clock.now
            blackHole(try DeepChain.resolveTop(container))
            times.append((clock.now - start).nanoseconds)
        }
        times.sort()
        return times[times.count / 2]
    }
}
