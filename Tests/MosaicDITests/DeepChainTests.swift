import Foundation
import MosaicDI
import Testing

// Chains of registrations, each made inside the one before it, as deep as build() allows and
// deeper, resolved and built on a thread with a 512 KB stack (a secondary thread's size on Apple
// platforms): a resolve nests one call per level, so a chain deeper than the limit must be a
// typed problem at build(), never a stack overflow.

/// A decimal digit as a type: four of them name one level of a chain (`Link<D0, D1, D2, D3>` is
/// level 123), so that a chain of thousands of types needs no deeply nested type.
protocol ChainDigit: Sendable {}
enum D0: ChainDigit {}
enum D1: ChainDigit {}
enum D2: ChainDigit {}
enum D3: ChainDigit {}
enum D4: ChainDigit {}
enum D5: ChainDigit {}
enum D6: ChainDigit {}
enum D7: ChainDigit {}
enum D8: ChainDigit {}
enum D9: ChainDigit {}
private let digitTypes: [any ChainDigit.Type] = [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self]

/// What a level of a chain holds: the level below it.
protocol ChainLevel: AnyObject {
    var below: AnyObject? { get }
}

/// One level of a chain.
final class Link<A: ChainDigit, B: ChainDigit, C: ChainDigit, D: ChainDigit>: ChainLevel, @unchecked Sendable {
    // @unchecked: `below` is set once, by the container's injection, before the link is handed out.
    var below: AnyObject?
    init() {}
    init(below: AnyObject) { self.below = below }
}

/// How each level of a chain needs the one below it.
enum ChainShape: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    /// An initializer parameter of a prototype.
    case prototype
    /// An initializer parameter of a container singleton (made under its creation lock).
    case singleton
    /// An initializer parameter of an object-graph instance.
    case objectGraph
    /// A method injection.
    case injection
    /// A container singleton whose method injection needs the level below.
    case singletonInjection
    /// An optional initializer parameter.
    case optional

    var testDescription: String { rawValue }
}

/// The digit types of `level` (below 10,000), most significant first.
private func digits(_ level: Int) -> (any ChainDigit.Type, any ChainDigit.Type, any ChainDigit.Type, any ChainDigit.Type) {
    (digitTypes[level / 1000 % 10], digitTypes[level / 100 % 10], digitTypes[level / 10 % 10], digitTypes[level % 10])
}

/// Registers level 0 of a chain: it needs nothing.
private func registerBottom(_ builder: inout ContainerBuilder, _ shape: ChainShape) {
    let registration = builder.register { Link<D0, D0, D0, D0>() }
    if shape == .singleton || shape == .singletonInjection { registration.lifetime(.container()) }
}

/// Registers level `A B C D`, which needs level `E F G H` as `shape` says.
private func registerLevel<A: ChainDigit, B: ChainDigit, C: ChainDigit, D: ChainDigit, E: ChainDigit, F: ChainDigit, G: ChainDigit, H: ChainDigit>(
    _ builder: inout ContainerBuilder, _: A.Type, _: B.Type, _: C.Type, _: D.Type,
    below _: E.Type, _: F.Type, _: G.Type, _: H.Type, _ shape: ChainShape
) {
    typealias Level = Link<A, B, C, D>
    typealias Below = Link<E, F, G, H>
    switch shape {
    case .prototype:
        builder.register { (below: Below) in Level(below: below) }
    case .singleton:
        builder.register { (below: Below) in Level(below: below) }.lifetime(.container())
    case .objectGraph:
        builder.register { (below: Below) in Level(below: below) }.lifetime(.objectGraph)
    case .injection:
        builder.register { Level() }.injecting { (level: Level, below: Below) in level.below = below }
    case .singletonInjection:
        builder.register { Level() }.lifetime(.container()).injecting { (level: Level, below: Below) in level.below = below }
    case .optional:
        builder.register { (below: Below?) in Level(below: below ?? Level()) }
    }
}

