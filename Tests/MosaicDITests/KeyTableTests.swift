@testable import MosaicDI
import Testing

private final class Stored { init() {} }
private final class Shared: Sendable { init() {} }
private final class Unregistered {}
private protocol Titled: AnyObject, Sendable { var name: String { get } }
private final class Named1: Titled {
    let name = "one"
    init() {}
}
private struct Measure: Sendable { let value: Int }

/// The lookup table keeps nodes and cells with their types erased and gives them back typed
/// through `KeyTable.node(for:)`; these tests pin what that face returns and the sizes the
/// read path's documentation states.
@Suite("The lookup table's typed face")
struct KeyTableTests {
    @Test("a type nothing is registered for finds nothing")
    func unregisteredTypeFindsNothing() throws {
        let container = try Container { builder in
            builder.register(Stored.init)
        }
        let table = container.plan.root.table
        #expect(table.node(for: Unregistered.self) == nil)
        #expect(table.node(for: Int.self) == nil)
        #expect(table.node(for: Stored?.self) == nil, "an optional is a type of its own")
    }

    @Test("a registered type finds its own node, with the node's flags")
    func registeredTypeFindsItsNode() throws {
        let container = try Container { builder in
            builder.register(Stored.init)
            builder.register { Measure(value: 7) }
        }
        let table = container.plan.root.table
        let found = try #require(table.node(for: Stored.self))
        let erased = try #require(table.node(for: ObjectIdentifier(Stored.self)))
        #expect(found.node.node.takeUnretainedValue() === erased, "the typed face returns the node the table keeps")
        #expect(found.flags == erased.flags)
        #expect(found.flags.contains(.isDirect) && found.flags.contains(.runsAnywhere))
        #expect(found.cell == nil, "a prototype keeps no instance")
        let measure = try #require(table.node(for: Measure.self))
        #expect(measure.node.node.takeUnretainedValue() === table.node(for: ObjectIdentifier(Measure.self)))
        #expect(try container.resolve(Measure.self).value == 7)
    }

    @Test("a strongly held singleton's cell is found typed, empty until the first resolve")
    func singletonCell() throws {
        let container = try Container { builder in
            builder.register(Shared.init).lifetime(.container())
        }
        let found = try #require(container.plan.root.table.node(for: Shared.self))
        #expect(found.cell != nil)
        #expect(found.madeInstance == nil)
        let shared: Shared = try container.resolve()
        #expect(found.madeInstance === shared)
    }

    @Test("an alias finds the node compiled for the alias, not the registration's own")
    func aliasFindsItsOwnNode() throws {
        let container = try Container { builder in
            builder.register(Named1.init).lifetime(.container()).as((any Titled).self) { $0 }
        }
        let table = container.plan.root.table
        let own = try #require(table.node(for: Named1.self))
        let alias = try #require(table.node(for: (any Titled).self))
        #expect(own.node.node.takeUnretainedValue() !== alias.node.node.takeUnretainedValue())
        #expect(try container.resolve((any Titled).self).name == "one")
        #expect(alias.madeInstance?.name == "one")
    }

    @Test("the node's flags say how a resolve may run it")
    func flags() throws {
        let container = try Container { builder in
            builder.register(Stored.init)
            builder.register { (count: Argument<Int>) in Measure(value: count.value) }
        }
        let table = container.plan.root.table
        let measure = try #require(table.node(for: Measure.self))
        #expect(measure.flags.contains(.hasArguments))
        #expect(!measure.flags.contains(.isDirect), "arguments are checked before the node runs")
        #expect(measure.flags.contains(.runsAnywhere))
        #expect(try container.resolve(Measure.self, arguments: 3).value == 3)
    }

    @Test("the sizes the read path's documentation states")
    func layouts() {
        // A key, a node and a cell (8 bytes each) and the node's flags, padded to a 32-byte
        // stride: two slots to a 64-byte cache line, none across two.
        #expect(MemoryLayout<KeyTable.Slot>.size == 25)
        #expect(MemoryLayout<KeyTable.Slot>.stride == 32)
        #expect(MemoryLayout<NodeFlags>.size == 1)
        // What the typed face returns is the slot itself, its types recovered as it is read.
        #expect(MemoryLayout<FoundNode<Stored>>.size == MemoryLayout<KeyTable.Slot>.size)
        // Unretained references are one pointer, as the table's size estimate assumes.
        #expect(MemoryLayout<Unmanaged<AnyNode>?>.size == 8)
    }

    @Test("the unchecked casts give back the object they were given")
    func uncheckedCasts() {
        let object = Stored()
        let erased: AnyObject = object
        let downcast: Stored = uncheckedCast(erased, to: Stored.self)
        let value: Stored = uncheckedCast(erased, toValueOf: Stored.self)
        let back: AnyObject = uncheckedObject(object)
        let unmanaged: Unmanaged<Stored> = Unmanaged<AnyObject>.passUnretained(erased).uncheckedCast(to: Stored.self)
        let viaUnmanaged: Stored = unmanaged.takeUnretainedValue()
        let identities = [downcast, value, viaUnmanaged].map { ObjectIdentifier($0) } + [ObjectIdentifier(back)]
        #expect(identities.allSatisfy { $0 == ObjectIdentifier(object) })
    }
}
