import Mosaic
import MosaicDI
import MosaicTesting
import Synchronization
import Testing

/// A module whose presenter holds its own router (as every real presenter does) and starts a
/// task that runs until it is cancelled.
enum Holder: Module {
    typealias Input = HolderPresenter
    typealias Result = String
}

@MainActor final class HolderView: ModuleView {}

@MainActor final class HolderPresenter {
    let router: Router<Holder>
    var view: HolderView?
    let cancelled = Flag()

    init(router: Router<Holder>) { self.router = router }

    func startWorking() {
        let cancelled = cancelled
        router.task {
            while !Task.isCancelled { await Task.yield() }
            cancelled.raise()
        }
    }
}

/// A flag one task raises and another reads.
final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}

@MainActor
func holderContainer() throws -> Container {
    try Container { builder in
        builder.register(module: Holder.self) { context in
            let presenter = HolderPresenter(router: context.router)
            let view = HolderView()
            presenter.view = view
            return Assembly(view: view, input: presenter, slots: ["slot"], roles: [presenter])
        }
    }
}

@MainActor
@Suite("Modules: who owns the tree")
struct TreeOwnershipTests {
    @Test("a tree let go takes its modules with it: presenters that hold their routers go away, their tasks are cancelled, kept routers answer closed")
    func letGoReleasesModulesWithCycles() async throws {
        var tree: ModuleTree? = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        weak var presenter: HolderPresenter?
        weak var view: HolderView?
        let router: Router<Holder>
        let cancelled: Flag
        do {
            let root = try #require(tree).start(Holder.self)
            let top = try root.router.open(Holder.self)
            top.input.startWorking()
            presenter = top.input
            view = top.input.view
            router = top.router
            cancelled = top.input.cancelled
        }
        #expect(router.isOpen)
        tree = nil
        #expect(presenter == nil, "the presenter holds its router; the router does not hold the module")
        #expect(view == nil)
        #expect(!router.isOpen)
        #expect(throws: TransitionError.self) { try router.close() }
        #expect(await eventually { cancelled.isRaised }, "the module's task was cancelled")
    }

    @Test("an awaited result ends with nil when the app lets go of the tree")
    func awaitedResultEndsWhenTreeIsLetGo() async throws {
        var tree: ModuleTree? = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let root = try #require(tree).start(Holder.self)
        let router = root.router
        let waiting = Task { @MainActor in try await router.result(of: Holder.self) }
        #expect(await eventually { tree?.openModules.count == 2 })
        tree = nil
        #expect(try await waiting.value == nil)
        #expect(!router.isOpen)
    }

    @Test("an awaited result is the value the module closes with; cancelling the wait closes the module")
    func awaitedResultAndCancellation() async throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let router = try tree.start(Holder.self).router
        let picked = Task { @MainActor in try await router.result(of: Holder.self) }
        #expect(await eventually { tree.openModules.count == 2 })
        try tree.front?.router(as: Holder.self)?.close(returning: "Ada")
        #expect(try await picked.value == "Ada")

        let cancelled = Task { @MainActor in try await router.result(of: Holder.self) }
        #expect(await eventually { tree.openModules.count == 2 })
        cancelled.cancel()
        #expect(try await cancelled.value == nil)
        #expect(tree.openModules.count == 1)
    }

    @Test("in an async function, open opens and returns at once; waiting for the result is result(of:)")
    func openMeansOpenInAsyncCode() async throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let router = try tree.start(Holder.self).router
        let opened = try router.open(Holder.self, style: .modal)
        #expect(opened.node.isOpen)
        #expect(tree.front === opened.node)
    }

    @Test("the module in front is one definition: a module pushed from an embedded one is in front for the tree and for activities")
    func frontIsDefinedOnce() throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let root = try tree.start(Holder.self)
        let pushed = try root.router.open(Holder.self)
        let embedded = try pushed.router.embed(Holder.self, in: "slot")
        #expect(tree.front === pushed.node, "an embedded module shares its parent's place")
        let fromEmbedded = try embedded.router.open(Holder.self)
        #expect(tree.front === fromEmbedded.node)
        #expect(ModuleTreeFacade(tree: tree).front === fromEmbedded.node)
        #expect(pushed.node.state == .inactive && embedded.node.state == .inactive)
        try fromEmbedded.router.close()
        #expect(tree.front === pushed.node)
        #expect(pushed.node.state == .active && embedded.node.state == .active)
    }

    @Test("a chain of 1,000 modules and 1,000 children of one open, list and close whole", arguments: [true, false])
    func deepAndWideTrees(closedByHost: Bool) throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try holderContainer(), host: host)
        let root = try tree.start(Holder.self)
        var top = root
        for _ in 0..<1_000 { top = try top.router.open(Holder.self) }
        for _ in 0..<1_000 { _ = try root.router.open(Holder.self, style: .modal) }
        #expect(tree.openModules.count == 2_001)
        #expect(root.node.subtree.count == 2_001)
        #expect(top.node.parent != nil)
        let bottom = try #require(root.node.children.first)
        if closedByHost {
            host.close(try #require(bottom.view), in: tree)
            #expect(tree.openModules.count == 1, "the host took everything shown over the bottom of the stack with it")
        } else {
            try bottom.close()
            #expect(tree.openModules.count == 1_001, "the children of the root opened later stay")
        }
        #expect(!top.router.isOpen)
        screenMatchesTree(host, tree)
    }
}
