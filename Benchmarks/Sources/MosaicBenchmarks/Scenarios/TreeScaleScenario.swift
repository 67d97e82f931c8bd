import Mosaic
import MosaicDI

/// tree_scale: what a module costs as the tree grows. One operation: 1,000 modules opened as a
/// chain (each over the last) and 1,000 as children of one module, then that module closed
/// (everything goes); per module. Hand: the same objects made and kept in arrays, then dropped.
/// Also reported, outside the timed rounds: the cost per module at 100, 1,000 and 10,000 for
/// each shape, which must stay flat (linear time) — at 10,000 at most three times that at 100.
enum TreeScaleScenario: ScenarioDefinition {
    static var name: String { "tree_scale" }
    static var summary: String {
        "per module: 1,000 opened as a chain and 1,000 as children of one, then the root closed; hand: the same objects kept in arrays"
    }
    static var countsAllocations: Bool { false }
    static var targets: [Target] {
        [
            .figure("chain_ns_per_module_10000", atMost: "chain_linear_bound", label: "a chain of 10,000 ≤ 3× per module of 100"),
            .figure("children_ns_per_module_10000", atMost: "children_linear_bound", label: "10,000 children ≤ 3× per module of 100"),
        ]
    }

    static let perOperation = 2_000

    static func makeContenders() throws -> [Contender] {
        let fixture = try MainActor.assumeIsolated { try ScaleFixture() }
        return [
            Contender(.mosaic) { count in
                try MainActor.assumeIsolated { for _ in 0..<count { try fixture.openAndClose(chain: 1_000, children: 1_000) } }
            },
            Contender(.hand) { count in MainActor.assumeIsolated { for _ in 0..<count { fixture.byHand(2_000) } } },
        ]
    }

    /// One operation is 2,000 modules, so its time is in microseconds.
    static var unit: TimeUnit { .microseconds }

    static func extras() -> [(String, Double)] {
        MainActor.assumeIsolated {
            guard let fixture = try? ScaleFixture() else { return [] }
            var figures: [(String, Double)] = []
            for shape in ["chain", "children"] {
                var costs: [Int: Double] = [:]
                for count in [100, 1_000, 10_000] {
                    let repeats = max(3, 30_000 / count)
                    var best = Double.infinity
                    for _ in 0..<repeats {
                        let clock = ContinuousClock()
                        let start = clock.now
                        try? fixture.openAndClose(chain: shape == "chain" ? count : 0, children: shape == "children" ? count : 0)
                        best = min(best, (clock.now - start).nanoseconds / Double(count))
                    }
                    costs[count] = best
                    figures.append(("\(shape)_ns_per_module_\(count)", best))
                }
                figures.append(("\(shape)_linear_bound", 3 * (costs[100] ?? 0)))
            }
            return figures
        }
    }
}

@MainActor final class ScaleFixture {
    let tree: ModuleTree
    var kept: [AnyObject] = []

    init() throws {
        tree = ModuleTree(container: try CycleFixture.container(), host: NullHost())
        try tree.start(CycleRootModule.self)
    }

    /// Opens a module over the root, `chain` modules each over the last above it and
    /// `children` modules over it, then closes it.
    func openAndClose(chain: Int, children: Int) throws {
        guard let root = tree.root?.router(as: CycleRootModule.self) else { return }
        let base = try root.open(CycleDetailModule.self)
        var top = base.input
        for _ in 0..<chain {
            guard let router = top.router else { break }
            top = try router.open(CycleDetailModule.self).input
        }
        for _ in 0..<children {
            _ = try base.router.open(CycleDetailModule.self, style: .modal)
        }
        try base.router.close()
    }

    /// The same objects made and kept, then dropped.
    func byHand(_ count: Int) {
        for _ in 0..<count {
            let presenter = CycleDetailPresenter(router: nil, interactor: CycleInteractor())
            kept.append(CycleView())
            kept.append(presenter)
        }
        if let last = kept.last { blackHole(last) }
        kept.removeAll(keepingCapacity: true)
    }
}
