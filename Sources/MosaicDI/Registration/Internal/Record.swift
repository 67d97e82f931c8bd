/// Whether a factory must run on the main actor.
enum Isolation: Sendable {
    case nonisolated
    case mainActor
}

/// Everything known about one registration while the container is being built.
///
/// Records are made by `register` and completed by the chained modifiers; `build()` freezes
/// them. A child container links its parent's records again (see `Container+Child.swift`).
///
/// A record is not generic: code compiled once for every registered type (as `register` is)
/// would look its generic metadata up at run time for every registration, a hash-table lookup of
/// several hundred instructions. What is typed over the registered type lives in its `template`
/// node (a factory of no parameters) or its `compileNode` closure (any other registration), and,
/// for the rarer modifiers that need it (`as`, `injecting`, `onReady`), in `TypedParts`.
final class Record {
    // Stored properties are laid out in the order declared: the one-byte ones fill the word
    // that `fileID` (17 bytes) leaves open, the 32-bit ones share the next, and what most
    // registrations leave at its default lives in `extras`, so that a record takes 104 bytes (a
    // 112-byte heap block).
    /// Where it was registered: `location` puts it together with `line`. Kept as the static
    /// string `#fileID` gives, which a registering call site makes for nothing; the text is made
    /// only when a message or a `RegistrationInfo` needs it.
    let fileID: StaticString
    let isolation: Isolation
    // @exclusivity(unchecked): builder and build state is touched by one thread at a time (the
    // builder is not Sendable; linking runs inside build()), never through overlapping accesses.
    /// Whether instances are made outside the container (`register(madeElsewhere:)`).
    @exclusivity(unchecked) var isMadeElsewhere = false
    /// Whether the factory is `async` (`register(async:)`).
    @exclusivity(unchecked) var isAsync = false
    /// Whether `lifetime` came from the builder's default rather than from `.lifetime(...)`.
    @exclusivity(unchecked) var lifetimeIsDefault = false
    /// Whether the registered type was proven `Sendable` by the compiler when it was registered
    /// (the `register` overloads for `Sendable` types set it), so a shared default may apply.
    @exclusivity(unchecked) var isKnownSendable = false
    /// Set when a build starts linking the record: from then on, modifiers change nothing.
    @exclusivity(unchecked) var isFrozen = false
    /// `lifetime` without a scope's reference (see `LifetimeCode`).
    @exclusivity(unchecked) var lifetimeCode = LifetimeCode.prototype
    /// The line of `fileID` it was registered at.
    let line: Int32
    /// The position in registration order across the whole container (parents first).
    let orderInBuild: Int32
    let framework: FrameworkID?
    @exclusivity(unchecked) var initDependencies: [DependencyRequest]
    /// The registration's own type: key 0.
    let ownKey: TypeKey
    /// What few registrations have: a name, tags, aliases, runtime arguments, injections and
    /// typed parts. Nil until a modifier (or a runtime argument) needs it.
    @exclusivity(unchecked) var extras: RecordExtras?
    /// Compiles the registration's own node: binds the factory to its dependencies' nodes and
    /// wraps it for the lifetime (see `Lifetimes.node`). Made by `register`, typed over the
    /// registered type; the node it returns is a `Node` of that type. Nil when `template` is set.
    let compileNode: ((PlanCompiler, Int, Record) -> AnyNode)?
    /// For a factory of no parameters (`register(Service.init)`): the node made when it was
    /// registered, which calls the factory. A prototype without injections uses it as its own
    /// node (a build makes nothing for it); any other lifetime wraps its factory call. It holds
    /// the record, so the record holds it unowned; its owners are the builder that registered
    /// it (`BuilderStorage.templates`) and every plan compiled from it (`Plan.templates`), and
    /// a record's template is read only by a build over that builder or over such a plan.
    @exclusivity(unchecked) var template: Unmanaged<AnyNode>?

