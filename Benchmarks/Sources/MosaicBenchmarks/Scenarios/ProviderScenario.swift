import MosaicDI
import Swinject

/// provider: resolve an object that holds a provider of a dependency, and call it once.
enum ProviderScenario: ScenarioDefinition {
    static var name: String { "provider" }
    static var summary: String {
        "resolve a holder of Provider<D> and call it once (makes D); hand: a closure { D() }, Swinject: Provider<D>"
    }

    static func makeContenders() throws -> [Contender] {
        var builder = ContainerBuilder()
        builder.register(GraphD.init)
        builder.register(MosaicProviderHolder.init(makeDependency:))
        let mosaic = try builder.build()

        let swinject = Swinject.Container()
        swinject.register(GraphD.self) { _ in GraphD() }.inObjectScope(.transient)
        swinject.register(SwinjectProviderHolder.self) { r in
            SwinjectProviderHolder(makeDependency: r.resolve(Swinject.Provider<GraphD>.self)!)
        }.inObjectScope(.transient)

        return [
            Contender(.mosaic) { count in
                for _ in 0..<count {
                    let holder = try mosaic.resolve(MosaicProviderHolder.self)
                    blackHole(try holder.makeDependency())
                    blackHole(holder)
                }
            },
            Contender(.hand) { count in
                for _ in 0..<count {
                    let holder = HandProviderHolder(makeDependency: { GraphD() })
                    blackHole(holder.makeDependency())
                    blackHole(holder)
                }
            },
            Contender(.swinject) { count in
                for _ in 0..<count {
                    let holder = swinject.resolve(SwinjectProviderHolder.self)!
                    blackHole(holder.makeDependency.instance)
                    blackHole(holder)
                }
            },
        ]
    }
}

/// Holds a MosaicDI `Provider`.
final class MosaicProviderHolder: Sendable {
    let makeDependency: MosaicDI.Provider<GraphD>
    init(makeDependency: MosaicDI.Provider<GraphD>) { self.makeDependency = makeDependency }
}

/// Holds a Swinject `Provider`.
final class SwinjectProviderHolder {
    let makeDependency: Swinject.Provider<GraphD>
    init(makeDependency: Swinject.Provider<GraphD>) { self.makeDependency = makeDependency }
}

/// Holds the hand-written equivalent of a provider: a closure.
final class HandProviderHolder: Sendable {
    let makeDependency: @Sendable () -> GraphD
    init(makeDependency: @escaping @Sendable () -> GraphD) { self.makeDependency = makeDependency }
}
