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
    @usableFromInline let location: SourceLocation
    let framework: FrameworkID?
    let isolation: Isolation
    /// The position in registration order across the whole container (parents first).
    let order: Int
    // @exclusivity(unchecked): builder and build state is touched by one thread at a time (the
    // builder is not Sendable; linking runs inside build()), never through overlapping accesses.
    @exclusivity(unchecked) @usableFromInline final var lifetime: Lifetime = .prototype
    @exclusivity(unchecked) @usableFromInline final var name: String?
    /// Whether instances are made outside the container (`register(madeElsewhere:)`).
    @exclusivity(unchecked) @usableFromInline final var isMadeElsewhere = false
    /// Whether an injection must run on the main actor (`injecting(onMainActor:)`).
    @exclusivity(unchecked) @usableFromInline final var hasMainActorInjection = false
    /// Whether the factory is `async` (`register(async:)`).
    @exclusivity(unchecked) @usableFromInline final var isAsync = false
    /// Whether `lifetime` came from the builder's default rather than from `.lifetime(...)`.
    @exclusivity(unchecked) @usableFromInline final var lifetimeIsDefault = false
    /// Whether the registered type was proven `Sendable` by the compiler when it was registered
    /// (the `register` overloads for `Sendable` types set it), so a shared default may apply.
    @exclusivity(unchecked) @usableFromInline final var isKnownSendable = false
    /// Set by `.lifetime(.mainActor(...))`: the registration must be made on the main actor.
    @exclusivity(unchecked) final var lifetimeNeedsMainActor = false
    @exclusivity(unchecked) final var tags: [TypeKey] = []
    @exclusivity(unchecked) final var isDefault = false
    @exclusivity(unchecked) final var isTest = false
    @exclusivity(unchecked) final var isFrameworkPrivate = false
    @exclusivity(unchecked) @usableFromInline final var initDependencies: [DependencyRequest]
    @exclusivity(unchecked) @usableFromInline final var argumentTypes: [Any.Type]
    @exclusivity(unchecked) @usableFromInline final var injections: [InjectionSite] = []
    /// Set when a build starts linking the record: from then on, modifiers change nothing.
    @exclusivity(unchecked) @usableFromInline final var isFrozen = false
    /// The registration's own type: key 0.
    @usableFromInline let ownKey: TypeKey
    /// The other keys under which the registration can be found (aliases): keys 1, 2, ...
    /// Kept apart from `ownKey` so that a registration without aliases allocates no array.
    @exclusivity(unchecked) @usableFromInline final var aliasKeys: [TypeKey] = []

    /// A record registered with `storage`'s builder, added to it. It reads the framework being
    /// loaded and the next order itself, so that the code `register` inlines at each call site
    /// stays small (a thousand registrations run a thousand different call sites once each).
    @usableFromInline
    init(
        implementationType: Any.Type, fileID: String, line: Int, isolation: Isolation,
        dependencies: [DependencyRequest], addingTo storage: BuilderStorage
    ) {
        self.location = SourceLocation(fileID: fileID, line: line)
        self.framework = storage.currentFramework
        self.isolation = isolation
        self.order = storage.nextOrder
        var dependencies = dependencies
        self.argumentTypes = dependencies.isEmpty ? [] : DependencyRequest.numberArguments(&dependencies)
        self.initDependencies = dependencies
        self.ownKey = TypeKey(implementationType)
        // A registration with runtime arguments can only be `.prototype` (an instance made from
        // the first arguments would be returned for later ones): the default does not apply.
        if storage.defaultLifetime != .prototype && argumentTypes.isEmpty {
            lifetime = storage.defaultLifetime
            lifetimeIsDefault = true
        }
        storage.add(self)
    }

    final var implementationType: Any.Type { ownKey.type }

    /// Whether a modifier may change the record: true until a build freezes it. A change asked
    /// for later is dropped and remembered, to be reported by the next build over this record.
    /// Only the thread holding the builder (and so the handle) asks, and the build that freezes
    /// the record runs on it, so the flag needs no synchronization.
    @usableFromInline
    final func acceptsChange(_ modifier: @autoclosure () -> String) -> Bool {
        guard isFrozen else { return true }
        LateChanges.note(modifier(), on: self)
        return false
    }

    /// How many keys the registration can be found under (its own type and its aliases).
    final var keyCount: Int { aliasKeys.count + 1 }

    /// Key `index`: 0 is the registration's own type, then its aliases in order.
    @usableFromInline
    final func key(_ index: Int) -> TypeKey {
        index == 0 ? ownKey : aliasKeys[index - 1]
    }

    /// Every dependency in order: the initializer's, then each injection's.
    final var allDependencies: [(request: DependencyRequest, injection: Int?)] {
        var result = initDependencies.map { (request: $0, injection: Int?.none) }
        for (index, site) in injections.enumerated() {
            result += site.dependencies.map { (request: $0, injection: index) }
        }
        return result
    }

    /// The label of key `index` (0: the registration's own type).
    @usableFromInline
    final func label(_ index: Int) -> NodeLabel {
        NodeLabel(key(index).type, name: name)
    }

    final var info: RegistrationInfo {
        RegistrationInfo(
            type: typeName(implementationType), name: name, lifetime: lifetime,
            framework: framework?.name, location: location,
            aliases: aliasKeys.map(\.name), isMainActor: isolation == .mainActor)
    }

    // Overridden by Record<T>.
    var isReferenceType: Bool { true }

    /// Compiles the nodes of every key: its own type's, then one per alias. Overridden by
    /// `Record<T>`, the only kind of record `register` makes.
    func compile(in compiler: PlanCompiler, entry: Int) -> (own: AnyNode, aliases: [AnyNode]) {
        // Invariant: AnyRecord is never instantiated itself; `register` only makes Record<T>.
        preconditionFailure("AnyRecord is abstract; every record is a Record<T>")
    }
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
/// Its closures are made by `register`, `as` and `injecting`; the compiling stage of `build()`
/// (`PlanCompiler`) runs them to make the record's nodes, in dependency order.
@usableFromInline
class Record<T>: AnyRecord {
    /// Binds one injection to its dependencies' nodes.
    @usableFromInline typealias Injector = (T, inout ResolutionState) throws -> Void
    @usableFromInline typealias InjectionCompiler = (PlanCompiler, Int) -> Injector
    /// Makes the node of an alias key from the node of `T`.
    @usableFromInline typealias AliasMaker = (Node<T>, NodeLabel) -> AnyNode
    /// Compiles the registration's own node: binds the factory to its dependencies' nodes and
    /// wraps it for the lifetime (see `Lifetimes.node`).
    @usableFromInline typealias Compiler = (PlanCompiler, Int, Record<T>) -> Node<T>

