import Foundation
import MosaicDI
import PropertyBased
import Testing

// Random valid graphs over the twelve slot types, with every lifetime but `.run` (which is per
// process, so it would carry instances from one graph into the next), direct, Lazy, Provider
// and optional dependencies, property injections, a second registration of one type (named,
// tagged, `.default()` or `.test()`), an alias, a child container overriding one type, a
// registration taking a runtime argument and an `async` one. Every graph is resolved from 8
// threads at once; the property: each shared instance is made exactly once, and every object
// sees the instance the container hands out.

/// What the factories of one graph made and received.
private final class Journal: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var calls: [Int: Int] = [:]
    private var received: [(holder: ObjectIdentifier, slot: Int, value: ObjectIdentifier)] = []

    func made(_ slot: Int) {
        lock.withLock { calls[slot, default: 0] += 1 }
    }

    func holder(_ holder: AnyObject, got value: AnyObject, ofSlot slot: Int) {
        lock.withLock { received.append((ObjectIdentifier(holder), slot, ObjectIdentifier(value))) }
    }

    func calls(_ slot: Int) -> Int { lock.withLock { calls[slot] ?? 0 } }
    var allReceived: [(holder: ObjectIdentifier, slot: Int, value: ObjectIdentifier)] { lock.withLock { received } }
}

private enum Extra: Int, CaseIterable { case named, tagged, preferred, override }
private enum ExtraTag {}
private enum Kind: Int, CaseIterable { case direct, lazy, provider, optional }

private final class WithArgument: Sendable {
    let value: Int
    init(value: Int) { self.value = value }
}
private final class MadeAsync: Sendable {
    let slot: AnyObject & Sendable
    init(slot: AnyObject & Sendable) { self.slot = slot }
}

/// One random, valid graph.
private struct SharedGraph: CustomStringConvertible {
    /// 0 prototype, 1 objectGraph, 2 scoped, 3 container(weak), 4 container or single.
    var rank: [Int]
    var single: [Bool]
    var registered: [Bool]
    var initDependencies: [[Int]]
    var injections: [[(slot: Int, kind: Kind)]]
    var extraSlot: Int
    var extra: Extra
    var aliasSlot: Int
    var overrideSlot: Int
    let scope = Scope("graph")

    init(using random: inout Xoshiro) {
        let count = slotTypes.count
        rank = (0..<count).map { _ in Int.random(in: 0...4, using: &random) }
        single = (0..<count).map { _ in Bool.random(using: &random) }
        registered = Array(repeating: true, count: count)
        initDependencies = Array(repeating: [], count: count)
        injections = Array(repeating: [], count: count)
        // Initializers need later slots only (no initializer cycle); a shared holder needs
        // nothing shorter-lived than itself (no captive dependency).
        for slot in 0..<count {
            for _ in 0..<Int.random(in: 0...2, using: &random) where slot + 1 < count {
                let target = Int.random(in: (slot + 1)..<count, using: &random)
                if rank[slot] < 2 || rank[target] >= rank[slot] { initDependencies[slot].append(target) }
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let target = Int.random(in: 0..<count, using: &random)
                let kind = Kind.allCases.randomElement(using: &random) ?? .direct
                // A direct or optional injection needs a target that is not a prototype (a
                // cycle through prototypes only never ends) and, for a shared holder, lives as long.
                if kind == .direct || kind == .optional {
                    guard target != slot, rank[target] >= max(1, rank[slot] >= 2 ? rank[slot] : 1) else { continue }
                }
                injections[slot].append((target, kind))
            }
        }
        extraSlot = Int.random(in: 0..<count, using: &random)
        extra = Extra.allCases.randomElement(using: &random) ?? .named
        aliasSlot = Int.random(in: 0..<count, using: &random)
        overrideSlot = Int.random(in: 0..<count, using: &random)
    }

    var description: String {
        (0..<slotTypes.count).map { "S\($0)[r\(rank[$0])\(single[$0] ? "s" : "")] init:\(initDependencies[$0]) inj:\(injections[$0].map { "\($0.slot)\($0.kind)" })" }
            .joined(separator: "; ") + " extra:\(extra) S\(extraSlot) alias:S\(aliasSlot) override:S\(overrideSlot)"
    }

    func lifetime(_ slot: Int) -> Lifetime {
        switch rank[slot] {
        case 0: .prototype
        case 1: .objectGraph
        case 2: .scoped(scope)
        case 3: .container(.weak)
        default: single[slot] ? .single : .container()
        }
    }

