import MosaicDI
import Testing

// Runtime arguments and object-graph instances are what one resolve keeps while it runs: these
// tests check that every kind of value arrives intact, is shared as its lifetime says, and is
// released once the resolve is over, whether it succeeds or fails.

private final class Token: Sendable {}

private struct Label: Sendable {
    let text: String
    let tag: UInt8
}

/// Arguments of different sizes and alignments, trivial and reference-counted, plus a
/// registered dependency: six parameters, more than the fixed-arity overloads take.
private final class Mixed {
    let byte: UInt8
    let text: String
    let number: Double
    let token: Token
    let label: Label
    let engine: Engine

    init(
        byte: Argument<UInt8>, text: Argument<String>, number: Argument<Double>, token: Argument<Token>,
        label: Argument<Label>, engine: Engine
    ) {
        self.byte = byte.value
        self.text = text.value
        self.number = number.value
        self.token = token.value
        self.label = label.value
        self.engine = engine
    }
}

private struct Refusal: Error {}

private final class Refused {
    init(token: Argument<Token>) throws { throw Refusal() }
}

private final class Inner: Sendable {
    let name: String
    init(name: Argument<String>) { self.name = name.value }
}

private final class Outer: Sendable {
    let id: Int
    let inner: Inner
    init(id: Int, inner: Inner) {
        self.id = id
        self.inner = inner
    }
}

private final class Shared1: Sendable { init() {} }
private final class Shared2: Sendable { init() {} }
private final class Shared3: Sendable { init() {} }
private final class Shared4: Sendable { init() {} }
private final class Shared5: Sendable { init() {} }
private final class Shared6: Sendable { init() {} }

/// Holds one of each of the six shared classes.
private final class Six: Sendable {
    let one: Shared1, two: Shared2, three: Shared3, four: Shared4, five: Shared5, six: Shared6
    init(one: Shared1, two: Shared2, three: Shared3, four: Shared4, five: Shared5, six: Shared6) {
        self.one = one
        self.two = two
        self.three = three
        self.four = four
        self.five = five
        self.six = six
    }
}

private final class Twice: Sendable {
    let left: Six
    let right: Six
    init(left: Six, right: Six) {
        self.left = left
        self.right = right
    }
}

private struct Stamp: Sendable {
    let serial: Int
}

private final class Stamped: Sendable {
    let stamp: Stamp
    init(stamp: Stamp) { self.stamp = stamp }
}

private final class TwoStamped: Sendable {
    let left: Stamped
    let right: Stamped
    init(left: Stamped, right: Stamped) {
        self.left = left
        self.right = right
    }
}

@Suite("What one resolve keeps: runtime arguments and object-graph instances")
struct ResolveStateTests {
    @Test("arguments of every size, alignment and kind reach the factory intact and in order")
    func mixedArguments() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Mixed.init(byte:text:number:token:label:engine:))
        }
        let token = Token()
        let text = "a folder name long enough to live on the heap, not inline"
        let mixed: Mixed = try container.resolve(
            arguments: UInt8(7), text, 2.5, token, Label(text: "label " + text, tag: 200))
        #expect(mixed.byte == 7)
        #expect(mixed.text == text)
        #expect(mixed.number == 2.5)
        #expect(mixed.token === token)
        #expect(mixed.label.text == "label " + text)
        #expect(mixed.label.tag == 200)
    }

    @Test("an argument is released once the resolve and the object holding it are gone")
    func argumentsReleased() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Mixed.init(byte:text:number:token:label:engine:))
        }
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let mixed: Mixed = try container.resolve(arguments: UInt8(1), "x", 1.0, token, Label(text: "y", tag: 1))
            #expect(mixed.token === token)
        }
        #expect(released == nil)
    }

    @Test("an argument is released when the factory throws, and the error names the registration")
    func argumentsReleasedOnFailure() throws {
        let container = try Container { builder in
            builder.register(Refused.init(token:))
        }
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let error = resolutionError { try container.resolve(Refused.self, arguments: token) }
            #expect(error?.path.first?.contains("Refused") == true)
        }
        #expect(released == nil)
    }

    @Test("a factory resolving with other arguments, inside a resolve with arguments, gets its own")
    func nestedArguments() throws {
        let box = Mutexed<Container?>(nil)
        let container = try Container { builder in
            builder.register(Inner.init(name:))
            builder.register { (id: Argument<Int>) throws -> Outer in
                guard let container = box.read({ $0 }) else { throw Refusal() }
                let inner = try container.resolve(Inner.self, arguments: "inner of \(id.value)")
                return Outer(id: id.value, inner: inner)
            }
        }
        box.update { $0 = container }
        let outer: Outer = try container.resolve(arguments: 41)
        #expect(outer.id == 41)
        #expect(outer.inner.name == "inner of 41")
    }

    @Test("arguments for a registration taking none, or too few for one taking some, are an error naming it")
    func argumentCountMismatch() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Mixed.init(byte:text:number:token:label:engine:))
        }
        let extra = resolutionError { try container.resolve(Engine.self, arguments: 1) }
        #expect(extra?.path == ["Engine"])
        let missing = resolutionError { try container.resolve(Mixed.self, arguments: UInt8(1), "x") }
        #expect(missing?.path.first?.contains("Mixed") == true)
    }

    @Test("six object-graph classes in one resolve are each made once, shared, and released after")
    func manyObjectGraphInstances() throws {
        let container = try Container { builder in
            builder.register(Shared1.init).lifetime(.objectGraph)
            builder.register(Shared2.init).lifetime(.objectGraph)
            builder.register(Shared3.init).lifetime(.objectGraph)
            builder.register(Shared4.init).lifetime(.objectGraph)
            builder.register(Shared5.init).lifetime(.objectGraph)
            builder.register(Shared6.init).lifetime(.objectGraph)
            builder.register(Six.init(one:two:three:four:five:six:))
            builder.register(Twice.init(left:right:))
        }
        weak var released: Shared6?
        do {
            let first: Twice = try container.resolve()
            #expect(first.left !== first.right)
            #expect(first.left.one === first.right.one)
            #expect(first.left.two === first.right.two)
            #expect(first.left.three === first.right.three)
            #expect(first.left.four === first.right.four)
            #expect(first.left.five === first.right.five)
            #expect(first.left.six === first.right.six)
            let second: Twice = try container.resolve()
            #expect(second.left.one !== first.left.one)
            #expect(second.left.six !== first.left.six)
            released = first.right.six
        }
        #expect(released == nil)
    }

    @Test("an object-graph value that is not an object is shared within one resolve")
    func valueObjectGraph() throws {
        let counter = Counter()
        let container = try Container { builder in
            builder.register { () -> Stamp in
                counter.increment()
                return Stamp(serial: counter.count)
            }.lifetime(.objectGraph)
            builder.register(Stamped.init(stamp:))
            builder.register(TwoStamped.init(left:right:))
        }
        let first: TwoStamped = try container.resolve()
        #expect(first.left.stamp.serial == first.right.stamp.serial)
        let second: TwoStamped = try container.resolve()
        #expect(second.left.stamp.serial == second.right.stamp.serial)
        #expect(second.left.stamp.serial != first.left.stamp.serial)
        #expect(counter.count == 2)
    }
}