/// Registers a chain of `depth` levels shaped as `shape` (level `depth - 1` needs level
/// `depth - 2`, ..., level 1 needs level 0).
private func registerChain(_ builder: inout ContainerBuilder, depth: Int, _ shape: ChainShape) {
    registerBottom(&builder, shape)
    for level in 1..<depth {
        let (a, b, c, d) = digits(level)
        let (e, f, g, h) = digits(level - 1)
        registerLevel(&builder, a, b, c, d, below: e, f, g, h, shape)
    }
}

private func resolveLevel<A: ChainDigit, B: ChainDigit, C: ChainDigit, D: ChainDigit>(
    _ container: Container, _: A.Type, _: B.Type, _: C.Type, _: D.Type
) throws -> AnyObject {
    try container.resolve(Link<A, B, C, D>.self)
}

/// Resolves level `level` of a chain.
private func resolveLevel(_ container: Container, _ level: Int) throws -> AnyObject {
    let (a, b, c, d) = digits(level)
    return try resolveLevel(container, a, b, c, d)
}

/// How many levels a resolved chain holds, counted down from `top`.
private func levels(below top: AnyObject) -> Int {
    var count = 1
    var current: AnyObject? = top
    while let below = (current as? ChainLevel)?.below {
        count += 1
        current = below
    }
    return count
}

/// Runs `body` on a new thread whose stack is `stackSize` bytes, and waits for it.
private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    final class Work: @unchecked Sendable {
        // @unchecked: made before the thread starts and used only by that thread.
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    let created = pthread_create(&thread, &attributes, { raw in
        guard let raw else { return nil }
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
        return nil
    }, work)
    guard created == 0 else {
        Unmanaged<Work>.fromOpaque(work).release()
        Issue.record("pthread_create failed: \(created)")
        return
    }
    pthread_join(thread, nil)
}

/// The stack a resolve at the limit is promised to fit in: 512 KB, the size of a secondary
/// thread's stack on Apple platforms. Under ThreadSanitizer (`swift test --sanitize=thread`),
/// whose instrumentation makes every frame about a third larger, half as much again.
private let promisedStack: Int = {
    let program = dlopen(nil, RTLD_NOW)
    defer { if let program { dlclose(program) } }
    return dlsym(program, "__tsan_init") == nil ? 512 * 1024 : 768 * 1024
}()

/// A builder handed to another thread (a builder is not `Sendable`: it is used by one thread at a time).
private final class BuilderHandOver: @unchecked Sendable {
    // @unchecked: filled by one thread before the next one starts, which takes it.
    var builder: ContainerBuilder?
    init(_ builder: consuming ContainerBuilder) { self.builder = consume builder }
}