    /// A record of `implementationType` registered with `storage`'s builder, added to it. It
    /// reads the framework being loaded and the next order itself, so that the code `register`
    /// inlines at each call site stays small (a thousand registrations run a thousand different
    /// call sites once each).
    init(
        implementationType: Any.Type, fileID: StaticString, line: Int, isolation: Isolation,
        dependencies: [DependencyRequest], addingTo storage: BuilderStorage,
        compile: ((PlanCompiler, Int, Record) -> AnyNode)?
    ) {
        self.fileID = fileID
        // A line beyond 2^31 cannot come from `#line`; one passed by hand is kept as the largest.
        self.line = Int32(clamping: line)
        self.framework = storage.currentFramework
        self.isolation = isolation
        // Invariant: fewer than 2^31 registrations fit in memory (each takes over 100 bytes).
        self.orderInBuild = Int32(truncatingIfNeeded: storage.nextOrder)
        var dependencies = dependencies
        let argumentTypes = dependencies.isEmpty ? [] : DependencyRequest.numberArguments(&dependencies)
        self.initDependencies = dependencies
        self.ownKey = TypeKey(implementationType)
        self.compileNode = compile
        if !argumentTypes.isEmpty { self.argumentTypes = argumentTypes }
        // A registration with runtime arguments can only be `.prototype` (an instance made from
        // the first arguments would be returned for later ones): the default does not apply.
        if storage.defaultLifetime != .prototype && argumentTypes.isEmpty {
            lifetime = storage.defaultLifetime
            lifetimeIsDefault = true
        }
        storage.add(self)
    }

    var implementationType: Any.Type { ownKey.type }

    /// Where the registration was made.
    var location: SourceLocation { SourceLocation(fileID: fileID.description, line: Int(line)) }

    /// The position in registration order across the whole container (parents first).
    var order: Int { Int(orderInBuild) }

    /// How long instances live.
    var lifetime: Lifetime {
        get { lifetimeCode.lifetime(scope: extras?.scope) }
        set {
            lifetimeCode = LifetimeCode(newValue)
            if case .scoped(let scope) = newValue {
                writableExtras.scope = scope
            } else if extras?.scope != nil {
                writableExtras.scope = nil
            }
        }
    }

    /// Whether an injection must run on the main actor (`injecting(onMainActor:)`).
    var hasMainActorInjection: Bool {
        get { extras?.hasMainActorInjection ?? false }
        set { writableExtras.hasMainActorInjection = newValue }
    }

    /// Set by `.lifetime(.mainActor(...))`: the registration must be made on the main actor.
    var lifetimeNeedsMainActor: Bool {
        get { extras?.lifetimeNeedsMainActor ?? false }
        set { if newValue || extras != nil { writableExtras.lifetimeNeedsMainActor = newValue } }
    }

    /// `.default()`: picked when several registrations fit one dependency equally well.
    var isDefault: Bool {
        get { extras?.isDefault ?? false }
        set { writableExtras.isDefault = newValue }
    }

    /// `.test()`: replaces the other registrations of its key at its level.
    var isTest: Bool {
        get { extras?.isTest ?? false }
        set { writableExtras.isTest = newValue }
    }

    /// Seen only from inside its framework.
    var isFrameworkPrivate: Bool {
        get { extras?.isFrameworkPrivate ?? false }
        set { writableExtras.isFrameworkPrivate = newValue }
    }

    /// The extras, made on first write.
    var writableExtras: RecordExtras {
        if let extras { return extras }
        let made = RecordExtras()
        extras = made
        return made
    }

    var name: String? {
        get { extras?.name }
        set { writableExtras.name = newValue }
    }

    var tags: [TypeKey] {
        get { extras?.tags ?? [] }
        set { writableExtras.tags = newValue }
    }

    /// The types of the registration's `Argument` parameters, in order.
    var argumentTypes: [Any.Type] {
        get { extras?.argumentTypes ?? [] }
        set { writableExtras.argumentTypes = newValue }
    }

    var injections: [InjectionSite] {
        get { extras?.injections ?? [] }
        set { writableExtras.injections = newValue }
    }

    /// The other keys under which the registration can be found (aliases): keys 1, 2, ...
    var aliasKeys: [TypeKey] {
        get { extras?.aliasKeys ?? [] }
        set { writableExtras.aliasKeys = newValue }
    }

