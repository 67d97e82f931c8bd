import Foundation
import MosaicDI
import PropertyBased
import Testing

// Random graphs over ten types mixing synchronous, `async` and main-actor factories, with
// synchronous, `async` and main-actor injections, prototypes and object graphs. Every type is
// resolved with the `async` resolve from the main actor, from a nonisolated task and from a
// detached task; the property: each gives what the synchronous resolve gives on the main actor
// for the same graph with every `async` factory and injection made synchronous, and nothing
// stops the process (a main-actor factory run anywhere else would: the container checks that it
// runs on the main actor's queue before calling it).

/// What one registration made: what its factory received and what was injected into it.
class MixedMade: @unchecked Sendable {
    // @unchecked: `injected` is appended to only by the container's injections, one after the
    // other, during the resolve that makes the object and before it is handed out; the test
    // reads it only after the resolve returns.
    let slot: Int
    let parts: [MixedMade]
    var injected: [MixedMade] = []

    required init(slot: Int, parts: [MixedMade]) {
        self.slot = slot
        self.parts = parts
    }
}

/// The registered types: one subclass per slot, found through this protocol so that a type picked
/// at run time can be resolved by a generic function.
protocol MixedSlot: MixedMade {}
// @unchecked: as MixedMade; the slots add no stored property.
final class M0: MixedMade, MixedSlot, @unchecked Sendable {}
final class M1: MixedMade, MixedSlot, @unchecked Sendable {}
final class M2: MixedMade, MixedSlot, @unchecked Sendable {}
final class M3: MixedMade, MixedSlot, @unchecked Sendable {}
final class M4: MixedMade, MixedSlot, @unchecked Sendable {}
final class M5: MixedMade, MixedSlot, @unchecked Sendable {}
final class M6: MixedMade, MixedSlot, @unchecked Sendable {}
final class M7: MixedMade, MixedSlot, @unchecked Sendable {}
final class M8: MixedMade, MixedSlot, @unchecked Sendable {}
final class M9: MixedMade, MixedSlot, @unchecked Sendable {}
private var slotMadeTypes: [any MixedSlot.Type] { [M0.self, M1.self, M2.self, M3.self, M4.self, M5.self, M6.self, M7.self, M8.self, M9.self] }

/// How a factory or an injection runs.
private enum Way: Int, CaseIterable, CustomStringConvertible {
    case sync, async, mainActor

    var description: String {
        switch self {
        case .sync: "s"
        case .async: "a"
        case .mainActor: "m"
        }
    }
}

/// One random graph.
private struct MixedGraph: CustomStringConvertible {
    var factory: [Way]
    var objectGraph: [Bool]
    var initDependencies: [[Int]]
    var injections: [[(slot: Int, way: Way)]]

    init(using random: inout Xoshiro) {
        let count = slotMadeTypes.count
        factory = (0..<count).map { _ in Way.allCases.randomElement(using: &random) ?? .sync }
        objectGraph = (0..<count).map { _ in Bool.random(using: &random) }
        initDependencies = Array(repeating: [], count: count)
        injections = Array(repeating: [], count: count)
        // The injections' ways first (one `async` injection in four), then their targets: no
        // injection may need a type only the `async` resolve makes (build() refuses it).
        var ways: [[Way]] = Array(repeating: [], count: count)
        for slot in 0..<count {
            for _ in 0..<Int.random(in: 0...1, using: &random) {
                ways[slot].append(
                    Int.random(in: 0..<4, using: &random) == 0 ? .async : (Bool.random(using: &random) ? .sync : .mainActor))
            }
        }
        let madeAsynchronously = (0..<count).map { factory[$0] == .async || ways[$0].contains(.async) }
        for slot in 0..<count {
            for way in ways[slot] {
                let target = Int.random(in: 0..<count, using: &random)
                guard target != slot, !madeAsynchronously[target] else { continue }
                injections[slot].append((target, way))
            }
        }
        for slot in 0..<count {
            // Initializers need later slots only (no initializer cycle); only an `async` factory
            // may need something made asynchronously.
            for _ in 0..<Int.random(in: 0...2, using: &random) where slot + 1 < count {
                let target = Int.random(in: (slot + 1)..<count, using: &random)
                if isAsync(target) && factory[slot] != .async { continue }
                initDependencies[slot].append(target)
            }
        }
    }

    /// Whether only the `async` resolve makes `slot` itself.
    func isAsync(_ slot: Int) -> Bool {
        factory[slot] == .async || injections[slot].contains { $0.way == .async }
    }

    var description: String {
        (0..<slotMadeTypes.count).map { slot in
            "M\(slot)[\(factory[slot])\(objectGraph[slot] ? " og" : "")] init:\(initDependencies[slot]) "
                + "inj:\(injections[slot].map { "\($0.slot)\($0.way)" })"
        }.joined(separator: "; ")
    }

    /// Registers the graph; `synchronous` registers every `async` factory and injection as a
    /// synchronous one (the graph the expected values come from).
    func register(into builder: inout ContainerBuilder, synchronous: Bool) {
        for slot in 0..<slotMadeTypes.count {
            registerMade(&builder, slotMadeTypes[slot], slot, self, synchronous: synchronous)
        }
    }
}