    var isShared: (Int) -> Bool { { rank[$0] >= 2 } }

    func register(into builder: inout ContainerBuilder, journal: Journal, extraJournal: Journal) {
        for slot in slotTypes.indices where registered[slot] {
            registerGraphSlot(&builder, slotTypes[slot], slot, self, journal: journal)
        }
        registerExtra(&builder, slotTypes[extraSlot], extraSlot, self, journal: extraJournal)
        builder.register { (value: Argument<Int>) in WithArgument(value: value.value) }
        let asyncSlot: Int = (extraSlot + 1) % slotTypes.count
        addAsync(&builder, slotTypes[asyncSlot])
    }
}

private func registerGraphSlot<A: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _ graph: SharedGraph, journal: Journal
) {
    let registration = graphSlot(&builder, A.self, slot, graph.initDependencies[slot], journal: journal)
    registration.lifetime(.of(graph.lifetime(slot)))
    for (target, kind) in graph.injections[slot] {
        inject(registration, slotTypes[target], target, kind, journal: journal)
    }
    if slot == graph.aliasSlot { registration.as((AnyObject & Sendable).self) { $0 } }
    // A tag does not hide a registration from untagged requests: the untagged one is preferred.
    if slot == graph.extraSlot && graph.extra == .tagged { registration.default() }
}

private func registerExtra<A: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _ graph: SharedGraph, journal: Journal
) {
    // As long-lived as the registration it stands in for, so that it never becomes captive.
    let registration = graphSlot(&builder, A.self, slot, [], journal: journal).lifetime(.of(graph.lifetime(slot)))
    switch graph.extra {
    case .named: registration.named("extra")
    case .tagged: registration.tagged(ExtraTag.self)
    case .preferred: registration.default()
    case .override: registration.test()
    }
}

private func graphSlot<A: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _ dependencies: [Int], journal: Journal
) -> Registration<A> {
    switch dependencies.count {
    case 0:
        return builder.register { () -> A in
            journal.made(slot)
            return A()
        }
    case 1:
        return graphSlot1(&builder, A.self, slot, slotTypes[dependencies[0]], dependencies[0], journal: journal)
    default:
        return graphSlot2(
            &builder, A.self, slot, slotTypes[dependencies[0]], dependencies[0], slotTypes[dependencies[1]],
            dependencies[1], journal: journal)
    }
}

private func graphSlot1<A: Slot, D: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _: D.Type, _ first: Int, journal: Journal
) -> Registration<A> {
    builder.register { (dependency: D) -> A in
        let made = A()
        journal.made(slot)
        journal.holder(made, got: dependency, ofSlot: first)
        return made
    }
}

private func graphSlot2<A: Slot, D: Slot, E: Slot>(
    _ builder: inout ContainerBuilder, _: A.Type, _ slot: Int, _: D.Type, _ first: Int, _: E.Type, _ second: Int,
    journal: Journal
) -> Registration<A> {
    builder.register { (one: D, two: E) -> A in
        let made = A()
        journal.made(slot)
        journal.holder(made, got: one, ofSlot: first)
        journal.holder(made, got: two, ofSlot: second)
        return made
    }
}

private func countAll<S: Slot>(_ container: Container, _: S.Type) throws -> Int {
    try container.resolveAll(S.self).count
}

private func resolveAny<S: Slot>(_ container: Container, _: S.Type) throws -> S {
    try container.resolve(S.self)
}

private func inject<A: Slot, D: Slot>(_ registration: Registration<A>, _: D.Type, _ slot: Int, _ kind: Kind, journal: Journal) {
    switch kind {
    case .direct:
        registration.injecting { (holder: A, value: D) in journal.holder(holder, got: value, ofSlot: slot) }
    case .lazy:
        registration.injecting { (_: A, _: Lazy<D>) in }
    case .provider:
        registration.injecting { (_: A, _: Provider<D>) in }
    case .optional:
        registration.injecting { (holder: A, value: D?) in
            if let value { journal.holder(holder, got: value, ofSlot: slot) }
        }
    }
}

private func addAsync<S: Slot>(_ builder: inout ContainerBuilder, _: S.Type) {
    builder.register(async: { (slot: S) async in MadeAsync(slot: slot) })
}

private func resolveNamed<S: Slot>(_ container: Container, _: S.Type) throws -> S {
    try container.resolve(S.self, name: "extra")
}