    // The lists below start as nil, not as empty arrays: code compiled once for every `T` (as
    // `register(_:)` is) would look up the metadata of each array's closure type to make an
    // empty one, a hash-table lookup per list and registration.
    @exclusivity(unchecked) @usableFromInline final var storedInjectionCompilers: [InjectionCompiler]?
    @exclusivity(unchecked) @usableFromInline final var storedAliasMakers: [AliasMaker]?
    @exclusivity(unchecked) @usableFromInline final var storedReadyHooks: [Injector]?
    /// Binds the factory to its dependencies and wraps it for the lifetime (see `Lifetimes.node`).
    @usableFromInline let compileNode: Compiler

    /// Compiles each injection (`injecting`), in order.
    @inlinable
    final var injectionCompilers: [InjectionCompiler] {
        get { storedInjectionCompilers ?? [] }
        set { storedInjectionCompilers = newValue }
    }

    /// Makes the node of each alias (`as`), in the order of `aliasKeys`.
    @inlinable
    final var aliasMakers: [AliasMaker] {
        get { storedAliasMakers ?? [] }
        set { storedAliasMakers = newValue }
    }

    /// Hooks run once the instance and every injection of its cycle are done (`onReady`).
    @inlinable
    final var readyHooks: [Injector] {
        get { storedReadyHooks ?? [] }
        set { storedReadyHooks = newValue }
    }

    /// Whether the registration has no injection and no `onReady` hook, read without making
    /// an empty list.
    @inlinable
    final var hasNoInjectionsOrHooks: Bool {
        storedInjectionCompilers?.isEmpty ?? true && storedReadyHooks?.isEmpty ?? true
    }

    /// A record registered with `storage`'s builder, added to it (see `AnyRecord`).
    @inlinable
    init(
        fileID: String, line: Int, isolation: Isolation, dependencies: [DependencyRequest],
        addingTo storage: BuilderStorage, compile: @escaping Compiler
    ) {
        storedInjectionCompilers = nil
        storedAliasMakers = nil
        storedReadyHooks = nil
        compileNode = compile
        super.init(
            implementationType: T.self, fileID: fileID, line: line, isolation: isolation,
            dependencies: dependencies, addingTo: storage)
    }

    override func compile(in compiler: PlanCompiler, entry: Int) -> (own: AnyNode, aliases: [AnyNode]) {
        let own = compileNode(compiler, entry, self)
        // `aliasKeys` and `aliasMakers` grow together (see `Registration.as`); asking the
        // concrete array avoids generic metadata for the array of closures over T.
        guard !aliasKeys.isEmpty else { return (own, []) }
        var aliases: [AnyNode] = []
        aliases.reserveCapacity(aliasMakers.count)
        for (index, maker) in aliasMakers.enumerated() {
            aliases.append(maker(own, label(index + 1)))
        }
        return (own, aliases)
    }

    /// Classes, class-bound existentials (`any P` where `P: AnyObject`) and `AnyObject`.
    override var isReferenceType: Bool { isClassBound(T.self) }

    override func makeEagerly(_ node: AnyNode, onMainActor: Bool) throws(ResolutionError) {
        _ = try Container.run(node.typed(T.self), onMainActor: onMainActor)
    }
}

/// Whether values of `type` are references: classes, and existentials constrained to classes
/// (`AnyObject`, `any P` where `P: AnyObject`), which a metatype cast cannot tell.
func isClassBound(_ type: Any.Type) -> Bool {
    if type is AnyObject.Type { return true }
    // The Swift ABI (stable on every platform Mosaic supports) lays out type metadata as a
    // pointer-sized kind, then, for an existential (kind 0x303), 32 bits of flags whose top bit
    // is clear when the existential is class-constrained.
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == 0x303 else { return false }
    let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
    return flags & 0x8000_0000 == 0
}

/// Modifiers called on registration handles after their container was built. A child build may
/// read them from another thread, so they are kept behind a lock, apart from the records.
enum LateChanges {
    private static let changes = Locked<[ObjectIdentifier: (record: AnyRecord, modifiers: [String])]>([:])

    static func note(_ modifier: String, on record: AnyRecord) {
        // @unchecked transfer: the record is only kept so that its identifier is not reused.
        let box = Transfer(value: record)
        changes.withLock { $0[ObjectIdentifier(box.value), default: (box.value, [])].modifiers.append(modifier) }
    }

    static func modifiers(of record: AnyRecord) -> [String] {
        changes.withLock { $0[ObjectIdentifier(record)]?.modifiers ?? [] }
    }

    /// Whether anything was noted at all (a cheap check before looking at each record).
    static var isEmpty: Bool { changes.withLock { $0.isEmpty } }
}
