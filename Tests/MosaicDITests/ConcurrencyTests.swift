import Foundation
import MosaicDI
import Testing

/// An initializer slow enough that every thread arrives while the first is still inside it.
private final class SlowSingleton: Sendable {
    init(counter: Counter) {
        counter.increment()
        Thread.sleep(forTimeInterval: 0.05)
    }
}

private final class Leaf: Sendable { init() {} }

/// Starts `count` threads that wait at a barrier, then all run `body` at once.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        ready.enter()
        done.enter()
        let thread = Thread {
            ready.leave()
            start.wait()
            body(index)
            done.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    done.wait()
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("a lazy singleton is made exactly once when 8 threads ask at the same moment", arguments: [
        Lifetime.container(), .container(.weak), .scoped(Scope("test")),
    ])
    func exactlyOnce(lifetime: Lifetime) throws {
        let counter = Counter()
        let container = try Container { builder in
            builder.register(value: counter)
            builder.register(SlowSingleton.init(counter:)).lifetime(.of(lifetime))
        }
        let results = Mutexed<[ObjectIdentifier]>([])
        onThreads(8) { _ in
            do {
                let instance: SlowSingleton = try container.resolve()
                results.update { $0.append(ObjectIdentifier(instance)) }
                // Keep weak singletons alive until every thread has asked.
                Thread.sleep(forTimeInterval: 0.1)
                withExtendedLifetime(instance) {}
            } catch {
                Issue.record(error)
            }
        }
        #expect(counter.count == 1)
        #expect(Set(results.read { $0 }).count == 1)
        #expect(results.read { $0 }.count == 8)
    }

    @Test("a .run singleton is made once even when two containers race for it")
    func runExactlyOnce() throws {
        let counter = Counter()
        let configure: (inout ContainerBuilder) -> Void = { builder in
            builder.register(value: counter)
            builder.register(SlowSingleton.init(counter:)).lifetime(.run())
        }
        let containers = try [Container(configure), Container(configure)]
        onThreads(8) { index in
            _ = try? containers[index % 2].resolve(SlowSingleton.self)
        }
        #expect(counter.count == 1)
    }

    @Test("many threads resolving prototypes, object graphs, Lazy and Provider share nothing unsafely")
    func mixedLoad() throws {
        final class Mixed: Sendable {
            let leaf: Leaf
            let lazy: Lazy<Leaf>
            let provider: Provider<Leaf>
            init(leaf: Leaf, lazy: Lazy<Leaf>, provider: Provider<Leaf>) {
                self.leaf = leaf
                self.lazy = lazy
                self.provider = provider
            }
        }
        let shared = Scope("shared")
        let container = try Container { builder in
            builder.register(Leaf.init).lifetime(.objectGraph)
            builder.register(Mixed.init(leaf:lazy:provider:))
            builder.register(Engine.init).lifetime(.scoped(shared))
            builder.register(Wheel.init).lifetime(.container(.weak))
        }
        let lazy = try container.lazy(Leaf.self)
        let failures = Counter()
        onThreads(8) { _ in
            for _ in 0..<500 {
                do {
                    let mixed: Mixed = try container.resolve()
                    _ = try mixed.lazy.value
                    _ = try mixed.provider()
                    _ = try lazy.value
                    _ = try container.resolve(Engine.self)
                    _ = try container.resolve(Wheel.self)
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.count == 0)
        #expect(shared.count == 1)
    }

    @Test("a container is Sendable and resolves from concurrent tasks")
    func tasks() async throws {
        let container = try Container { builder in
            builder.register(Engine.init).lifetime(.container())
            builder.register(Wheel.init)
            builder.register(Car.init(engine:wheel:))
        }
        let engines = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask { ObjectIdentifier(try container.resolve(Car.self).engine) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(engines.count == 1)
    }
}
