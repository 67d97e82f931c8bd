import MosaicDI
import PropertyBased
import Testing

// Random dependency graphs over twelve types: `build()` must succeed exactly when every
// registered type resolves. The oracle below simulates resolution step by step, the way the
// runtime does it, instead of reusing the validator's rules.

protocol Slot: AnyObject, Sendable { init() }
final class S0: Slot { init() {} }
final class S1: Slot { init() {} }
final class S2: Slot { init() {} }
final class S3: Slot { init() {} }
final class S4: Slot { init() {} }
final class S5: Slot { init() {} }
final class S6: Slot { init() {} }
final class S7: Slot { init() {} }
final class S8: Slot { init() {} }
final class S9: Slot { init() {} }
final class S10: Slot { init() {} }
final class S11: Slot { init() {} }
var slotTypes: [any Slot.Type] { [S0.self, S1.self, S2.self, S3.self, S4.self, S5.self, S6.self, S7.self, S8.self, S9.self, S10.self, S11.self] }

/// One random graph: which slots are registered, with which lifetime and dependencies.
struct GraphSpec: CustomStringConvertible {
    var registered: [Bool]
    var objectGraph: [Bool]
    var initializerDependencies: [[Int]]
    var injectedDependencies: [[Int]]

    /// Dependencies mostly point a few slots ahead, so that most graphs are acyclic; a graph
    /// fails when an edge wraps around into a cycle, a slot is left unregistered or an
    /// injection closes a cycle through prototypes.
    static let generator = zip(
        Gen.int(in: 0...19).map { $0 < 19 }.array(of: slotTypes.count),
        Gen.bool.array(of: slotTypes.count),
        Gen.int(in: 1...3).array(of: 0...2).array(of: slotTypes.count),
        Gen.int(in: -24...3).array(of: 0...1).array(of: slotTypes.count)
    ).map { registered, objectGraph, initializer, injected in
        let count = slotTypes.count
        return GraphSpec(
            registered: registered, objectGraph: objectGraph,
            initializerDependencies: initializer.enumerated().map { slot, offsets in
                offsets.map { (slot + $0) % count }
            },
            injectedDependencies: injected.enumerated().map { slot, offsets in
                offsets.filter { $0 != 0 && $0 > -4 }.map { (slot + $0 + count) % count }
            })
    }

    var description: String {
        slotTypes.indices.filter { registered[$0] }.map { slot in
            "S\(slot)\(objectGraph[slot] ? "(og)" : "") init:\(initializerDependencies[slot]) inject:\(injectedDependencies[slot])"
        }.joined(separator: "; ")
    }

    func register(into builder: inout ContainerBuilder) {
        for slot in slotTypes.indices where registered[slot] {
            registerSlot(
                &builder, slotTypes[slot], initializerDependencies[slot].map { slotTypes[$0] },
                lifetime: objectGraph[slot] ? .objectGraph : .prototype,
                injected: injectedDependencies[slot].map { slotTypes[$0] })
        }
    }

    /// Whether resolving every registered slot terminates without a failure, simulated the way
    /// the container resolves: initializer dependencies first, the object cached (object
    /// graph) once made, injections after the outermost object exists.
    var everyRegisteredTypeResolves: Bool {
        slotTypes.indices.filter { registered[$0] }.allSatisfy(simulateResolve)
    }

    private func simulateResolve(_ root: Int) -> Bool {
        var budget = 10_000
        var cache: Set<Int> = []
        var making: Set<Int> = []
        var pending: [Int] = []
        func make(_ slot: Int) -> Bool {
            budget -= 1
            guard budget > 0, registered[slot] else { return false }
            if objectGraph[slot] && cache.contains(slot) { return true }
            guard making.insert(slot).inserted else { return false }   // an initializer needs itself
            for dependency in initializerDependencies[slot] where !make(dependency) { return false }
            making.remove(slot)
            if objectGraph[slot] { cache.insert(slot) }
            pending += injectedDependencies[slot]
            return true
        }
        guard make(root) else { return false }
        while let next = pending.popLast() {
            guard make(next) else { return false }
        }
        return true
    }
}

private func registerSlot<A: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ dependencies: [any Slot.Type], lifetime: Lifetime,
    injected: [any Slot.Type]
) {
    let registration: Registration<A> =
        switch dependencies.count {
        case 0: builder.register { A() }
        case 1: register1(&builder, A.self, dependencies[0])
        case 2: register2(&builder, A.self, dependencies[0], dependencies[1])
        default: register3(&builder, A.self, dependencies[0], dependencies[1], dependencies[2])
        }
    registration.lifetime(.of(lifetime))
    for dependency in injected {
        inject(registration, dependency)
    }
}

private func register1<A: Slot, D1: Slot>(_ builder: inout ContainerBuilder, _: A.Type, _: D1.Type) -> Registration<A> {
    builder.register { (_: D1) in A() }
}

private func register2<A: Slot, D1: Slot, D2: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _: D1.Type, _: D2.Type
) -> Registration<A> {
    builder.register { (_: D1, _: D2) in A() }
}

private func register3<A: Slot, D1: Slot, D2: Slot, D3: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _: D1.Type, _: D2.Type, _: D3.Type
) -> Registration<A> {
    builder.register { (_: D1, _: D2, _: D3) in A() }
}

private func inject<A: Slot, D: Slot>(_ registration: Registration<A>, _: D.Type) {
    registration.injecting { (_: A, _: D) in }
}

private func resolveSlot<A: Slot>(_ container: Container, _: A.Type) throws -> A {
    try container.resolve(A.self)
}

@Suite("Random graphs")
struct RandomGraphPropertyTests {
    @Test("build() succeeds exactly when every registered type resolves (1,000 seeded graphs)")
    func buildSucceedsExactlyWhenEverythingResolves() throws {
        var random = Xoshiro(seed: (0x4D6F_7361, 0x6963_2D44, 0x4920_6772, 0x6170_6873))
        var built = 0
        for _ in 0..<1_000 {
            let spec = GraphSpec.generator.run(using: &random)
            let expected = spec.everyRegisteredTypeResolves
            do {
                let container = try Container { spec.register(into: &$0) }
                built += 1
                #expect(expected, "built, but the simulation fails: \(spec)")
                for slot in slotTypes.indices where spec.registered[slot] {
                    #expect(throws: Never.self, "S\(slot) in \(spec)") { try resolveSlot(container, slotTypes[slot]) }
                }
            } catch {
                #expect(!expected, "rejected (\(error.problems.map(\.kind))), but the simulation resolves: \(spec)")
            }
        }
        // The generator must exercise both outcomes for the property to mean anything.
        #expect(built > 100)
        #expect(built < 900)
    }
}
