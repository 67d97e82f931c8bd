/// Why a `resolve` call failed, and where in the dependency graph.
///
/// After ``ContainerBuilder/build(isolation:)`` has validated the graph, a resolve can fail only for
/// reasons validation cannot see: a type that was never registered asked for at the top, runtime
/// arguments of the wrong type, a main-actor factory reached off the main actor, an `async`
/// factory reached by a synchronous resolve, a type made elsewhere asked for, a factory that
/// throws, or a cycle that only running the factories reveals.
///
/// ```swift
/// do {
///     let editor: PostEditor = try container.resolve()
/// } catch {
///     print(error.path)   // ["PostEditor", "DraftStore"]: who asked for what
/// }
/// ```
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .notRegistered(let type) = error.reason { print("register \(type)") }
    /// ```
    public enum Reason: Sendable {
        /// Nothing is registered for this type (and name) in the container or its parents.
        case notRegistered(type: String)
        /// Several registrations fit and none is marked `.default()` or `.test()`.
        case ambiguous(type: String, candidates: [String])
        /// The runtime arguments passed to `resolve(_:arguments:)` do not match the registration.
        case argumentMismatch(type: String, expected: [String], received: [String])
        /// A main-actor factory was reached by a synchronous resolve off the main actor; use the
        /// `async` resolve, which hops to the main actor.
        case requiresMainActor(type: String)
        /// The registration's factory threw.
        case factoryFailed(type: String, underlying: any Error)
        /// Making `type` asked for `type` again while it was being made, in a way validation
        /// cannot see: a factory resolving its own type, a `Lazy` read or a `Provider` called in
        /// the initializer of what it points back to, or two singletons asking for each other
        /// during their initializers on two threads (then every thread in the wait cycle gets
        /// this error instead of waiting forever). ``ResolutionError/path`` is the cycle.
        case cycle(type: String)
        /// The registration (or something it needs) has an `async` factory
        /// (`register(async:)`), and a synchronous resolve cannot wait for it: use
        /// `try await container.resolve()`, `provider.resolve()` or `lazy.load()`.
        case requiresAsync(type: String)
        /// The type is registered with `register(madeElsewhere:)`: the container only injects
        /// into instances made elsewhere (``Container/inject(into:isolation:)``), it never makes one.
        case madeElsewhere(type: String)
        /// A bug inside MosaicDI; please report it.
        case internalInconsistency(String)
    }

    /// What went wrong.
    ///
    /// ```swift
    /// if case .factoryFailed(_, let underlying) = error.reason { print(underlying) }
    /// ```
    public let reason: Reason
    /// The chain of types from the one asked for to the one that failed.
    public internal(set) var path: [String]

    /// The registration at fault, when there is one.
    ///
    /// ```swift
    /// if let location = error.location { print("fix", location) }
    /// ```
    public let location: SourceLocation?

    init(_ reason: Reason, path: [String], location: SourceLocation? = nil) {
        self.reason = reason
        self.path = path
        self.location = location
    }

    /// The error a plan closure threw. Plan closures throw only `ResolutionError` (factories'
    /// own errors are wrapped in `factoryFailed` where they are caught), so the fallback
    /// only guards against mistakes inside MosaicDI.
    static func from(_ error: any Error) -> ResolutionError {
        error as? ResolutionError ?? ResolutionError(.internalInconsistency("unexpected \(error)"), path: [])
    }

    /// What a factory of `type` that threw `error` reports: a cycle found below it passes
    /// through (one level up), anything else is the factory's own failure.
    static func factoryFailed(_ error: any Error, of type: String, at location: SourceLocation) -> ResolutionError {
        if let error = error as? ResolutionError, case .cycle = error.reason { return error.through(type) }
        return ResolutionError(.factoryFailed(type: type, underlying: error), path: [type], location: location)
    }

    /// The same error seen one level up the graph.
    func through(_ name: String) -> ResolutionError {
        if case .cycle = reason, path.count > 1, path.first == path.last {
            return self   // the cycle's path is complete; what asked for it first is not part of it
        }
        var copy = self
        copy.path.insert(name, at: 0)
        return copy
    }

    /// One line naming what failed, the path to it and the registration's source line.
    ///
    /// ```swift
    /// do { _ = try container.resolve(Storyboard.self) }
    /// catch { print(error) }   // "no registration for Storyboard"
    /// ```
    public var description: String {
        var text: String
        switch reason {
        case .notRegistered(let type):
            text = "no registration for \(type)"
        case .ambiguous(let type, let candidates):
            text = "ambiguous \(type): \(candidates.joined(separator: ", ")); mark one .default() or resolve by name"
        case .argumentMismatch(let type, let expected, let received):
            text = "\(type) takes arguments (\(expected.joined(separator: ", "))) but got (\(received.joined(separator: ", ")))"
        case .requiresMainActor(let type):
            text = "\(type) is made on the main actor; resolve it from the main actor or with `await container.resolve()`"
        case .factoryFailed(let type, let underlying):
            text = "factory of \(type) threw: \(underlying)"
        case .internalInconsistency(let detail):
            text = "MosaicDI internal error: \(detail)"
        case .madeElsewhere(let type):
            text = "\(type) is made outside the container; call `container.inject(into:)` on an instance instead"
        case .requiresAsync(let type):
            text = "\(type) is made by an async factory; resolve it with `try await container.resolve()`"
        case .cycle(let type):
            text = "\(type) asked for itself while being made; break the cycle (inject a property, "
                + "or read the Lazy or call the Provider after initialization)"
        }
        if case .cycle = reason, path.count > 1 {
            text += " (cycle: \(path.joined(separator: " → ")))"
        } else if path.count > 1 {
            text += " (path: \(path.joined(separator: " → ")))"
        }
        if let location {
            text += " [registered at \(location)]"
        }
        return text
    }
}
