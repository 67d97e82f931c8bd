@testable import MosaicDI
import PropertyBased
import Testing

/// An object whose identity serves as a key of a `KeyIndex` (the index only compares keys).
private final class Token {}

private final class Leaf { init() {} }
private protocol Greeting { var text: String { get } }
private final class Hello: Greeting {
    let text = "hello"
    init() {}
}
private final class Loop: @unchecked Sendable {
    // @unchecked: set once by the container before the instance is published.
    var partner: Partner?
    init() {}
}
private final class Partner: Sendable {
    let loop: Loop
    init(loop: Loop) { self.loop = loop }
}
private final class Clock: Sendable { init() {} }

private enum Formal {}
private final class Ink { init() {} }
private enum InkFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register(Ink.init).privateToFramework()
    }
}

@Suite("Build tables")
struct BuildTableTests {
    @Test("the tables a built container keeps stay at their per-registration sizes")
    func strides() {
        #expect(MemoryLayout<KeyRef>.size == 8)
        #expect(MemoryLayout<KeyIndex.Slot>.stride == 16)
        #expect(MemoryLayout<LinkedRecord>.stride == 32)
        #expect(MemoryLayout<CompiledRecord>.stride == 8)
    }

    @Test("a key index finds every key and every registration under it after many collisions and growth")
    func manyKeys() throws {
        let tokens = (0..<500).map { _ in Token() }
        var index = KeyIndex(expected: 1)
        for (position, token) in tokens.enumerated() {
            index.add(KeyRef(record: position, key: 0), for: ObjectIdentifier(token))
            if position % 7 == 0 {
                index.add(KeyRef(record: position + 1_000, key: 2), for: ObjectIdentifier(token))
                index.add(KeyRef(record: position + 2_000, key: 3), for: ObjectIdentifier(token))
            }
        }
        #expect(index.count == tokens.count)
        #expect(index.capacity >= tokens.count * 2 && index.capacity.nonzeroBitCount == 1)
        for (position, token) in tokens.enumerated() {
            let refs = try #require(index[ObjectIdentifier(token)])
            let expected = position % 7 == 0
                ? [
                    KeyRef(record: position, key: 0), KeyRef(record: position + 1_000, key: 2),
                    KeyRef(record: position + 2_000, key: 3),
                ]
                : [KeyRef(record: position, key: 0)]
            #expect(refs.all == expected, "key \(position)")
        }
        let absent = Token()
        #expect(index[ObjectIdentifier(absent)] == nil)
        var seen: [ObjectIdentifier: Int] = [:]
        for (key, refs) in index { seen[key] = refs.first.record }
        #expect(seen.count == tokens.count)
        #expect(tokens.enumerated().allSatisfy { seen[ObjectIdentifier($1)] == $0 })
    }

    @Test("a key index answers as a dictionary of arrays does, for 300 seeded runs of adds with repeats and growth")
    func matchesDictionary() throws {
        var random = Xoshiro(seed: (0x4B65_7949, 0x6E64_6578, 0x5072_6F70, 0x6572_7479))
        let pool = (0..<400).map { _ in Token() }
        for round in 0..<300 {
            var index = KeyIndex(expected: Int.random(in: 0...64, using: &random))
            var reference: [ObjectIdentifier: [KeyRef]] = [:]
            // A narrow choice of tokens in some rounds, so that keys repeat often.
            let span = Int.random(in: 1...pool.count, using: &random)
            for step in 0..<Int.random(in: 0...300, using: &random) {
                let key = ObjectIdentifier(pool[Int.random(in: 0..<span, using: &random)])
                let ref = KeyRef(record: step, key: Int.random(in: 0...3, using: &random))
                index.add(ref, for: key)
                reference[key, default: []].append(ref)
            }
            #expect(index.count == reference.count, "round \(round)")
            #expect(index.capacity >= index.count * 2, "round \(round)")
            for token in pool {
                let key = ObjectIdentifier(token)
                #expect(index[key]?.all == reference[key], "round \(round)")
            }
            var visited: [ObjectIdentifier: [KeyRef]] = [:]
            for (key, refs) in index { visited[key] = refs.all }
            #expect(visited == reference, "round \(round)")
        }
    }

