/// One thing wrong with the registrations, found by ``ContainerBuilder/build(isolation:)``.
///
/// ```swift
/// catch let error as ContainerError {
///     for problem in error.problems where problem.kind == .missingDependency {
///         print(problem.location, problem.message)
///     }
/// }
/// ```
public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// The sort of problem.
    ///
    /// ```swift
    /// let cycles = error.problems.filter { $0.kind == .initializerCycle }
    /// ```
    public enum Kind: String, Sendable, Hashable {
        /// A registration needs a type that nothing registers (visible to it).
        case missingDependency
        /// Several registrations fit one dependency and nothing picks one.
        case ambiguousDependency
        /// Objects need each other in their initializers: no property injection breaks the cycle.
        case initializerCycle
        /// A property-injection cycle through prototypes only: each object would make a new one
        /// of the other forever.
        case endlessCycle
        /// A longer-lived registration holds a shorter-lived one (a singleton holding a prototype).
        case captiveDependency
        /// A nonisolated singleton holds an object made on the main actor.
        case mainActorCaptive
        /// A registration needs an ``Argument`` where none can be passed.
        case argumentUnavailable
        /// A weak lifetime was given to a value type.
        case weakValueType
        /// A framework was appended more than once.
        case frameworkAppendedTwice
        /// A part was appended more than once in one framework.
        case partAppendedTwice
        /// `import` was called outside a framework's `load`.
        case importOutsideFramework
        /// A framework imports one that is never appended.
        case importNotAppended
        /// Frameworks import each other in a cycle.
        case importCycle
        /// A `.single` registration could not be made at build time.
        case singleFailed
        /// An alias names the registration's own type, or the same alias is given twice: every
        /// resolve of it would be ambiguous.
        case redundantAlias
        /// A registration handle was modified after its container was built; the change was
        /// ignored.
        case modifiedAfterBuild
        /// `.lifetime(.mainActor(...))` on a registration that is not made on the main actor.
        case mainActorLifetimeOffMainActor
        /// A registration takes a shared default lifetime (``ContainerBuilder/defaultLifetime``)
        /// but its type is not known to be `Sendable` and it is not made on the main actor: its
        /// one instance could be handed to any thread.
        case defaultLifetimeNeedsSendable
        /// A registration needs an `async` one in a way that cannot wait for it (a synchronous
        /// factory, an injection, `Many`, an optional or `Tagged`), or an `async` registration has
        /// a lifetime or a cycle the `async` resolve does not support (`.single`).
        case asyncDependency
        /// A registration needs a type registered with `register(madeElsewhere:)`, which the
        /// container never makes.
        case madeElsewhere
        /// Making a registration makes a chain of more than
        /// ``Container/maximumDependencyDepth`` registrations, each inside the one before it: a
        /// resolve of it could run out of a thread's stack. The path names the chain.
        case dependencyChainTooDeep
    }

    /// The sort of problem.
    public let kind: Kind

    /// The registration (or `append`/`import` call) at fault.
    public let location: SourceLocation

    /// A sentence saying what is wrong and what to do.
    public let message: String

    /// The chain of registrations that leads to the problem, outermost first, when there is one.
    public let path: [String]

    init(_ kind: Kind, at location: SourceLocation, _ message: String, path: [String] = []) {
        self.kind = kind
        self.location = location
        self.message = message
        self.path = path
    }

    /// `File.swift:12: missingDependency: ...`, as compilers print diagnostics.
    public var description: String {
        var text = "\(location): \(kind.rawValue): \(message)"
        if path.count > 1 {
            text += " (path: \(path.joined(separator: " → ")))"
        }
        return text
    }
}
