import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// A tree of hook modules on a headless host, with the queued failures it reported.
@MainActor final class HookedTree {
    let hooks = BuildHooks()
    let host = HeadlessHost()
    let tree: ModuleTree
    var failures: [String] = []
    let root: Opened<HookA>

    init() throws {
        tree = ModuleTree(container: try hookContainer(hooks), host: host)
        hooks.tree = tree
        root = try tree.start(HookA.self)
        tree.onQueuedFailure = { [unowned self] error in failures.append("\(error)") }
    }
}

@MainActor
@Suite("Modules: re-entrant requests queue behind the transition in progress")
struct ReentrancyTests {
    @Test("a module opened from a hook while its opener is closing is not left on screen: the queued open fails, typed")
    func openWhileOpenerCloses() throws {
        let fixture = try HookedTree()
        let b = try fixture.root.router.open(HookB.self)
        let c = try b.router.open(HookC.self)
        c.input.onClose = { _ = try? b.router.open(HookC.self) }
        try b.router.close()
        #expect(fixture.tree.description == "HookA [active] root")
        #expect(fixture.failures == ["cannot open HookC from HookB: the module is closed"])
        #expect(b.input.closes == 1 && c.input.closes == 1)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("a host that closes the opener inside its apply: the new module closes with it, each module once")
    func hostClosesOpenerDuringShow() throws {
        let fixture = try HookedTree()
        let b = try fixture.root.router.open(HookB.self)
        let bView = try #require(b.node.view)
        var closedByHost = false
        fixture.host.duringApply = { change in
            guard !closedByHost else { return }
            closedByHost = true
            fixture.host.close(bView, in: fixture.tree)
        }
        let c = try b.router.open(HookC.self)
        #expect(fixture.tree.description == "HookA [active] root")
        #expect(b.input.closes == 1 && c.input.closes == 1)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("a host that reports a close of the module the tree is closing: no second close")
    func hostClosesWhatTheTreeCloses() throws {
        let fixture = try HookedTree()
        let b = try fixture.root.router.open(HookB.self)
        let bView = try #require(b.node.view)
        fixture.host.duringApply = { _ in fixture.tree.hostDidClose(bView) }
        try b.router.close()
        fixture.host.duringApply = nil
        #expect(b.input.closes == 1)
        #expect(fixture.tree.description == "HookA [active] root")
        #expect(fixture.failures.isEmpty)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("a builder that starts a new root during an open: the open finishes, then the new root replaces the tree")
    func builderStartsRoot() throws {
        let fixture = try HookedTree()
        var newRoot: Opened<HookC>?
        fixture.hooks.duringBuild[ObjectIdentifier(HookB.self)] = { tree in newRoot = try? tree?.start(HookC.self) }
        let b = try fixture.root.router.open(HookB.self)
        #expect(fixture.tree.description == "HookC [active] root")
        #expect(newRoot?.router.isOpen == true)
        #expect(b.input.closes == 1 && fixture.root.input.closes == 1)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("a root whose moduleDidClose starts another root: the replacement finishes first, then the new start")
    func closeHookStarts() throws {
        let fixture = try HookedTree()
        fixture.root.input.onClose = { _ = try? fixture.tree.start(HookB.self) }
        let c = try fixture.tree.start(HookC.self)
        #expect(fixture.tree.description == "HookB [active] root")
        #expect(fixture.root.input.closes == 1 && c.input.closes == 1)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("requests queued in order run in order")
    func queuedInOrder() throws {
        let fixture = try HookedTree()
        var opened: [Opened<HookB>] = []
        fixture.host.duringApply = { _ in
            fixture.host.duringApply = nil
            for _ in 0..<3 { if let next = try? fixture.root.router.open(HookB.self) { opened.append(next) } }
        }
        let c = try fixture.root.router.open(HookC.self)
        #expect(fixture.tree.openModules.map(\.name) == ["HookA", "HookC", "HookB", "HookB", "HookB"])
        #expect(fixture.tree.openModules.suffix(3).map(\.id) == opened.map(\.node.id))
        #expect(c.node.state == .inactive)
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("more than 1,000 queued requests is a typed error; the queued ones still run")
    func tooManyQueued() throws {
        let fixture = try HookedTree()
        var errors: [TransitionError] = []
        fixture.host.duringApply = { _ in
            fixture.host.duringApply = nil
            for _ in 0...ModuleTree.queueLimit {
                do throws(TransitionError) {
                    try fixture.root.router.embed(HookB.self, in: "slot")
                } catch {
                    errors.append(error)
                }
            }
        }
        try fixture.root.router.open(HookC.self)
        #expect(errors.map(\.description) == [
            "cannot embed HookB from HookA: more than 1000 requests are queued behind the transition in progress",
        ])
        // The first queued embed takes the slot; the other 999 find it taken.
        #expect(fixture.failures.count == 999)
        #expect(fixture.failures.first == "cannot embed HookB into slot slot of HookA: HookB is already there")
        screenMatchesTree(fixture.host, fixture.tree)
    }

    @Test("a hook that opens a module on every activation, 2,000 deep, runs from the queue without deepening the stack")
    func longChain() throws {
        let fixture = try HookedTree()
        var depth = 0
        func chain(_ opened: Opened<HookB>) {
            opened.input.onActive = {
                guard depth < 2_000 else { return }
                depth += 1
                if let next = try? opened.router.open(HookB.self) { chain(next) }
            }
        }
        fixture.root.input.onActive = {
            fixture.root.input.onActive = nil
            if let first = try? fixture.root.router.open(HookB.self) { chain(first) }
        }
        let c = try fixture.root.router.open(HookC.self)
        try c.router.close()
        #expect(fixture.tree.openModules.count == 2_002)
        screenMatchesTree(fixture.host, fixture.tree)
    }
}
