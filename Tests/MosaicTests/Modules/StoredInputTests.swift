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

/// A module whose Input is a protocol that values and objects alike may meet.
enum Dial: Module { typealias Input = any DialInput }
@MainActor protocol DialInput {
    var reading: Int { get }
}
@MainActor final class DialPresenter: DialInput, LifecycleObserver {
    private(set) var reading = 0
    init() {}
    func moduleDidBecomeActive() { reading += 1 }
}
struct DialValue: DialInput {
    var reading: Int
}

/// A module whose Input is a composition of three protocols of objects (too large to be kept
/// inline in an `Any`).
enum Gauge: Module { typealias Input = any GaugeInput & GaugeScale & GaugeNeedle }
@MainActor protocol GaugeInput: AnyObject { var level: Int { get } }
@MainActor protocol GaugeScale: AnyObject { var maximum: Int { get } }
@MainActor protocol GaugeNeedle: AnyObject { var moves: Int { get } }
@MainActor final class GaugePresenter: GaugeInput, GaugeScale, GaugeNeedle, LifecycleObserver {
    let level = 3
    let maximum = 10
    private(set) var moves = 0
    init() {}
    func moduleDidBecomeActive() { moves += 1 }
}

/// A module whose Input hears nothing, shown in the same view type as the observing ones.
enum Quiet: Module { typealias Input = QuietPresenter }
@MainActor final class QuietPresenter {
    init() {}
}

@MainActor
@Suite("Modules: the Input a node keeps")
struct StoredInputTests {
    func makeTree() throws -> ModuleTree {
        let container = try Container { builder in
            builder.register(module: Badge.self) { _ in Assembly(view: BadgeView(), input: BadgeInput(label: "new")) }
            builder.register(module: Ticker.self) { _ in Assembly(view: TickerView(), input: TickerPresenter()) }
            builder.register(module: Clock.self) { _ in Assembly(view: TickerView(), input: ClockPresenter()) }
            builder.register(module: Gauge.self) { _ in Assembly(view: TickerView(), input: GaugePresenter()) }
            builder.register(module: Quiet.self) { _ in Assembly(view: TickerView(), input: QuietPresenter()) }
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

    @Test("an Input protocol that values may meet is kept as the object behind it when an object meets it, and as the value otherwise")
    func openProtocolInput() throws {
        var nextIsValue = false
        let container = try Container { builder in
            builder.register(module: Dial.self) { _ in
                Assembly(view: TickerView(), input: nextIsValue ? DialValue(reading: 42) : DialPresenter())
            }
        }
        let tree = ModuleTree(container: container, host: HeadlessHost())
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }

        let object = try tree.start(Dial.self)
        #expect(object.input.reading == 1)
        #expect(object.node.input(as: DialPresenter.self) === object.input as? DialPresenter)
        try object.router.close()
        #expect(closed.map { $0.objects.map(\.typeName) } == [["TickerView", "DialPresenter"]])

        nextIsValue = true
        let value = try tree.start(Dial.self)
        #expect(value.input.reading == 42)
        #expect(value.node.input(as: DialValue.self)?.reading == 42)
        try value.router.close()
        #expect(closed.last?.objects.map(\.typeName) == ["TickerView"])
    }

    @Test("modules opened again and again, with and without an observing Input in the same view type, each hear their own lifecycle")
    func observersAcrossOpens() throws {
        let tree = try makeTree()
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }
        let root = try tree.start(Quiet.self)
        for round in 1...3 {
            let quiet = try root.router.open(Quiet.self)
            try quiet.router.close()
            let again = try root.router.open(Quiet.self)
            let clock = try again.router.open(Clock.self)
            #expect(clock.input.ticks == 1, "round \(round): the observing Input hears that it came to the front")
            try clock.router.close()
            try again.router.close()
        }
        #expect(closed.map { $0.objects.map(\.typeName) }.suffix(3) == [
            ["TickerView", "QuietPresenter"], ["TickerView", "ClockPresenter"], ["TickerView", "QuietPresenter"],
        ])
    }

    @Test("an Input that is a composition of several protocols of objects is kept as the object behind it")
    func compositionInput() throws {
        let tree = try makeTree()
        var closed: [ClosedModule] = []
        tree.onClose { closed.append($0) }
        let gauge = try tree.start(Gauge.self)
        #expect(gauge.input.moves == 1)
        #expect(gauge.input.level == 3 && gauge.input.maximum == 10)
        #expect(gauge.node.input(as: GaugePresenter.self) === gauge.input)

        try gauge.router.close()

        #expect(gauge.node.input(as: GaugePresenter.self) == nil)
        #expect(closed.map { $0.objects.map(\.typeName) } == [["TickerView", "GaugePresenter"]])
    }
}