    /// The parts typed over the registered type (`as`, `injecting`, `onReady`); nil until a
    /// modifier adds one.
    var typedParts: AnyTypedParts? {
        get { extras?.typedParts }
        set { writableExtras.typedParts = newValue }
    }

    /// Whether a modifier may change the record: true until a build freezes it. A change asked
    /// for later is dropped and remembered, to be reported by the next build over this record.
    /// Only the thread holding the builder (and so the handle) asks, and the build that freezes
    /// the record runs on it, so the flag needs no synchronization.
    func acceptsChange(_ modifier: @autoclosure () -> String) -> Bool {
        guard isFrozen else { return true }
        LateChanges.note(modifier(), on: self)
        return false
    }

    /// The typed parts of the registration, made on first use. `T` is the registered type:
    /// only `Registration<T>` and the code that compiles the record's `Node<T>` ask, and both
    /// know the record by that type.
    func parts<T>(_: T.Type) -> TypedParts<T> {
        if let typedParts { return uncheckedCast(typedParts, to: TypedParts<T>.self) }
        let made = TypedParts<T>()
        typedParts = made
        return made
    }

    /// The typed parts, if any modifier made them (see `parts`).
    func existingParts<T>(_: T.Type) -> TypedParts<T>? {
        guard let typedParts else { return nil }
        return uncheckedCast(typedParts, to: TypedParts<T>.self)
    }

    /// Whether the registration has no injection and no `onReady` hook.
    var hasNoInjectionsOrHooks: Bool {
        typedParts?.hasInjectionsOrHooks != true
    }

    /// Key `index`: 0 is the registration's own type, then its aliases in order.
    func key(_ index: Int) -> TypeKey {
        index == 0 ? ownKey : aliasKeys[index - 1]
    }

    /// The label of key `index` (0: the registration's own type).
    func label(_ index: Int) -> NodeLabel {
        NodeLabel(key(index).type, name: name)
    }

    var info: RegistrationInfo {
        RegistrationInfo(
            type: typeName(implementationType), name: name, lifetime: lifetime,
            framework: framework?.name, location: location,
            aliases: aliasKeys.map(\.name), isMainActor: isolation == .mainActor)
    }

    /// Classes, class-bound existentials (`any P` where `P: AnyObject`) and `AnyObject`.
    var isReferenceType: Bool { isClassBound(implementationType) }

    /// Compiles the nodes of every key: its own type's, then one per alias.
    func compile(in compiler: PlanCompiler, entry: Int) -> (own: AnyNode, aliases: [AnyNode]) {
        let own: AnyNode
        if let template {
            own = template._withUnsafeGuaranteedRef { $0.compile(for: self, in: compiler, entry: entry) }
        } else if let compileNode {
            own = compileNode(compiler, entry, self)
        } else {
            // Invariant: `register` gives every record a template or a compiling closure.
            preconditionFailure("\(label(0)) has no way to make its node")
        }
        guard let typedParts, !aliasKeys.isEmpty else { return (own, []) }
        return (own, typedParts.aliasNodes(of: own, record: self))
    }
}

/// A property or method injection declared with `injecting`.
struct InjectionSite {
    let dependencies: [DependencyRequest]
    let location: SourceLocation

    init(dependencies: [DependencyRequest], location: SourceLocation) {
        self.dependencies = dependencies
        self.location = location
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
    private static let changes = Locked<[ObjectIdentifier: (record: Record, modifiers: [String])]>([:])

    static func note(_ modifier: String, on record: Record) {
        // @unchecked transfer: the record is only kept so that its identifier is not reused.
        let box = Transfer(value: record)
        changes.withLock { $0[ObjectIdentifier(box.value), default: (box.value, [])].modifiers.append(modifier) }
    }

    static func modifiers(of record: Record) -> [String] {
        changes.withLock { $0[ObjectIdentifier(record)]?.modifiers ?? [] }
    }

    /// Whether anything was noted at all (a cheap check before looking at each record).
    static var isEmpty: Bool { changes.withLock { $0.isEmpty } }
}
