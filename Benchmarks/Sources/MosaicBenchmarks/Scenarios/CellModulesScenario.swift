import Mosaic
import MosaicDI

/// cell_modules: 100,000 rows, each a module, scrolled one row at a time through a
/// 20-row window (bouncing at the ends). One operation: one scroll step — the row leaving saves
/// its state and goes to the pool, the row arriving takes a pooled module and is configured with
/// its item and saved state. Hand: a hand-written recycler doing the same with plain objects.
/// Also reported: the peak number of live row modules (must stay ≤ window + pool).
enum CellModulesScenario: ScenarioDefinition {
    static var name: String { "cell_modules" }
    static var summary: String {
        "scroll one row through 100,000 module rows in a 20-row window (state saved, module pooled and reconfigured); hand: a hand-written recycler of plain presenters"
    }
    static var countsAllocations: Bool { false }
    static var targets: [Target] {
        [
            .timeRatio(.mosaic, over: .hand, .atMost(2.5)),
            .figure("peak_live_modules", atMost: "live_module_limit", label: "peak live row modules ≤ window + pool"),
        ]
    }

    // Safe: written by the Mosaic batches and read by `extras()`, all on the main thread (this
    // scenario's batches run there, one after another), so no two threads ever touch them.
    nonisolated(unsafe) static var peak = 0.0
    nonisolated(unsafe) static var limit = 0.0  // same reason as `peak`

    static func makeContenders() throws -> [Contender] {
        let fixture = try MainActor.assumeIsolated { try ScrollFixture() }
        return [
            Contender(.mosaic) { count in
                MainActor.assumeIsolated {
                    fixture.scroll(count)
                    peak = Double(fixture.list.peakLiveModules)
                    limit = Double(ScrollFixture.window + fixture.list.poolSize)
                }
            },
            Contender(.hand) { count in MainActor.assumeIsolated { fixture.scrollByHand(count) } },
        ]
    }

    static func extras() -> [(String, Double)] {
        [("peak_live_modules", peak), ("live_module_limit", limit)]
    }
}

struct ScrollItem: Identifiable, Sendable {
    let id: Int
}

@MainActor final class ScrollRowPresenter: RowInput {
    var item = 0
    var offset = 0.0
    init() {}
    func show(_ item: ScrollItem, restoring state: Double?) {
        self.item = item.id
        offset = state ?? 0
    }
    func saveState() -> Double? { offset == 0 ? nil : offset }
}

enum ScrollRowModule: Module { typealias Input = ScrollRowPresenter }
enum ScrollListModule: Module { typealias Input = ScrollListPresenter }

@MainActor final class ScrollListPresenter {
    let router: Router<ScrollListModule>
    init(router: Router<ScrollListModule>) { self.router = router }
}

@MainActor final class ScrollRowBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ScrollRowModule>) throws -> Assembly<ScrollRowModule> {
        let presenter = ScrollRowPresenter()
        return Assembly(view: CycleView(), input: presenter, roles: [presenter])
    }
}

@MainActor final class ScrollListBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ScrollListModule>) throws -> Assembly<ScrollListModule> {
        let presenter = ScrollListPresenter(router: context.router)
        return Assembly(view: CycleView(), input: presenter, roles: [presenter])
    }
}

@MainActor final class ScrollFixture {
    static let rows = 100_000
    static let window = 20
    let tree: ModuleTree
    let list: CellModuleList<ScrollItem>
    var top = 0
    var step = 1

    // The hand-written recycler.
    var handVisible: [Int: ScrollRowPresenter] = [:]
    var handPool: [ScrollRowPresenter] = []
    var handSaved: [Int: Double] = [:]
    var handTop = 0
    var handStep = 1

    init() throws {
        let container = try Container { builder in
            builder.register(onMainActor: ScrollListBuilder.init).asModuleBuilder()
            builder.register(onMainActor: ScrollRowBuilder.init).asModuleBuilder()
        }
        tree = ModuleTree(container: container, host: NullHost())
        let owner = try tree.start(ScrollListModule.self).input
        list = CellModuleList<ScrollItem>(router: owner.router, poolSize: 4) { _ in "row" }
        try list.register(ScrollRowModule.self, forKind: "row")
        list.setItems((0..<Self.rows).map(ScrollItem.init))
        list.show(rows: 0..<Self.window)
        for index in 0..<Self.window { handShow(index) }
    }

    func scroll(_ count: Int) {
        for _ in 0..<count {
            if top + step < 0 || top + step + Self.window > Self.rows { step = -step }
            top += step
            list.show(rows: top..<top + Self.window)
        }
    }

    func scrollByHand(_ count: Int) {
        for _ in 0..<count {
            if handTop + handStep < 0 || handTop + handStep + Self.window > Self.rows { handStep = -handStep }
            let leaving = handStep > 0 ? handTop : handTop + Self.window - 1
            handTop += handStep
            let arriving = handStep > 0 ? handTop + Self.window - 1 : handTop
            if let row = handVisible.removeValue(forKey: leaving) {
                handSaved[leaving] = row.saveState()
                handPool.append(row)
            }
            handShow(arriving)
        }
    }

    private func handShow(_ index: Int) {
        let row = handPool.popLast() ?? ScrollRowPresenter()
        row.show(ScrollItem(id: index), restoring: handSaved[index])
        handVisible[index] = row
    }
}