@Suite("Deep chains")
struct DeepChainTests {
    @Test("a chain as deep as the limit builds, resolves and is released on a 512 KB thread", arguments: ChainShape.allCases)
    func atTheLimit(_ shape: ChainShape) async {
        // In a process of its own: a stack overflow would otherwise stop the whole run.
        await #expect(processExitsWith: .success) { [shape] in
            let depth = Container.maximumDependencyDepth
            var builder = ContainerBuilder()
            registerChain(&builder, depth: depth, shape)
            let handOver = BuilderHandOver(builder)
            let resolved = Mutexed(0)
            onThread(stackSize: promisedStack) {
                guard let container = try? handOver.builder.take()?.build() else { return }
                guard let top = try? resolveLevel(container, depth - 1) else { return }
                resolved.update { $0 = levels(below: top) }
            }
            guard resolved.read({ $0 }) == depth else { exit(1) }
        }
    }

    @Test("build() refuses a chain one deeper than the limit, naming its top, its depth and its two ends")
    func oneTooDeep() throws {
        let depth = Container.maximumDependencyDepth + 1
        let error = try #require(buildError { registerChain(&$0, depth: depth, .prototype) })
        #expect(error.problems.map(\.kind) == [.dependencyChainTooDeep], "\(error)")
        let problem = try #require(error.problems.first)
        #expect(problem.location.fileID.hasSuffix("DeepChainTests.swift"))
        #expect(problem.message.contains("Link<D0, D1, D0, D0> makes a chain of 101 registrations"), "\(problem.message)")
        #expect(problem.message.contains("up to 100 deep"))
        #expect(problem.path.first == "Link<D0, D1, D0, D0>")
        #expect(problem.path.last == "Link<D0, D0, D0, D0>")
        #expect(problem.path.count == 13)
        #expect(problem.path.contains("… 89 more …"), "\(problem.path)")
    }

    @Test("build() of chains of 2,000 and 5,000 on a 512 KB thread is a typed problem, not a crash", arguments: [2_000, 5_000])
    func farTooDeep(_ depth: Int) async {
        await #expect(processExitsWith: .success) { [depth] in
            var builder = ContainerBuilder()
            registerChain(&builder, depth: depth, .prototype)
            let handOver = BuilderHandOver(builder)
            let kinds = Mutexed<[Problem.Kind]>([])
            onThread(stackSize: 512 * 1024) {
                guard let builder = handOver.builder.take() else { return }
                do throws(ContainerError) {
                    _ = try builder.build()
                } catch {
                    kinds.update { $0 = error.problems.map(\.kind) }
                }
            }
            guard kinds.read({ $0 }) == [.dependencyChainTooDeep] else { exit(1) }
        }
    }

    @Test("a child's chain counts the depth of the parent's shared registrations it needs")
    func childOverParent() throws {
        let parent = try Container { registerChain(&$0, depth: 50, .singleton) }
        // Level 50 on the parent's 50 levels: 51 deep, fine; 51 more levels on top: 101.
        let fine = try parent.makeChild { builder in
            let (a, b, c, d) = digits(50)
            let (e, f, g, h) = digits(49)
            registerLevel(&builder, a, b, c, d, below: e, f, g, h, .prototype)
        }
        #expect(levels(below: try resolveLevel(fine, 50)) == 51)
        var problems: [Problem] = []
        do {
            _ = try parent.makeChild { builder in
                for level in 50..<101 {
                    let (a, b, c, d) = digits(level)
                    let (e, f, g, h) = digits(level - 1)
                    registerLevel(&builder, a, b, c, d, below: e, f, g, h, .prototype)
                }
            }
        } catch {
            problems = error.problems
        }
        #expect(problems.map(\.kind) == [.dependencyChainTooDeep])
        #expect(problems.first?.message.contains("Link<D0, D1, D0, D0> makes a chain of 101 registrations") == true)
    }

    @Test("a cycle counts as deep as it has members")
    func cycleDepth() throws {
        final class Left: @unchecked Sendable {
            // @unchecked: set once by the container's injection before the object is handed out.
            var right: Right?
            let below: AnyObject
            init(below: AnyObject) { self.below = below }
        }
        final class Right: Sendable {
            let left: Left
            init(left: Left) { self.left = left }
        }
        // 99 levels below a cycle of two: 101.
        let error = buildError { builder in
            registerChain(&builder, depth: 99, .prototype)
            builder.register { (below: Link<D0, D0, D9, D8>) in Left(below: below) }.lifetime(.objectGraph).injecting(\.right)
            builder.register(Right.init(left:)).lifetime(.objectGraph)
        }
        #expect(error?.problems.map(\.kind) == [.dependencyChainTooDeep], "\(String(describing: error))")
        #expect(error?.problems.first?.message.contains("a chain of 101 registrations") == true)
        // One level fewer: 100, built.
        #expect(buildError { builder in
            registerChain(&builder, depth: 98, .prototype)
            builder.register { (below: Link<D0, D0, D9, D7>) in Left(below: below) }.lifetime(.objectGraph).injecting(\.right)
            builder.register(Right.init(left:)).lifetime(.objectGraph)
        } == nil)
    }
}

