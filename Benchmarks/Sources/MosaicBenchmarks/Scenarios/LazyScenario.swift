import MosaicDI
import Swinject
import Synchronization

/// lazy: resolve an object that holds a lazy dependency, and read the dependency once (which
/// makes it).
enum LazyScenario: ScenarioDefinition {
    static var name: String { "lazy" }
    static var summary: String {
        "resolve a holder of Lazy<D> and read .value once (makes D); hand: a Mutex-guarded lazy box, Swinject: Lazy<D>"
    }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(GraphD.init)
        builder.register(MosaicLazyHolder.init(dependency:))
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(GraphD.self) { _ in GraphD() }.inObjectScope(.transient)
        swinject.register(SwinjectLazyHolder.self) { r in
            SwinjectLazyHolder(dependency: r.resolve(Swinject.Lazy<GraphD>.self)!)
        }.inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count {
                    let holder = try mosaic.resolve(MosaicLazyHolder.self)
                    blackHole(try holder.dependency.value)
                    blackHole(holder)
                }
            },
            Contender(.hand) { count in
                for _ in 0..<count {
                    let holder = HandLazyHolder(dependency: HandLazy { GraphD() })
                    blackHole(holder.dependency.value)
                    blackHole(holder)
                }
            },
            Contender(.swinject) { count in
                for _ in 0..<count {
                    let holder = swinject.resolve(SwinjectLazyHolder.self)!
                    blackHole(holder.dependency.instance)
                    blackHole(holder)
                }
            },
        ]
    }
}

/// Holds a MosaicDI `Lazy`.
final class MosaicLazyHolder: Sendable {
    let dependency: MosaicDI.Lazy<GraphD>
    init(dependency: MosaicDI.Lazy<GraphD>) { self.dependency = dependency }
}

/// Holds a Swinject `Lazy` (which, unlike the others, is not thread safe).
final class SwinjectLazyHolder {
    let dependency: Swinject.Lazy<GraphD>
    init(dependency: Swinject.Lazy<GraphD>) { self.dependency = dependency }
}

/// Holds the hand-written lazy value.
final class HandLazyHolder: Sendable {
    let dependency: HandLazy<GraphD>
    init(dependency: HandLazy<GraphD>) { self.dependency = dependency }
}

/// The hand-written equivalent of `Lazy`: made on first read, exactly once, thread safe.
final class HandLazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let cache = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        cache.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }
}
