import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// How a node keeps its module's Input: an object as it is, a value (a struct) in a box of its own.

/// A module whose Input is a value.
enum Badge: Module { typealias Input = BadgeInput }
struct BadgeInput: Equatable {
    var label: String
}
@MainActor final class BadgeView: ModuleView {}

/// A module whose Input is an object it does not list among its roles, and that hears its lifecycle.
enum Ticker: Module { typealias Input = TickerPresenter }
@MainActor final class TickerView: ModuleView {}
@MainActor final class TickerPresenter: LifecycleObserver {
    private(set) var closes = 0
    init() {}
    func moduleDidClose() { closes += 1 }
}

/// A module whose Input is a protocol of objects, met by an object it does not list among its roles.
enum Clock: Module { typealias Input = any ClockInput }
@MainActor protocol ClockInput: AnyObject {
    var ticks: Int { get }
}
@MainActor final class ClockPresenter: ClockInput, LifecycleObserver {
    private(set) var ticks = 0
    init() {}
    func moduleDidBecomeActive() { ticks += 1 }
}

@MainActor
@Suite("Modules: the Input a node keeps")
struct StoredInputTests {
    func makeTree() throws -> ModuleTree {
        let container = try Container { builder in
            builder.register(module: Badge.self) { _ in Assembly(view: BadgeView(), input: BadgeInput(label: "new")) }
            builder.register(module: Ticker.self) { _ in Assembly(view: TickerView(), input: TickerPresenter()) }
            builder.register(module: Clock.self) { _ in Assembly(view: TickerView(), input: ClockPresenter()) }
        }
        return ModuleTree(container: container, host: HeadlessHost())
    }

    @Test("a value Input is read back as the value, configures, and is gone once the module closes; it is no object to watch")
    func valueInput() throws {
        let tree = try makeTree()
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }
        let badge = try tree.start(Badge.self)
        #expect(badge.node.input(as: BadgeInput.self) == BadgeInput(label: "new"))
        #expect(badge.node.opened(as: Badge.self)?.input == BadgeInput(label: "new"))
        var seen: BadgeInput?
        try badge.node.configure(as: BadgeInput.self) { seen = $0 }
        #expect(seen == BadgeInput(label: "new"))
        #expect(badge.node.input(as: TickerPresenter.self) == nil)

        try badge.router.close()

        #expect(badge.node.input(as: BadgeInput.self) == nil)
        #expect(closed.map { $0.objects.map(\.typeName) } == [["BadgeView"]])
    }

    @Test("an object Input not listed among the roles is kept, hears its lifecycle, and is watched after the module closes")
    func objectInput() throws {
        let tree = try makeTree()
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }
        let ticker = try tree.start(Ticker.self)
        #expect(ticker.node.input(as: TickerPresenter.self) === ticker.input)
        #expect(ticker.node.input(as: BadgeInput.self) == nil)

        try ticker.router.close()

        #expect(ticker.input.closes == 1)
        #expect(ticker.node.input(as: TickerPresenter.self) == nil)
        #expect(closed.map { $0.objects.map(\.typeName) } == [["TickerView", "TickerPresenter"]])
    }

    @Test("an Input protocol of objects is kept as the object behind it: it hears its lifecycle and is watched after the module closes")
    func protocolInput() throws {
        let tree = try makeTree()
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }
        let clock = try tree.start(Clock.self)
        #expect(clock.input.ticks == 1)
        #expect(clock.node.input(as: ClockPresenter.self) === clock.input)

        try clock.router.close()

        #expect(closed.map { $0.objects.map(\.typeName) } == [["TickerView", "ClockPresenter"]])
    }
}
