/// Binds one injection (or `onReady` hook) to an instance of `T` during a resolve.
typealias Injector<T> = (T, inout ResolutionState) throws -> Void

/// The typed parts of a registration, without their type (see `Record.typedParts`).
class AnyTypedParts {
    init() {}

    /// Whether the registration has an injection or an `onReady` hook.
    var hasInjectionsOrHooks: Bool { false }

    /// The nodes of the registration's aliases, made from the node of its own type.
    func aliasNodes(of own: AnyNode, record: Record) -> [AnyNode] { [] }
}

/// What `as`, `injecting` and `onReady` add to a registration of `T`: closures typed over it.
/// The compiling stage of `build()` (`PlanCompiler`) runs them to make the record's nodes, in
/// dependency order.
final class TypedParts<T>: AnyTypedParts {
    typealias InjectionCompiler = (PlanCompiler, Int) -> Injector<T>
    /// Makes the node of an alias key from the node of `T`.
    typealias AliasMaker = (Node<T>, NodeLabel) -> AnyNode

    /// Compiles each injection (`injecting`), in order.
    var injectionCompilers: [InjectionCompiler] = []
    /// Makes the node of each alias (`as`), in the order of `aliasKeys`.
    var aliasMakers: [AliasMaker] = []
    /// Hooks run once the instance and every injection of its cycle are done (`onReady`).
    var readyHooks: [Injector<T>] = []

    override init() {}

    override var hasInjectionsOrHooks: Bool { !injectionCompilers.isEmpty || !readyHooks.isEmpty }

    override func aliasNodes(of own: AnyNode, record: Record) -> [AnyNode] {
        // The record's `compileNode` makes a `Node<T>` (see `Record.parts`).
        let base = own.typed(T.self)
        var aliases: [AnyNode] = []
        aliases.reserveCapacity(aliasMakers.count)
        for (index, maker) in aliasMakers.enumerated() {
            aliases.append(maker(base, record.label(index + 1)))
        }
        return aliases
    }
}