private func registerMade<A: MixedSlot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _ graph: MixedGraph, synchronous: Bool
) {
    var way = graph.factory[slot]
    if synchronous && way == .async { way = .sync }
    let dependencies = graph.initDependencies[slot].map { slotMadeTypes[$0] }
    let registration: Registration<A> =
        switch dependencies.count {
        case 0: made0(&builder, A.self, slot, way)
        case 1: made1(&builder, A.self, dependencies[0], slot, way)
        default: made2(&builder, A.self, dependencies[0], dependencies[1], slot, way)
        }
    registration.lifetime(graph.objectGraph[slot] ? .objectGraph : .prototype)
    for (target, injectionWay) in graph.injections[slot] {
        injectMade(registration, slotMadeTypes[target], synchronous && injectionWay == .async ? .sync : injectionWay)
    }
}

private func made0<A: MixedSlot>(_ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _ way: Way) -> Registration<A> {
    switch way {
    case .sync:
        builder.register { A(slot: slot, parts: []) }
    case .async:
        builder.register(async: { () async -> A in
            await Task.yield()
            return A(slot: slot, parts: [])
        })
    case .mainActor:
        builder.register(onMainActor: { A(slot: slot, parts: []) })
    }
}

private func made1<A: MixedSlot, D: MixedSlot>(
    _ builder: inout ContainerBuilder, _: A.Type, _: D.Type, _ slot: Int, _ way: Way
) -> Registration<A> {
    switch way {
    case .sync:
        builder.register { (one: D) in A(slot: slot, parts: [one]) }
    case .async:
        builder.register(async: { (one: D) async -> A in
            await Task.yield()
            return A(slot: slot, parts: [one])
        })
    case .mainActor:
        builder.register(onMainActor: { (one: D) in A(slot: slot, parts: [one]) })
    }
}

private func made2<A: MixedSlot, D: MixedSlot, E: MixedSlot>(
    _ builder: inout ContainerBuilder, _: A.Type, _: D.Type, _: E.Type, _ slot: Int, _ way: Way
) -> Registration<A> {
    switch way {
    case .sync:
        builder.register { (one: D, two: E) in A(slot: slot, parts: [one, two]) }
    case .async:
        builder.register(async: { (one: D, two: E) async -> A in
            await Task.yield()
            return A(slot: slot, parts: [one, two])
        })
    case .mainActor:
        builder.register(onMainActor: { (one: D, two: E) in A(slot: slot, parts: [one, two]) })
    }
}

private func injectMade<A: MixedSlot, D: MixedSlot>(_ registration: Registration<A>, _: D.Type, _ way: Way) {
    switch way {
    case .sync:
        registration.injecting { (holder: A, value: D) in holder.injected.append(value) }
    case .async:
        registration.injecting(async: { (holder: A, value: D) in
            await Task.yield()
            holder.injected.append(value)
        })
    case .mainActor:
        registration.injecting(onMainActor: { (holder: A, value: D) in holder.injected.append(value) })
    }
}

/// The value's shape: each object by its slot and the order it was first met in (so a shared
/// object shows as the same number), its parts and its injections.
private func shape(of root: MixedMade) -> String {
    var numbers: [ObjectIdentifier: Int] = [:]
    func walk(_ made: MixedMade) -> String {
        if let number = numbers[ObjectIdentifier(made)] { return "#\(number)" }
        let number = numbers.count
        numbers[ObjectIdentifier(made)] = number
        return "M\(made.slot)#\(number)(\(made.parts.map(walk).joined(separator: ",")))"
            + "[\(made.injected.map(walk).joined(separator: ","))]"
    }
    return walk(root)
}

@MainActor
private func resolveSynchronously<A: MixedSlot>(_ container: Container, _: A.Type) throws -> MixedMade {
    try container.resolve(A.self)
}

private func resolveAsync<A: MixedSlot>(
    _ container: Container, _: A.Type, isolation: isolated (any Actor)? = #isolation
) async throws -> MixedMade {
    try await container.resolve(A.self)
}

/// The `async` resolve of `type` in a task started from a nonisolated function.
private func resolveInNonisolatedTask(_ container: Container, _ type: any MixedSlot.Type) async throws -> MixedMade {
    try await Task { try await resolveAsync(container, type) }.value
}

@Suite("Async resolve over random graphs with main-actor registrations")
struct AsyncMainActorPropertyTests {
    @Test("the async resolve from the main actor, a nonisolated task and a detached task gives the synchronous result (300 seeded graphs)")
    @MainActor
    func asyncMatchesSync() async throws {
        var random = Xoshiro(seed: (0x4173_796E, 0x634D_6169, 0x6E41_6374, 0x6F72_5072))
        var built = 0
        var asyncResolves = 0
        for _ in 0..<300 {
            let graph = MixedGraph(using: &random)
            let container: Container
            do {
                container = try Container { graph.register(into: &$0, synchronous: false) }
            } catch {
                continue
            }
            built += 1
            let synchronous = try Container { graph.register(into: &$0, synchronous: true) }
            for slot in 0..<slotMadeTypes.count {
                let type = slotMadeTypes[slot]
                let expected = shape(of: try resolveSynchronously(synchronous, type))
                if graph.isAsync(slot) { asyncResolves += 1 }
                let onMain = shape(of: try await resolveAsync(container, type))
                #expect(onMain == expected, "M\(slot) on the main actor in \(graph)")
                let inTask = shape(of: try await resolveInNonisolatedTask(container, type))
                #expect(inTask == expected, "M\(slot) in a nonisolated task in \(graph)")
                let detached = shape(of: try await Task.detached { try await resolveAsync(container, type) }.value)
                #expect(detached == expected, "M\(slot) in a detached task in \(graph)")
            }
        }
        // The generator must reach both kinds of graph for the property to mean anything.
        #expect(built > 250)
        #expect(asyncResolves > 500)
    }
}
