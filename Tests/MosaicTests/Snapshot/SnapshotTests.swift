import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Snapshots: a tree written down and reopened")
struct SnapshotTests {
    /// A tree with a push, an embedded child and a modal, each keeping a value.
    private func sampleTree() throws -> (ModuleTree, HeadlessHost) {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try snapshotContainer(), host: host)
        let root = try tree.start(KeepA.self) { $0.value = 1; $0.note = "inbox"; return nil }.node
        let pushed = try open(KeepB.self, from: root, style: .push) { $0.value = 2; return nil }
        try open(KeepC.self, from: pushed, style: .embedded(slot: "left")) { $0.value = 3; $0.note = "é\u{301}👩‍👩‍👧"; return nil }
        try open(KeepA.self, from: pushed, style: .modal) { $0.value = 4; return nil }
        return (tree, host)
    }

    @Test("A snapshot reopens the same modules, styles, order and kept state in a new tree")
    func roundTrip() throws {
        let routes = try snapshotRoutes()
        let (tree, _) = try sampleTree()
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules.map(\.name) == ["KeepA", "KeepB", "KeepC", "KeepA"])
        #expect(snapshot.modules.map(\.parent) == [nil, 0, 1, 1])

        let host = HeadlessHost()
        let restored = ModuleTree(container: try snapshotContainer(), host: host)
        try restored.restore(try throughJSON(snapshot), routes: routes)
        #expect(restored.description == tree.description)
        #expect(try restored.snapshot(restorableBy: routes) == snapshot)
        #expect(restored.openModules.compactMap { keeper($0)?.value } == [1, 2, 3, 4])
        #expect(keeper(restored.openModules[2])?.note == "é\u{301}👩‍👩‍👧")
        #expect(restored.front?.name == "KeepA" && keeper(restored.front)?.value == 4)
        screenMatchesTree(host, restored)
    }

    @Test("A module its builder embeds is given its kept state, not embedded twice")
    func builderEmbeddedChild() throws {
        let routes = try snapshotRoutes()
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let root = try tree.start(KeepA.self).node
        let parent = try open(BuilderEmbeds.self, from: root, style: .push)
        keeper(parent.child(inSlot: "left"))?.value = 42
        let snapshot = try tree.snapshot(restorableBy: routes)

        let log = PresenterLog()
        let restored = ModuleTree(container: try snapshotContainer(made: log), host: HeadlessHost())
        try restored.restore(snapshot, routes: routes)
        #expect(restored.description == tree.description)
        #expect(keeper(restored.openModules.last)?.value == 42)
        #expect(log.presenters.count == 3, "one root, one parent, one child: the child was not built twice")
    }

    @Test("A module its parent embeds when it comes to the front is given its kept state")
    func parentEmbeddedChild() throws {
        let routes = try snapshotRoutes()
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let root = try tree.start(KeepA.self).node
        let parent = try open(EmbedsWhenActive.self, from: root, style: .push)
        keeper(parent.child(inSlot: "right"))?.note = "changed by the user"
        let snapshot = try tree.snapshot(restorableBy: routes)

        let log = PresenterLog()
        let restored = ModuleTree(container: try snapshotContainer(made: log), host: HeadlessHost())
        try restored.restore(snapshot, routes: routes)
        #expect(restored.description == tree.description)
        #expect(keeper(restored.openModules.last)?.note == "changed by the user")
        #expect(log.presenters.count == 3)
    }

    @Test("Modules the registry does not know are left out, with what they opened")
    func unknownModulesLeftOut() throws {
        var routes = RouteRegistry(scheme: "test")
        try routes.add(module: KeepA.self)
        try routes.add(module: KeepB.self)
        let (tree, _) = try sampleTree()   // KeepC (embedded in KeepB) is not in this registry
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules.map(\.name) == ["KeepA", "KeepB", "KeepA"])
    }

    @Test("A module pushed from one left out is reopened over the nearest kept module; what is embedded in it is left out")
    func reparentedOverNearestKept() throws {
        var routes = RouteRegistry(scheme: "test")
        try routes.add(module: KeepA.self)
        try routes.add(module: KeepB.self)
        try routes.add(module: KeepC.self)
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let root = try tree.start(KeepA.self).node
        let unknown = try open(PlainModule.self, from: root, style: .push)   // not in this registry
        try open(KeepC.self, from: unknown, style: .embedded(slot: "left"))
        try open(KeepB.self, from: unknown, style: .modal) { $0.value = 9; return nil }
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules.map(\.name) == ["KeepA", "KeepB"])
        #expect(snapshot.modules.map(\.parent) == [nil, 0])

        let restored = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        try restored.restore(snapshot, routes: routes)
        #expect(restored.description == "KeepA [inactive] root\n  KeepB [active] modal")
        #expect(keeper(restored.front)?.value == 9)
    }

    @Test("A root the registry does not know makes an empty snapshot")
    func unknownRoot() throws {
        var routes = RouteRegistry(scheme: "test")
        try routes.add(module: KeepB.self)
        let (tree, _) = try sampleTree()
        #expect(try tree.snapshot(restorableBy: routes).modules.isEmpty)
    }

    @Test("A module whose Input keeps nothing is reopened unconfigured")
    func plainModule() throws {
        let routes = try snapshotRoutes()
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let root = try tree.start(KeepA.self).node
        try open(PlainModule.self, from: root, style: .modal)
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules[1].state == nil)
        let restored = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        try restored.restore(snapshot, routes: routes)
        #expect(restored.description == tree.description)
    }

    @Test("An empty tree's snapshot is empty and restores nothing")
    func emptyTree() throws {
        let routes = try snapshotRoutes()
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules.isEmpty)
        try tree.restore(snapshot, routes: routes)
        #expect(tree.root == nil)
    }

    @Test("A chain of 2,000 modules is written and restored without recursion")
    func deepChain() throws {
        let routes = try snapshotRoutes()
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        var node = try tree.start(KeepA.self).node
        for depth in 1..<2_000 { node = try open(KeepB.self, from: node, style: .push) { $0.value = depth; return nil } }
        let snapshot = try throughJSON(try tree.snapshot(restorableBy: routes))
        #expect(snapshot.modules.count == 2_000)
        let restored = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        try restored.restore(snapshot, routes: routes)
        #expect(restored.openModules.count == 2_000)
        #expect(keeper(restored.front)?.value == 1_999)
    }
}