    @Test("keys sharing a home slot are each found, and an absent key with that home is not")
    func collidingHomes() throws {
        let index = KeyIndex(expected: 1)
        let capacity = index.capacity
        let shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
        func home(_ token: Token) -> Int { KeyTable.home(of: KeyTable.bits(of: ObjectIdentifier(token)), shift: shift) }
        // Tokens until four share one home: three to add, one to look up absent.
        var tokens: [Token] = []
        var byHome: [Int: [Token]] = [:]
        while byHome.values.allSatisfy({ $0.count < 4 }) {
            let token = Token()
            tokens.append(token)
            byHome[home(token), default: []].append(token)
        }
        let colliding = try #require(byHome.values.first { $0.count == 4 })
        var filled = index
        for (position, token) in colliding.prefix(3).enumerated() {
            filled.add(KeyRef(record: position, key: 0), for: ObjectIdentifier(token))
        }
        #expect(filled.capacity == capacity, "three keys fit in the first table")
        for (position, token) in colliding.prefix(3).enumerated() {
            #expect(filled[ObjectIdentifier(token)]?.all == [KeyRef(record: position, key: 0)])
        }
        #expect(filled[ObjectIdentifier(colliding[3])] == nil)
    }

    @Test("a built container keeps index entries only for keys its root table cannot answer, and Many still finds every registration")
    func keptIndex() throws {
        let parent = try Container { builder in
            builder.register(Clock.init)
            builder.register(Leaf.init).named("leaf")
            builder.register(Hello.init).as((any Greeting).self) { $0 }.tagged(Formal.self)
            builder.register(Partner.init(loop:))
            builder.register(Loop.init)
            builder.register(Loop.init).named("second")
            builder.append(framework: InkFramework.self)
        }
        let kept = Set(parent.plan.lookup.index.map(\.key))
        #expect(kept == [
            ObjectIdentifier(Leaf.self), ObjectIdentifier(Hello.self), ObjectIdentifier((any Greeting).self), ObjectIdentifier(Loop.self),
        ], "the named, the tagged (both its keys) and the twice-registered type")
        #expect(try parent.resolveAll(Clock.self).count == 1, "a plain registration, from the root table")
        #expect(try parent.resolve(Many<Clock>.self).count == 1)
        #expect(try parent.resolve(Many<Tagged<Formal, Clock>>.self).isEmpty, "a plain registration has no tag")
        #expect(try parent.resolveAll(Leaf.self).count == 1, "a named registration, from the kept index")
        #expect(try parent.resolve(Many<Tagged<Formal, any Greeting>>.self).map(\.value.text) == ["hello"])
        #expect(try parent.resolveAll(Hello.self).count == 1, "the own type of an aliased registration")
        #expect(try parent.resolveAll(Loop.self).count == 2)
        #expect(try parent.resolveAll(Ink.self).isEmpty, "a framework's private registration is hidden from the root")
        #expect(try parent.resolveAll(Token.self).isEmpty)

        let child = try parent.makeChild { builder in
            builder.register(Clock.init)
        }
        #expect(try child.resolveAll(Clock.self).count == 2, "the parent's and the child's")
        #expect(try child.resolveAll(Partner.self).count == 1)
        #expect(try child.resolveAll(Loop.self).count == 2)
        #expect(child.plan.lookup.index[ObjectIdentifier(Partner.self)] == nil)
    }

    @Test("a key ref keeps indexes up to the largest its 32-bit halves hold")
    func keyRefRange() {
        let largest = Int(UInt32.max)
        let ref = KeyRef(record: largest, key: largest - 1)
        #expect(ref.record == largest)
        #expect(ref.key == largest - 1)
        #expect(KeyRef(record: 3, key: 1) == KeyRef(record: 3, key: 1))
        #expect(KeyRef(record: 3, key: 1) != KeyRef(record: 1, key: 3))
    }

    @Test("a key ref past its 32-bit range stops the process instead of wrapping")
    func keyRefOverflow() async {
        await #expect(processExitsWith: .failure) {
            _ = KeyRef(record: Int(UInt32.max) + 1, key: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = KeyRef(record: 0, key: -1)
        }
    }

    @Test("linked records keep their level, cycle, lifetime and main-actor facts through a build and a child's")
    func linkedRecordFacts() throws {
        let parent = try Container { builder in
            builder.register(Loop.init).lifetime(.container()).injecting(\.partner)
            builder.register(Partner.init(loop:)).lifetime(.container())
            builder.register(Clock.init).lifetime(.single)
            builder.register(onMainActor: Leaf.init)
        }
        let records = parent.plan.links.records
        #expect(records.count == 4)
        #expect(records.allSatisfy { $0.level == 0 && !$0.isInherited })
        #expect(records[0].cycle != nil && records[0].cycle == records[1].cycle)
        #expect(records[0].inCycle && records[1].inCycle)
        #expect(records[2].cycle == nil && !records[2].inCycle)
        #expect(parent.plan.links.cycleCount == 1)
        #expect(records.map(\.isSingle) == [false, false, true, false])
        #expect(records.map(\.requiresMainActor) == [false, false, false, true])

        let child = try parent.makeChild { builder in
            builder.register(Hello.init).as((any Greeting).self) { $0 }
        }
        let linked = child.plan.links.records
        #expect(linked.count == 5)
        #expect(linked.prefix(3).allSatisfy { $0.isInherited && $0.level == 0 }, "a parent's shared records are inherited")
        #expect(linked[2].isSingle && !linked[2].inCycle)
        #expect(!linked[3].isInherited && linked[3].level == 0 && linked[3].requiresMainActor, "a parent's prototype is linked again")
        #expect(!linked[4].isInherited && linked[4].level == 1 && !linked[4].isSingle)
    }

    @Test("a linked record's cycle and main-actor fact round-trip, from none to the largest")
    func linkedRecordRoundTrip() throws {
        let container = try Container { builder in builder.register(Leaf.init) }
        var record = try #require(container.plan.links.records.first)
        for cycle in [0, 1, 41, Int(UInt32.max) - 1] {
            record.cycle = cycle
            #expect(record.cycle == cycle && record.inCycle)
        }
        record.cycle = nil
        #expect(record.cycle == nil && !record.inCycle)
        record.requiresMainActor = true
        #expect(record.requiresMainActor && !record.isSingle && !record.isInherited)
        let inherited = LinkedRecord(inheriting: record)
        #expect(inherited.isInherited && inherited.requiresMainActor && inherited.cycle == nil)
        record.requiresMainActor = false
        #expect(!record.requiresMainActor)
    }

    @Test("a compiled record keeps aliases and an instance token beside its own node, whatever the order they are set in")
    func compiledRecordParts() throws {
        let container = try Container { builder in
            builder.register(Hello.init).as((any Greeting).self) { $0 }
            builder.register(Leaf.init).lifetime(.objectGraph)
            builder.register(Clock.init)
        }
        #expect(try container.resolve((any Greeting).self).text == "hello")
        let compiled = container.plan.compiled
        #expect(compiled[0].aliasNodes.count == 1 && compiled[0].instanceToken == nil)
        #expect(compiled[0].node(1) === compiled[0].aliasNodes[0])
        #expect(compiled[1].instanceToken != nil && compiled[1].aliasNodes.isEmpty, "an object-graph record has a token")
        #expect(compiled[2].instanceToken == nil && compiled[2].aliasNodes.isEmpty && compiled[2].isCompiled)

        let own = try #require(compiled[2].ownNode)
        let alias = compiled[0].node(1)
        var record = CompiledRecord()
        #expect(!record.isCompiled && record.ownNode == nil)
        let token = InstanceToken()
        record.instanceToken = token
        #expect(!record.isCompiled, "a token set while compiling does not make the record compiled")
        record.ownNode = own
        record.aliasNodes = [alias]
        #expect(record.isCompiled && record.ownNode === own && record.instanceToken === token)
        #expect(record.node(0) === own && record.node(1) === alias)

        var copy = record
        copy.instanceToken = nil
        #expect(record.instanceToken === token, "a copy's change does not reach the original")
        let inherited = CompiledRecord(inheriting: record)
        #expect(inherited.ownNode === own && inherited.aliasNodes.count == 1 && inherited.instanceToken == nil)
        record.aliasNodes = []
        record.instanceToken = nil
        #expect(record.ownNode === own && record.aliasNodes.isEmpty && record.isCompiled)
    }
}
