/// Whether a factory must run on the main actor.
@usableFromInline
enum Isolation: Sendable {
    case nonisolated
    case mainActor
}

/// Everything known about one registration while the container is being built.
///
/// Records are made by `register` and completed by the chained modifiers; `build()` freezes
/// them. A child container links its parent's records again (see `Container+Child.swift`).
@usableFromInline
class AnyRecord {
    let implementationType: Any.Type
    @usableFromInline let location: SourceLocation
    let framework: FrameworkID?
    let isolation: Isolation
    /// The position in registration order across the whole container (parents first).
    let order: Int
    @usableFromInline var lifetime: Lifetime = .prototype
    @usableFromInline var name: String?
    var tags: [(id: ObjectIdentifier, name: String)] = []
    var isDefault = false
    var isTest = false
    var isFrameworkPrivate = false
    var initDependencies: [DependencyRequest]
    @usableFromInline var argumentTypes: [Any.Type]
    @usableFromInline var injections: [InjectionSite] = []
    /// The keys under which the registration can be found: its own type first, then aliases.
    @usableFromInline var keys: [(id: ObjectIdentifier, name: String)]

    init(
        implementationType: Any.Type, location: SourceLocation, framework: FrameworkID?,
        isolation: Isolation, order: Int, dependencies: [DependencyRequest]
    ) {
        self.implementationType = implementationType
        self.location = location
        self.framework = framework
        self.isolation = isolation
        self.order = order
        var dependencies = dependencies
        self.argumentTypes = DependencyRequest.numberArguments(&dependencies)
        self.initDependencies = dependencies
        self.keys = [(ObjectIdentifier(implementationType), typeName(implementationType))]
    }

    var implementationName: String { typeName(implementationType) }

    /// Every dependency in order: the initializer's, then each injection's.
    var allDependencies: [(request: DependencyRequest, injection: Int?)] {
        var result = initDependencies.map { (request: $0, injection: Int?.none) }
        for (index, site) in injections.enumerated() {
            result += site.dependencies.map { (request: $0, injection: index) }
        }
        return result
    }

    var info: RegistrationInfo {
        RegistrationInfo(
            type: implementationName, name: name, lifetime: lifetime,
            framework: framework?.name, location: location,
            aliases: keys.dropFirst().map(\.name), isMainActor: isolation == .mainActor)
    }

    // Overridden by Record<T>.
    var isReferenceType: Bool { true }
    func makeNodes(info: RegistrationInfo) -> [AnyNode] { [] }
    func compile(nodes: [AnyNode], in linker: Linker, linked: LinkedRecord) {}
    /// Makes the instance of a `.single` registration while building.
    func makeEagerly(_ node: AnyNode, onMainActor: Bool) throws(ResolutionError) {}
}

/// A property or method injection declared with `injecting`.
@usableFromInline
struct InjectionSite {
    let dependencies: [DependencyRequest]
    let location: SourceLocation

    @usableFromInline
    init(dependencies: [DependencyRequest], location: SourceLocation) {
        self.dependencies = dependencies
        self.location = location
    }
}

/// The typed part of a registration: how to make a `T`, inject into it and expose it as aliases.
///
/// Its closures are made by `register`, `as` and `injecting`, which are inlinable: they are
/// specialized for `T` in the module that registers, and so is every closure of the plan they
/// build later. That is what makes a resolve direct calls rather than generic dispatch.
@usableFromInline
final class Record<T>: AnyRecord {
    /// Binds one injection to its dependencies' nodes.
    @usableFromInline typealias Injector = (T, inout ResolutionState) throws(ResolutionError) -> Void
    @usableFromInline typealias InjectionCompiler = (Linker, LinkedRecord) -> Injector
    /// Makes the node of an alias key from the node of `T`.
    @usableFromInline typealias AliasMaker = (Node<T>, String) -> AnyNode
    /// Compiles the registration's own node: binds the factory to its dependencies' nodes and
    /// wraps it for the lifetime (see `Lifetimes.install`).
    @usableFromInline typealias Compiler = (Linker, LinkedRecord, Record<T>, Node<T>) -> Void

    @usableFromInline let compiler: Compiler
    @usableFromInline var injectionCompilers: [InjectionCompiler] = []
    @usableFromInline var aliasMakers: [AliasMaker] = []

    @usableFromInline
    init(
        location: SourceLocation, framework: FrameworkID?, isolation: Isolation, order: Int,
        dependencies: [DependencyRequest], compile: @escaping Compiler
    ) {
        self.compiler = compile
        super.init(
            implementationType: T.self, location: location, framework: framework,
            isolation: isolation, order: order, dependencies: dependencies)
    }

    override var isReferenceType: Bool { T.self is AnyObject.Type }

    override func makeNodes(info: RegistrationInfo) -> [AnyNode] {
        let own = Node<T>(displayName: keyDisplayName(0), registration: info, argumentTypes: argumentTypes)
        var nodes: [AnyNode] = [own]
        for (index, maker) in aliasMakers.enumerated() {
            nodes.append(maker(own, keyDisplayName(index + 1)))
        }
        return nodes
    }

    private func keyDisplayName(_ index: Int) -> String {
        guard let name else { return keys[index].name }
        return "\(keys[index].name) named \"\(name)\""
    }

    override func makeEagerly(_ node: AnyNode, onMainActor: Bool) throws(ResolutionError) {
        _ = try Container.run(node.typed(T.self), onMainActor: onMainActor)
    }

    override func compile(nodes: [AnyNode], in linker: Linker, linked: LinkedRecord) {
        compiler(linker, linked, self, nodes[0].typed(T.self))
    }
}
