/// A `Lifetime` in one byte, as a `Record` keeps it: the scope of `.scoped` is kept apart
/// (`RecordExtras.scope`), since few registrations have one.
enum LifetimeCode: UInt8 {
    case prototype
    case objectGraph
    case container
    case weakContainer
    case run
    case weakRun
    case single
    case scoped

    init(_ lifetime: Lifetime) {
        switch lifetime {
        case .prototype: self = .prototype
        case .objectGraph: self = .objectGraph
        case .container(.strong): self = .container
        case .container(.weak): self = .weakContainer
        case .run(.strong): self = .run
        case .run(.weak): self = .weakRun
        case .single: self = .single
        case .scoped: self = .scoped
        }
    }

    /// The lifetime this code stands for; `scope` is that of a `.scoped` one.
    func lifetime(scope: Scope?) -> Lifetime {
        switch self {
        case .prototype: .prototype
        case .objectGraph: .objectGraph
        case .container: .container(.strong)
        case .weakContainer: .container(.weak)
        case .run: .run(.strong)
        case .weakRun: .run(.weak)
        case .single: .single
        case .scoped:
            // Invariant: `Record.lifetime` keeps the scope whenever it sets this code.
            if let scope { .scoped(scope) } else { preconditionFailure("a scoped lifetime lost its scope") }
        }
    }
}