private func resolveTagged<S: Slot>(_ container: Container, _: S.Type) throws -> S {
    try container.resolve(S.self, tag: ExtraTag.self)
}

private func resolveAsync<S: Slot>(_ container: Container, _: S.Type) async throws -> S {
    let made: MadeAsync = try await container.resolve()
    guard let slot = made.slot as? S else { throw CancellationError() }
    return slot
}

private func overrideSlot<S: Slot>(_ builder: inout ContainerBuilder, _: S.Type, journal: Journal) {
    builder.register { () -> S in
        let made = S()
        journal.made(-1)
        return made
    }.test()
}

@Suite("Random shared graphs")
struct SharedGraphPropertyTests {
    @Test("10,000 seeded graphs: each shared instance is made once across 8 threads, and everyone sees it")
    func sharedGraphs() async throws {
        var random = Xoshiro(seed: (0x5368_6172, 0x6564_2047, 0x7261_7068, 0x7321_2121))
        for _ in 0..<10_000 {
            let graph = SharedGraph(using: &random)
            let journal = Journal()
            let extraJournal = Journal()
            let container: Container
            do {
                container = try Container { graph.register(into: &$0, journal: journal, extraJournal: extraJournal) }
            } catch {
                Issue.record("a valid graph was refused: \(error) — \(graph)")
                return
            }
            let instances = Mutexed<[Int: Set<ObjectIdentifier>]>([:])
            let failures = Mutexed<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                do {
                    for offset in slotTypes.indices {
                        let slot = (offset + thread) % slotTypes.count
                        let made = try resolveAny(container, slotTypes[slot])
                        instances.update { $0[slot, default: []].insert(ObjectIdentifier(made)) }
                    }
                } catch {
                    failures.update { $0.append("\(error)") }
                }
            }
            #expect(failures.read { $0 }.isEmpty, "\(failures.read { $0 }) — \(graph)")
            let seen = instances.read { $0 }
            for slot in slotTypes.indices where graph.rank[slot] >= 2 && graph.rank[slot] != 3 {
                let fromExtra = slot == graph.extraSlot && (graph.extra == .preferred || graph.extra == .override)
                let made = fromExtra ? extraJournal.calls(slot) : journal.calls(slot)
                #expect(made == 1, "S\(slot) made \(made) times — \(graph)")
                #expect(seen[slot]?.count == 1, "S\(slot): \(seen[slot]?.count ?? 0) instances — \(graph)")
            }
            // Everything held of a strongly shared slot is the instance the container hands out.
            for entry in journal.allReceived + extraJournal.allReceived
            where graph.rank[entry.slot] == 4 || graph.rank[entry.slot] == 2 {
                #expect(seen[entry.slot]?.contains(entry.value) == true, "S\(entry.slot) seen twice — \(graph)")
            }
            try checkExtras(graph, container, extraJournal)
            let withArgument: WithArgument = try await container.resolve(arguments: 7)
            #expect(withArgument.value == 7)
            let asyncSlot: Int = (graph.extraSlot + 1) % slotTypes.count
            _ = try await resolveAsync(container, slotTypes[asyncSlot])
        }
    }

    private func checkExtras(_ graph: SharedGraph, _ container: Container, _ extraJournal: Journal) throws {
        let extraType = slotTypes[graph.extraSlot]
        #expect(try countAll(container, extraType) == 2 || graph.extra == .named || graph.extra == .tagged)
        switch graph.extra {
        case .named:
            _ = try resolveNamed(container, extraType)
        case .tagged:
            _ = try resolveTagged(container, extraType)
        case .preferred, .override:
            #expect(extraJournal.calls(graph.extraSlot) >= 1, "the preferred registration was not used — \(graph)")
        }
        let aliased = try container.resolve((AnyObject & Sendable).self)
        #expect(type(of: aliased) == slotTypes[graph.aliasSlot])
        // A child overriding one slot: its own registration wins there, the parent's shared
        // instances are shared as they are elsewhere.
        let childJournal = Journal()
        let child = try container.makeChild { overrideSlot(&$0, slotTypes[graph.overrideSlot], journal: childJournal) }
        _ = try resolveAny(child, slotTypes[graph.overrideSlot])
        #expect(childJournal.calls(-1) == 1)
        for slot in slotTypes.indices where graph.rank[slot] == 4 && slot != graph.overrideSlot {
            #expect(try resolveAny(child, slotTypes[slot]) === resolveAny(container, slotTypes[slot]))
        }
    }
}
