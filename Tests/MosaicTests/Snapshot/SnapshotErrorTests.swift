import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Snapshots: what cannot be restored is refused, naming the module, and leaves the tree empty")
struct SnapshotErrorTests {
    private let sample = TreeSnapshot(modules: [
        .init(name: "KeepA", style: .root, state: #"{"value":1,"note":"inbox"}"#),
        .init(name: "KeepB", style: .push, state: #"{"value":2,"note":""}"#, parent: 0),
        .init(name: "KeepC", style: .embedded(slot: "left"), state: #"{"value":3,"note":""}"#, parent: 1),
        .init(name: "KeepA", style: .modal, state: #"{"value":4,"note":""}"#, parent: 1),
    ])

    /// Restores `snapshot` into a new tree and returns the error, the tree, its host and every
    /// presenter built.
    private func failure(
        _ snapshot: TreeSnapshot, routes: RouteRegistry? = nil, host: HeadlessHost = HeadlessHost(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (TreeSnapshotError?, ModuleTree, PresenterLog) {
        let log = PresenterLog()
        let tree = ModuleTree(container: try snapshotContainer(made: log), host: host)
        var caught: TreeSnapshotError?
        do { try tree.restore(snapshot, routes: try routes ?? snapshotRoutes()) } catch { caught = error as? TreeSnapshotError }
        #expect(caught != nil, "the restore should have failed", sourceLocation: sourceLocation)
        #expect(tree.root == nil && tree.openModules.isEmpty, "the tree is left empty", sourceLocation: sourceLocation)
        #expect(host.displayed.isEmpty, "nothing is left on screen", sourceLocation: sourceLocation)
        #expect(log.presenters.allSatisfy { $0.closes <= 1 }, sourceLocation: sourceLocation)
        return (caught, tree, log)
    }

    @Test("The sample restores (the cases below each break one thing of it)")
    func sampleRestores() throws {
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        try tree.restore(sample, routes: try snapshotRoutes())
        #expect(tree.openModules.count == 4)
    }

    @Test("A module no longer registered is named with its path and the fix; nothing is built")
    func notRegistered() throws {
        var routes = RouteRegistry(scheme: "test")
        try routes.add(module: KeepA.self)
        try routes.add(module: KeepB.self)
        let (error, _, log) = try failure(sample, routes: routes)
        guard case .notRegistered("KeepC") = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.path == "KeepA/KeepB/KeepC")
        #expect(error?.description.contains("KeepA/KeepB/KeepC") == true)
        #expect(error?.description.contains("routes.add(module:)") == true)
        #expect(log.presenters.isEmpty)
    }

    @Test("State that no longer decodes is named with the module and its path; nothing is built")
    func stateDoesNotDecode() throws {
        var snapshot = sample
        snapshot.modules[1].state = #"{"value":"seven","note":""}"#
        let (error, _, log) = try failure(snapshot)
        guard case .stateDoesNotDecode(let module, _) = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(module == "KeepB")
        #expect(error?.path == "KeepA/KeepB")
        #expect(error?.description.contains("does not decode") == true)
        #expect(log.presenters.isEmpty)
    }

    @Test("State kept for an Input that keeps none is refused, and what was reopened is closed")
    func notRestorable() throws {
        var snapshot = sample
        snapshot.modules.append(.init(name: "PlainModule", style: .push, state: "{}", parent: 3))
        let (error, _, log) = try failure(snapshot)
        guard case .notRestorable("PlainModule") = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.path == "KeepA/KeepB/KeepA/PlainModule")
        #expect(error?.description.contains("RestorableInput") == true)
        #expect(log.presenters.count == 4)
        #expect(log.presenters.allSatisfy { $0.closes == 1 }, "every module reopened was closed")
    }

    @Test("A restore its module refuses is a transition error naming the module")
    func restoreRefused() throws {
        var snapshot = sample
        snapshot.modules[3].state = #"{"value":4,"note":"refuse"}"#
        let (error, _, _) = try failure(snapshot)
        guard case .transitionFailed(let transition) = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(transition.module == "KeepA")
        #expect(error?.path == "KeepA/KeepB/KeepA")
        #expect(error?.description.contains("refused its state") == true)
    }

    @Test("A host that refuses in the middle leaves nothing on screen and nothing open")
    func hostRefuses() throws {
        let host = HeadlessHost()
        var applies = 0
        host.duringApply = { change in
            applies += 1
            if applies == 3 { host.refuseNext = RestoreRefused() }
        }
        let (error, _, log) = try failure(sample, host: host)
        guard case .transitionFailed(let transition) = error?.reason, case .hostRefused = transition.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(error?.path == "KeepA/KeepB/KeepC")
        #expect(log.presenters.count == 3)
    }

    @Test("Another version of the record is refused")
    func unsupportedVersion() throws {
        var snapshot = sample
        snapshot.version = 2
        let (error, _, _) = try failure(snapshot)
        guard case .unsupportedVersion(2) = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.description.contains("version 2") == true)
    }

    @Test("More modules than the limit is refused before anything opens")
    func tooManyModules() throws {
        var modules = [TreeSnapshot.OpenModule(name: "KeepA", style: .root)]
        for index in 0..<TreeSnapshot.maximumModules { modules.append(.init(name: "KeepB", style: .push, parent: index)) }
        let (error, _, log) = try failure(TreeSnapshot(modules: modules))
        guard case .tooManyModules(let count, let limit) = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(count == TreeSnapshot.maximumModules + 1 && limit == TreeSnapshot.maximumModules)
        #expect(log.presenters.isEmpty)
    }

    @Test("A style out of place is refused with the module's path", arguments: [1, 0])
    func misplacedStyle(index: Int) throws {
        var snapshot = sample
        snapshot.modules[index].style = index == 0 ? .push : .root
        let (error, _, _) = try failure(snapshot)
        guard case .misplacedStyle = error?.reason else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.path == (index == 0 ? "KeepA" : "KeepA/KeepB"))
    }

    @Test("A parent that does not come before its module is refused", arguments: [nil, -1, 1, 2, 7] as [Int?])
    func invalidParent(parent: Int?) throws {
        var snapshot = sample
        snapshot.modules[1].parent = parent
        let (error, _, _) = try failure(snapshot)
        guard case .invalidParent(parent) = error?.reason else { Issue.record("\(String(describing: error))"); return }
    }

    @Test("A tree that shows something already is left as it is")
    func treeNotEmpty() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try snapshotContainer(), host: host)
        try tree.start(KeepB.self)
        #expect {
            try tree.restore(sample, routes: try snapshotRoutes())
        } throws: { error in
            guard let error = error as? TreeSnapshotError, case .treeNotEmpty(root: "KeepB") = error.reason else { return false }
            return error.description.contains("close the root first")
        }
        #expect(tree.description == "KeepB [active] root")
    }

    @Test("A restore asked for during a transition is refused")
    func duringTransition() throws {
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        let routes = try snapshotRoutes()
        var caught: TreeSnapshotError?
        let root = try tree.start(KeepA.self).node
        keeper(root)?.onActive = {
            do { try tree.restore(TreeSnapshot(modules: []), routes: routes) } catch { caught = error as? TreeSnapshotError }
        }
        let pushed = try open(KeepB.self, from: root, style: .push)
        try pushed.close()
        guard case .treeBusy = caught?.reason else { Issue.record("\(String(describing: caught))"); return }
        #expect(caught?.description.contains("once the tree is idle") == true)
    }

    @Test("A module type added twice under one name is refused")
    func duplicateName() throws {
        var routes = RouteRegistry(scheme: "test")
        try routes.add(module: KeepA.self)
        try routes.add("again", opens: KeepA.self)
        try routes.add("twin", opens: OtherLibrary.KeepA.self)   // the route is kept; snapshots know the first KeepA
        #expect {
            try routes.add(module: OtherLibrary.KeepA.self)
        } throws: { error in
            guard let error = error as? RouteError, case .duplicateModuleName("KeepA") = error.reason else { return false }
            return error.description.contains("rename one")
        }
    }
}

/// A module type of the same name as another, as two Swift modules may declare.
enum OtherLibrary {
    enum KeepA: Module { typealias Input = KeeperPresenter }
}
