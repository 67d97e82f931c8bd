import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Small modules whose lifecycle hooks and builders run closures a test sets, to re-enter the
// tree from the places real apps do.

@MainActor final class HookView: ModuleView {}

/// A presenter whose hooks call the closures a test gives it, and that counts its closes.
@MainActor final class HookPresenter: LifecycleObserver {
    var onActive: (() -> Void)?
    var onClose: (() -> Void)?
    var value = 0
    private(set) var closes = 0
    private(set) var activations = 0
    init() {}
    func moduleDidBecomeActive() {
        activations += 1
        onActive?()
    }
    func moduleDidClose() {
        closes += 1
        onClose?()
    }
}

enum HookA: Module { typealias Input = HookPresenter }
enum HookB: Module { typealias Input = HookPresenter }
enum HookC: Module { typealias Input = HookPresenter }

/// What the builders of the hook modules do besides building (set by a test, reset per tree).
@MainActor final class BuildHooks {
    var duringBuild: [ObjectIdentifier: (ModuleTree?) -> Void] = [:]
    var startedTasks = 0
    weak var tree: ModuleTree?
    init() {}
}

@MainActor
func hookContainer(_ hooks: BuildHooks) throws -> Container {
    try Container { builder in
        func register<M: Module>(_ module: M.Type) where M.Input == HookPresenter, M.Output == Never {
            builder.register(module: M.self) { context in
                let presenter = HookPresenter()
                hooks.duringBuild[ObjectIdentifier(M.self)]?(hooks.tree)
                return Assembly(view: HookView(), input: presenter, slots: ["slot"], roles: [presenter])
            }
        }
        register(HookA.self)
        register(HookB.self)
        register(HookC.self)
    }
}

/// The host's screen and the tree agree: the same views, and every open module's view shown.
@MainActor
func screenMatchesTree(_ host: HeadlessHost, _ tree: ModuleTree, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let onScreen = Set(host.displayed.map(ObjectIdentifier.init))
    let inTree = Set(tree.openModules.compactMap { $0.view.map(ObjectIdentifier.init) })
    #expect(onScreen == inTree, "screen \(host.displayed.map { type(of: $0) }) vs tree \(tree)", sourceLocation: sourceLocation)
    #expect(host.displayed.count == onScreen.count, "a view shown twice", sourceLocation: sourceLocation)
}
