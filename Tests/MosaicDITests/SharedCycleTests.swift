import Foundation
import MosaicDI
import Testing

/// `A.init(b:)` needs `B`; `B` gets `A` back by property injection.
private final class CycleA: @unchecked Sendable {
    // @unchecked: set once by the container before the instance is published.
    let b: CycleB
    init(b: CycleB, counter: Counter) {
        self.b = b
        counter.increment()
    }
}

private final class CycleB: @unchecked Sendable {
    // @unchecked: set once by the container before the instance is published.
    var a: CycleA?
    init(counter: Counter) { counter.increment() }
}

private struct Counters: Sendable {
    let a = Counter()
    let b = Counter()
}

private func cycleContainer(_ lifetime: Lifetime, counters: Counters) throws -> Container {
    try Container { builder in
        builder.register { CycleA(b: $0, counter: counters.a) }.lifetime(.of(lifetime))
        builder.register { CycleB(counter: counters.b) }.lifetime(.of(lifetime)).injecting(\.a)
    }
}

@Suite("Shared lifetimes in a cycle")
struct SharedCycleTests {
    static let lifetimes: [Lifetime] = [
        .container(), .container(.weak), .single, .scoped(Scope("cycle")),
    ]

    @Test("one instance, made once, seen by both ends, whichever end is resolved first", arguments: lifetimes)
    func oneInstance(lifetime: Lifetime) throws {
        for resolveAFirst in [true, false] {
            let counters = Counters()
            let container = try cycleContainer(lifetime, counters: counters)
            let a: CycleA
            let b: CycleB
            if resolveAFirst {
                a = try container.resolve()
                b = try container.resolve()
            } else {
                b = try container.resolve()
                a = try container.resolve()
            }
            let again: CycleA = try container.resolve()
            #expect(a === again, "\(lifetime): the singleton A was made twice")
            #expect(a.b === b, "\(lifetime): A holds another B than the container hands out")
            #expect(b.a === a, "\(lifetime): B holds another A than the container hands out")
            #expect(counters.a.count == 1, "\(lifetime): A's factory ran \(counters.a.count) times")
            #expect(counters.b.count == 1, "\(lifetime): B's factory ran \(counters.b.count) times")
        }
    }

    @Test("one instance when 8 threads resolve either end at the same moment", arguments: lifetimes)
    func oneInstanceAcrossThreads(lifetime: Lifetime) throws {
        let counters = Counters()
        let container = try cycleContainer(lifetime, counters: counters)
        let seen = Mutexed<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                let a: CycleA
                if index.isMultiple(of: 2) {
                    a = try container.resolve()
                } else {
                    let b: CycleB = try container.resolve()
                    guard let fromB = b.a else {
                        Issue.record("B published before its injection ran")
                        return
                    }
                    a = fromB
                }
                #expect(a.b.a === a)
                seen.update { $0.append(ObjectIdentifier(a)) }
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(Set(seen.read { $0 }).count == 1)
        #expect(counters.a.count == 1)
        #expect(counters.b.count == 1)
    }

    @Test(".run: one instance per process, made once, seen by both ends")
    func runLifetime() throws {
        let counters = Counters()
        let container = try Container { builder in
            builder.register { CycleA(b: $0, counter: counters.a) }.lifetime(.run())
            builder.register { CycleB(counter: counters.b) }.lifetime(.run()).injecting(\.a)
        }
        let a: CycleA = try container.resolve()
        let b: CycleB = try container.resolve()
        #expect(try container.resolve(CycleA.self) === a)
        #expect(a.b === b && b.a === a)
        #expect(counters.a.count == 1 && counters.b.count == 1)
    }
}
