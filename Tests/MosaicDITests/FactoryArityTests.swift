import MosaicDI
import Testing

// Factories of zero to four parameters have `register(_:)` overloads of their own; larger ones
// go through the variadic overload. These tests check that every arity gets its parameters in
// order, releases them with the object, and reports failures the same way.

private final class P0: Sendable {}
private final class P1: Sendable {}
private final class P2: Sendable {}
private final class P3: Sendable {}
private final class P4: Sendable {}
private final class P5: Sendable {}

/// What a factory received, in parameter order.
private final class Made {
    let parts: [AnyObject]
    init(_ parts: [AnyObject]) { self.parts = parts }
}

private struct Refused: Error {}

/// Registers the parameter types, shared, so that the test can check which instance arrived
/// where.
private func registerParts(_ builder: inout ContainerBuilder) {
    builder.register { P0() }.lifetime(.container())
    builder.register { P1() }.lifetime(.container())
    builder.register { P2() }.lifetime(.container())
    builder.register { P3() }.lifetime(.container())
    builder.register { P4() }.lifetime(.container())
    builder.register { P5() }.lifetime(.container())
}

@Suite("Factories of every arity")
struct FactoryArityTests {
    @Test("a factory of 0 to 6 parameters gets each parameter, in order", arguments: 0...6)
    func parametersInOrder(arity: Int) throws {
        let container = try Container { builder in
            registerParts(&builder)
            switch arity {
            case 0: builder.register { Made([]) }
            case 1: builder.register { (a: P0) in Made([a]) }
            case 2: builder.register { (a: P0, b: P1) in Made([a, b]) }
            case 3: builder.register { (a: P0, b: P1, c: P2) in Made([a, b, c]) }
            case 4: builder.register { (a: P0, b: P1, c: P2, d: P3) in Made([a, b, c, d]) }
            case 5: builder.register { (a: P0, b: P1, c: P2, d: P3, e: P4) in Made([a, b, c, d, e]) }
            default: builder.register { (a: P0, b: P1, c: P2, d: P3, e: P4, f: P5) in Made([a, b, c, d, e, f]) }
            }
        }
        let made = try container.resolve(Made.self)
        let expected: [AnyObject] = [
            try container.resolve(P0.self), try container.resolve(P1.self), try container.resolve(P2.self),
            try container.resolve(P3.self), try container.resolve(P4.self), try container.resolve(P5.self),
        ]
        #expect(made.parts.count == arity)
        for (index, part) in made.parts.enumerated() {
            let same = part === expected[index]
            #expect(same, "parameter \(index) of \(arity)")
        }
    }

    @Test("parameters handed to a factory are released with the object it made", arguments: 1...5)
    func parametersReleased(arity: Int) throws {
        final class Part {}
        final class Holder {
            let parts: [Part]
            init(_ parts: [Part]) { self.parts = parts }
        }
        let container = try Container { builder in
            builder.register { Part() }
            switch arity {
            case 1: builder.register { (a: Part) in Holder([a]) }
            case 2: builder.register { (a: Part, b: Part) in Holder([a, b]) }
            case 3: builder.register { (a: Part, b: Part, c: Part) in Holder([a, b, c]) }
            case 4: builder.register { (a: Part, b: Part, c: Part, d: Part) in Holder([a, b, c, d]) }
            default: builder.register { (a: Part, b: Part, c: Part, d: Part, e: Part) in Holder([a, b, c, d, e]) }
            }
        }
        var holder: Holder? = try container.resolve(Holder.self)
        weak let first = holder?.parts.first
        weak let last = holder?.parts.last
        #expect(first != nil && last != nil)
        #expect(holder?.parts.count == arity)
        holder = nil
        #expect(first == nil, "the first parameter outlived its holder")
        #expect(last == nil, "the last parameter outlived its holder")
    }

    @Test("a failing last parameter is reported with the path, for every arity", arguments: 1...5)
    func failingParameter(arity: Int) throws {
        final class Broken {}
        let line = #line + 3
        let container = try Container { builder in
            registerParts(&builder)
            builder.register { () throws -> Broken in throw Refused() }
            switch arity {
            case 1: builder.register { (z: Broken) in Made([z]) }
            case 2: builder.register { (a: P0, z: Broken) in Made([a, z]) }
            case 3: builder.register { (a: P0, b: P1, z: Broken) in Made([a, b, z]) }
            case 4: builder.register { (a: P0, b: P1, c: P2, z: Broken) in Made([a, b, c, z]) }
            default: builder.register { (a: P0, b: P1, c: P2, d: P3, z: Broken) in Made([a, b, c, d, z]) }
            }
        }
        let error = try #require(resolutionError { try container.resolve(Made.self) })
        guard case .factoryFailed(let type, let underlying) = error.reason else {
            Issue.record("expected factoryFailed, got \(error)")
            return
        }
        #expect(type == "Broken")
        #expect(underlying is Refused)
        #expect(error.path == ["Made", "Broken"])
        #expect(error.location?.line == line)
    }

    @Test("a factory's own error names its type and line, for every arity", arguments: 0...5)
    func throwingFactory(arity: Int) throws {
        let firstCaseLine = #line + 4
        let container = try Container { builder in
            registerParts(&builder)
            switch arity {
            case 0: builder.register { () throws -> Made in throw Refused() }
            case 1: builder.register { (_: P0) throws -> Made in throw Refused() }
            case 2: builder.register { (_: P0, _: P1) throws -> Made in throw Refused() }
            case 3: builder.register { (_: P0, _: P1, _: P2) throws -> Made in throw Refused() }
            case 4: builder.register { (_: P0, _: P1, _: P2, _: P3) throws -> Made in throw Refused() }
            default: builder.register { (_: P0, _: P1, _: P2, _: P3, _: P4) throws -> Made in throw Refused() }
            }
        }
        let error = try #require(resolutionError { try container.resolve(Made.self) })
        guard case .factoryFailed(let type, let underlying) = error.reason else {
            Issue.record("expected factoryFailed, got \(error)")
            return
        }
        #expect(type == "Made")
        #expect(underlying is Refused)
        #expect(error.path == ["Made"])
        #expect(error.location?.line == firstCaseLine + arity)
    }
}
