import MosaicDI
import Testing

private final class Node {
    let left: Leaf
    let right: Leaf
    init(left: Leaf, right: Leaf) {
        self.left = left
        self.right = right
    }
}
private final class Leaf: Sendable { init() {} }

@Suite("Lifetimes")
struct LifetimeTests {
    @Test("prototype: a new instance for every request, even within one resolve")
    func prototype() throws {
        let container = try Container { builder in
            builder.register(Leaf.init).lifetime(.prototype)
            builder.register(Node.init(left:right:))
        }
        let node: Node = try container.resolve()
        #expect(node.left !== node.right)
        #expect(try container.resolve(Leaf.self) !== container.resolve(Leaf.self))
    }

    @Test("objectGraph: shared within one resolve, new in the next one")
    func objectGraph() throws {
        let container = try Container { builder in
            builder.register(Leaf.init).lifetime(.objectGraph)
            builder.register(Node.init(left:right:))
        }
        let first: Node = try container.resolve()
        let second: Node = try container.resolve()
        #expect(first.left === first.right)
        #expect(first.left !== second.left)
    }

    @Test("container: one lazily made instance per container")
    func container() throws {
        let counter = Counter()
        let configure: (inout ContainerBuilder) -> Void = { builder in
            builder.register(value: counter)
            builder.register(Counted.init(counter:)).lifetime(.container())
        }
        let one = try Container(configure)
        #expect(counter.count == 0, "made on first use, not at build")
        let a: Counted = try one.resolve()
        let b: Counted = try one.resolve()
        #expect(a === b)
        let two = try Container(configure)
        #expect(try two.resolve(Counted.self) !== a, "each container has its own")
        #expect(counter.count == 2)
    }

    @Test("container(.weak): kept while someone holds it, made again afterwards")
    func weakContainer() throws {
        let counter = Counter()
        let container = try Container { builder in
            builder.register(value: counter)
            builder.register(Counted.init(counter:)).lifetime(.container(.weak))
        }
        var held: Counted? = try container.resolve()
        let identity = held.map(ObjectIdentifier.init)
        #expect(try ObjectIdentifier(container.resolve(Counted.self)) == identity)
        #expect(counter.count == 1)
        held = nil
        _ = try container.resolve(Counted.self)
        #expect(counter.count == 2, "released, so made again")
        _ = held
    }

    @Test("run: one instance per process, shared by containers built from the same registration")
    func run() throws {
        final class Analytics: Sendable { init() {} }
        let configure: (inout ContainerBuilder) -> Void = { builder in
            builder.register(Analytics.init).lifetime(.run())
        }
        let one = try Container(configure)
        let two = try Container(configure)
        #expect(try one.resolve(Analytics.self) === two.resolve(Analytics.self))
    }

    @Test("single: made eagerly by build, in registration order")
    func single() throws {
        let order = Mutexed<[String]>([])
        final class First: Sendable { init(order: Mutexed<[String]>) { order.update { $0.append("first") } } }
        final class Second: Sendable { init(order: Mutexed<[String]>) { order.update { $0.append("second") } } }
        let container = try Container { builder in
            builder.register(value: order)
            builder.register(First.init(order:)).lifetime(.single)
            builder.register(Second.init(order:)).lifetime(.single)
        }
        #expect(order.read { $0 } == ["first", "second"])
        #expect(try container.resolve(First.self) === container.resolve(First.self))
        #expect(order.read { $0 }.count == 2)
    }

    @Test("scoped: kept in the scope until it is reset")
    func scoped() throws {
        let session = Scope("session")
        let container = try Container { builder in
            builder.register(Leaf.init).lifetime(.scoped(session))
        }
        let first: Leaf = try container.resolve()
        #expect(try container.resolve(Leaf.self) === first)
        #expect(session.count == 1)
        session.reset()
        #expect(session.count == 0)
        #expect(try container.resolve(Leaf.self) !== first)
    }

    @Test("every lifetime's description names it")
    func descriptions() {
        let all: [Lifetime] = [.prototype, .objectGraph, .container(), .container(.weak), .run(), .run(.weak), .single, .scoped(Scope("s"))]
        #expect(all.map(\.description) == [
            "prototype", "objectGraph", "container", "container(weak)", "run", "run(weak)", "single", "scoped(s)",
        ])
    }
}
