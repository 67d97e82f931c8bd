import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Modules that keep a value and a note across a snapshot, one that keeps nothing, one whose
// builder embeds a child and one that embeds a child when it comes to the front (as a scroll
// stack does).

@MainActor final class KeeperView: ModuleView {}

/// A presenter that keeps its value and note.
@MainActor final class KeeperPresenter: RestorableInput, LifecycleObserver {
    struct RestorationState: Codable, Equatable {
        var value: Int
        var note: String
    }
    var value = 0
    var note = ""
    /// What comes to the front (for the module that embeds on activation).
    var onActive: (() -> Void)?
    private(set) var closes = 0

    nonisolated init() {}

    var restorationState: RestorationState? { RestorationState(value: value, note: note) }

    func restore(from state: RestorationState) throws {
        if state.note == "refuse" { throw RestoreRefused() }
        value = state.value
        note = state.note
    }

    func moduleDidBecomeActive() { onActive?() }
    func moduleDidClose() { closes += 1 }
}

/// A presenter that keeps nothing.
@MainActor final class PlainPresenter {
    nonisolated init() {}
}

enum KeepA: Module { typealias Input = KeeperPresenter }
enum KeepB: Module { typealias Input = KeeperPresenter }
enum KeepC: Module { typealias Input = KeeperPresenter }
enum PlainModule: Module { typealias Input = PlainPresenter }
/// Its builder embeds a `KeepC` in "left".
enum BuilderEmbeds: Module { typealias Input = KeeperPresenter }
/// Embeds a `KeepB` in "right" each time it comes to the front and the slot is free.
enum EmbedsWhenActive: Module { typealias Input = KeeperPresenter }

struct RestoreRefused: Error, CustomStringConvertible {
    var description: String { "the presenter refused its state" }
}

/// The snapshot test modules' container. `made` collects every presenter built.
@MainActor
func snapshotContainer(made: PresenterLog = PresenterLog()) throws -> Container {
    try Container { builder in
        func keeper<M: Module>(_ module: M.Type) where M.Input == KeeperPresenter, M.Output == Never {
            builder.register(module: M.self) { context in
                let presenter = KeeperPresenter()
                made.presenters.append(presenter)
                return Assembly(view: KeeperView(), input: presenter, slots: ["left", "right"], roles: [presenter])
            }
        }
        keeper(KeepA.self)
        keeper(KeepB.self)
        keeper(KeepC.self)
        builder.register(module: PlainModule.self) { _ in
            let presenter = PlainPresenter()
            return Assembly(view: KeeperView(), input: presenter, slots: ["left", "right"], roles: [presenter])
        }
        builder.register(module: BuilderEmbeds.self) { context in
            let presenter = KeeperPresenter()
            made.presenters.append(presenter)
            try context.embed(KeepC.self, in: "left") { $0.value = -1; return nil }
            return Assembly(view: KeeperView(), input: presenter, slots: ["left", "right"], roles: [presenter])
        }
        builder.register(module: EmbedsWhenActive.self) { context in
            let presenter = KeeperPresenter()
            made.presenters.append(presenter)
            let router = context.router
            var embedded = false
            presenter.onActive = {
                guard !embedded else { return }
                embedded = true
                _ = try? router.embed(KeepB.self, in: "right") { $0.note = "made by its parent"; return nil }
            }
            return Assembly(view: KeeperView(), input: presenter, slots: ["left", "right"], roles: [presenter])
        }
    }
}

/// Every keeper presenter a container built, in order.
@MainActor final class PresenterLog {
    var presenters: [KeeperPresenter] = []
    nonisolated init() {}
}

/// A registry that can reopen every snapshot test module.
@MainActor
func snapshotRoutes() throws -> RouteRegistry {
    var routes = RouteRegistry(scheme: "test")
    try routes.add("a", opens: KeepA.self)
    try routes.add(module: KeepB.self)
    try routes.add(module: KeepC.self)
    try routes.add(module: PlainModule.self)
    try routes.add(module: BuilderEmbeds.self)
    try routes.add(module: EmbedsWhenActive.self)
    return routes
}

/// Opens `module` from `node` with `style`, whatever module `node` is.
@MainActor
@discardableResult
func open<M: Module>(
    _ module: M.Type, from node: ModuleNode, style: PresentationStyle, configure: (M.Input) throws -> M.Output? = { _ in nil }
) throws -> ModuleNode {
    func from<P: Module>(_ parent: P.Type) throws -> ModuleNode? {
        try node.router(as: P.self)?.open(M.self, style: style, configure: configure).node
    }
    for parent in [KeepA.self, KeepB.self, KeepC.self, BuilderEmbeds.self, EmbedsWhenActive.self] as [any Module.Type] {
        if let opened = try from(parent) { return opened }
    }
    if let opened = try from(PlainModule.self) { return opened }
    throw RestoreRefused()
}

/// The keeper presenter of `node`, if it has one.
@MainActor
func keeper(_ node: ModuleNode?) -> KeeperPresenter? {
    node?.input(as: KeeperPresenter.self)
}

/// A snapshot written as JSON and read back, as a store would.
func throughJSON(_ snapshot: TreeSnapshot) throws -> TreeSnapshot {
    try JSONDecoder().decode(TreeSnapshot.self, from: try JSONEncoder().encode(snapshot))
}
