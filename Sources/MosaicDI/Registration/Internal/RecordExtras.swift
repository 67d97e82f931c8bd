/// The parts of a registration most registrations leave empty, kept apart so that a `Record`
/// stays small: a name, tags, aliases, runtime arguments, injections, typed parts, a scope and
/// the rarer flags.
final class RecordExtras {
    // @exclusivity(unchecked): written by the builder and read by the build, on one thread at a
    // time (see `Record`), never through overlapping accesses.
    @exclusivity(unchecked) var name: String?
    @exclusivity(unchecked) var tags: [TypeKey] = []
    /// The types of the registration's `Argument` parameters, in order.
    @exclusivity(unchecked) var argumentTypes: [Any.Type] = []
    @exclusivity(unchecked) var injections: [InjectionSite] = []
    /// Keys 1, 2, ... of the registration (see `Record.key`).
    @exclusivity(unchecked) var aliasKeys: [TypeKey] = []
    @exclusivity(unchecked) var typedParts: AnyTypedParts?
    /// The scope of a `.scoped` lifetime (see `Record.lifetime`).
    @exclusivity(unchecked) var scope: Scope?
    @exclusivity(unchecked) var hasMainActorInjection = false
    @exclusivity(unchecked) var lifetimeNeedsMainActor = false
    @exclusivity(unchecked) var isDefault = false
    @exclusivity(unchecked) var isTest = false
    @exclusivity(unchecked) var isFrameworkPrivate = false

    init() {}
}
