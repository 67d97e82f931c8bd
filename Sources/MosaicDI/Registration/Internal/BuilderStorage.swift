import Logging
import OrderedCollections

/// A framework as the builder knows it. A class, so that each registration made while the
/// framework loads keeps one reference to it rather than a copy of its name.
final class FrameworkID: Hashable, Sendable {
    let id: ObjectIdentifier
    let name: String

    init(_ type: Any.Type) {
        id = ObjectIdentifier(type)
        name = typeName(type)
    }

    static func == (lhs: FrameworkID, rhs: FrameworkID) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Which frameworks exist and which ones each imports.
struct FrameworkTable: Sendable {
    /// Appended frameworks, in order, with the place they were appended.
    var appended: OrderedDictionary<FrameworkID, SourceLocation> = [:]
    /// Each framework's imports, with the place of each import.
    var imports: [FrameworkID: OrderedDictionary<FrameworkID, SourceLocation>] = [:]

    func imports(of framework: FrameworkID?) -> OrderedDictionary<FrameworkID, SourceLocation> {
        guard let framework else { return [:] }
        return imports[framework] ?? [:]
    }
}

/// The builder's state. It is a class so that `Registration` handles can reach their records.
final class BuilderStorage {
    let parent: Container?
    // @exclusivity(unchecked): builder and build state is touched by one thread at a time (the
    // builder is not Sendable; linking runs inside build()), never through overlapping accesses.
    @exclusivity(unchecked) var records: [Record] = []
    /// The nodes made when factories of no parameters were registered (see `Record.template`).
    @exclusivity(unchecked) var templates: [AnyNode] = []
    @exclusivity(unchecked) var frameworks = FrameworkTable()
    /// The framework whose `load` is running (innermost last).
    @exclusivity(unchecked) var frameworkStack: [FrameworkID] = []
    /// Parts appended so far, per framework (nil: outside any framework).
    @exclusivity(unchecked) var appendedParts: Set<PartKey> = []
    @exclusivity(unchecked) var problems: [Problem] = []
    @exclusivity(unchecked) var logger: Logger?
    /// The lifetime a registration takes when it names none (`ContainerBuilder.defaultLifetime`).
    @exclusivity(unchecked) var defaultLifetime: Lifetime = .prototype
    let firstOrder: Int

    struct PartKey: Hashable {
        let part: ObjectIdentifier
        let framework: FrameworkID?
    }

    init(parent: Container?) {
        self.parent = parent
        self.firstOrder = parent?.plan.recordCount ?? 0
        self.logger = parent?.plan.logger
        if let parent {
            frameworks = parent.plan.frameworks
        }
    }

    var currentFramework: FrameworkID? { frameworkStack.last }

    var nextOrder: Int { firstOrder + records.count }

    func add(_ record: Record) {
        records.append(record)
    }
}
