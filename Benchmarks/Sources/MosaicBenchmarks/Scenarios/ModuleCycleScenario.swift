import Mosaic
import MosaicDI


/// module_open_close: open a module over the root, configure it through its Input,
/// connect its Output, and close it, on the headless host; hand: the same objects made and
/// wired by hand and pushed onto / popped from an array (both on a host that does nothing). Swinject has no modules.
enum ModuleCycleScenario: ScenarioDefinition {
    static var name: String { "module_open_close" }
    static var summary: String {
        "open a module (presenter + interactor + view from a registered builder), configure it, connect its Output, close it; hand: the same objects wired by hand on an array stack"
    }
    // The hand-written side keeps no tree, so the allocation goal is a fixed bound, not equality.
    // No tree observer is attached: the count shows that an unobserved tree allocates nothing for one.
    static var targets: [Target] { [.timeRatio(.mosaic, over: .hand, .atMost(5)), .allocationsAtMost(12)] }

    static func makeContenders() throws -> [Contender] {
        // The benchmark's main code runs on the main actor, and so do the contenders' batches.
        let fixture = try MainActor.assumeIsolated { try CycleFixture() }
        return [
            Contender(.mosaic) { count in try MainActor.assumeIsolated { try fixture.openAndClose(count) } },
            Contender(.hand) { count in MainActor.assumeIsolated { fixture.wireByHand(count) } },
        ]
    }
}

/// The module tree (headless) and the hand-written stack the two sides use.
@MainActor final class CycleFixture {
    let tree: ModuleTree
    let root: CycleRootPresenter
    let stack = HandStack()

    init() throws {
        tree = ModuleTree(container: try Self.container(), host: NullHost())
        root = try tree.start(CycleRootModule.self).input
    }

    /// The root and detail modules' registrations.
    static func container() throws -> Container {
        try Container { builder in
            builder.register(CycleInteractor.init)
            builder.register(onMainActor: CycleRootBuilder.init).asModuleBuilder()
            // The short form: a closure, registered in one line.
            builder.register(module: CycleDetailModule.self) { context in
                let presenter = CycleDetailPresenter(router: context.router, interactor: try context.resolve())
                return Assembly(view: CycleView(), input: presenter, connectOutput: { presenter.output = $0 })
            }
        }
    }

    func openAndClose(_ count: Int) throws {
        for index in 0..<count {
            let detail = try root.router.open(CycleDetailModule.self) { input in
                input.configure(id: index)
                return root
            }
            blackHole(detail.input)
            try detail.router.close()
        }
    }

    func wireByHand(_ count: Int) {
        for index in 0..<count {
            let presenter = CycleDetailPresenter(router: nil, interactor: CycleInteractor())
            let view = CycleView()
            presenter.configure(id: index)
            presenter.output = root
            stack.views.append(view)
            stack.roles.append(presenter)
            blackHole(presenter)
            stack.views.removeLast()
            stack.roles.removeLast()
        }
    }
}

@MainActor final class HandStack {
    var views: [CycleView] = []
    var roles: [AnyObject] = []
}

@MainActor protocol CycleDetailInput: AnyObject {
    func configure(id: Int)
    var router: Router<CycleDetailModule>? { get }
}
@MainActor protocol CycleDetailOutput: AnyObject {}

enum CycleRootModule: Module { typealias Input = CycleRootPresenter }
enum CycleDetailModule: Module {
    typealias Input = CycleDetailInput
    typealias Output = CycleDetailOutput
}

@MainActor final class CycleView: ModuleView {}
final class CycleInteractor: Sendable { init() {} }

@MainActor final class CycleRootPresenter: CycleDetailOutput {
    let router: Router<CycleRootModule>
    init(router: Router<CycleRootModule>) { self.router = router }
}

@MainActor final class CycleDetailPresenter: CycleDetailInput {
    let router: Router<CycleDetailModule>?
    let interactor: CycleInteractor
    weak var output: CycleDetailOutput?
    var id = 0
    init(router: Router<CycleDetailModule>?, interactor: CycleInteractor) {
        self.router = router
        self.interactor = interactor
    }
    func configure(id: Int) { self.id = id }
}

@MainActor final class CycleRootBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<CycleRootModule>) throws -> Assembly<CycleRootModule> {
        let presenter = CycleRootPresenter(router: context.router)
        return Assembly(view: CycleView(), input: presenter, roles: [presenter])
    }
}

