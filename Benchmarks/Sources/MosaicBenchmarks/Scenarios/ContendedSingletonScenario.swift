import MosaicDI
import Swinject

/// contended_singleton: a cached singleton resolved from two threads at once. Times are per
/// resolve per thread (wall time of the batch divided by the resolves each thread made).
///
/// The target compares Mosaic with a hand-written getter that returns the same shared instance
/// as a strong reference from two threads: any `resolve` returns such a reference, and the
/// retain and release it costs hit the same cache line from both threads, which no container
/// can avoid. Mosaic on one thread and the getter on one thread are measured alongside.
enum ContendedSingletonScenario: ScenarioDefinition {
    static var name: String { "contended_singleton" }
    static var summary: String {
        "cached singleton resolved from 2 threads at once, ns per resolve per thread; Swinject through synchronize(); "
            + "hand getter: a non-inlined function returning the stored let"
    }
    static var targets: [Target] {
        [.timeRatio(.mosaic, over: .handReturning, .atMost(1.3)), .noExtraAllocations]
    }

    private static let threads = 2

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(SharedService.init).lifetime(.container())
        let mosaic = try builder.build()
        _ = try mosaic.resolve(SharedService.self)

        let container = Swinject.Container()
        container.register(SharedService.self) { _ in SharedService() }.inObjectScope(.container)
        // A plain Swinject container must not be resolved from several threads at once.
        let swinject = UncheckedSendable(value: container.synchronize())
        _ = swinject.value.resolve(SharedService.self)!

        let shared = SharedService()
        let accessor = SharedServiceAccessor()

        let mosaicLoop: @Sendable (Int) -> Void = { count in
            // Resolved once above, so it cannot fail here; `try?` keeps the loop free of a crash path.
            for _ in 0..<count { if let service = try? mosaic.resolve(SharedService.self) { blackHole(service) } }
        }
        let handLoop: @Sendable (Int) -> Void = { count in
            for _ in 0..<count { blackHole(shared) }
        }
        let handReturningLoop: @Sendable (Int) -> Void = { count in
            for _ in 0..<count { blackHole(accessor.shared()) }
        }
        let swinjectLoop: @Sendable (Int) -> Void = { count in
            for _ in 0..<count { blackHole(swinject.value.resolve(SharedService.self)!) }
        }

        return [
            Contender(.mosaic, timedBatch: { count in
                ParallelRun.run(threads: threads) { _ in mosaicLoop(count) }
            }, allocationProbe: mosaicLoop),
            Contender(.mosaicUncontended, batch: mosaicLoop),
            Contender(.hand, timedBatch: { count in
                ParallelRun.run(threads: threads) { _ in handLoop(count) }
            }, allocationProbe: handLoop),
            Contender(.handReturning, timedBatch: { count in
                ParallelRun.run(threads: threads) { _ in handReturningLoop(count) }
            }),
            Contender(.handReturningUncontended, batch: handReturningLoop),
            Contender(.swinject, timedBatch: { count in
                ParallelRun.run(threads: threads) { _ in swinjectLoop(count) }
            }, allocationProbe: swinjectLoop),
        ]
    }
}

/// Hands out a stored singleton through a function the optimizer may not inline, so each call
/// returns a strong (+1) reference, as `resolve` does.
final class SharedServiceAccessor: Sendable {
    private let instance = SharedService()

    @inline(never)
    func shared() -> SharedService {
        instance
    }
}
