import MosaicDI

/// The models an activity reads and edits (a model manager, injected, never shared
/// through a singleton). A ``scratchpad()`` is a temporary child context: it reads through to
/// its parent, keeps its own changes, and either ``commit()``s them all into the parent at once
/// or ``discard()``s them, so an edit flow that is cancelled half-way leaves nothing behind.
///
/// ```swift
/// let model = ModelContext()
/// try model.save(Post(id: 1, title: "Draft"))
/// let draft = model.scratchpad()
/// try draft.save(Post(id: 1, title: "Final"))
/// #expect(model.fetch(Post.self, id: 1)?.title == "Draft")   // not yet
/// try draft.commit()
/// #expect(model.fetch(Post.self, id: 1)?.title == "Final")
/// ```
public final class ModelContext: Sendable, CustomStringConvertible {
    /// The context's name, used in errors: `root`, `scratchpad of root`.
    public let name: String
    private let parent: ModelContext?
    private let storage = Locked(Storage())

    private struct Storage {
        /// Models by key: in a root, everything; in a scratchpad, its changes (nil = deleted).
        var records: [Key: (any Sendable)?] = [:]
        var discarded = false
    }

    struct Key: Hashable {
        let type: ObjectIdentifier
        let id: AnyHashable
    }

    /// Makes an empty root context.
    ///
    /// ```swift
    /// let model = ModelContext()
    /// ```
    public init(name: String = "root") {
        self.name = name
        self.parent = nil
    }

    private init(parent: ModelContext) {
        self.name = "scratchpad of \(parent.name)"
        self.parent = parent
    }

    /// A temporary child context (a scratchpad): reads fall through to
    /// this context, changes stay in the child until it commits.
    ///
    /// ```swift
    /// try scope.start(edit) { $0.model = $0.model.scratchpad() }
    /// ```
    public func scratchpad() -> ModelContext {
        ModelContext(parent: self)
    }

    /// The model of type `T` with `id`, as this context sees it.
    ///
    /// ```swift
    /// let post = model.fetch(Post.self, id: 1)
    /// ```
    public func fetch<T: Identifiable & Sendable>(_ type: T.Type, id: T.ID) -> T? where T.ID: Sendable {
        let key = Key(type: ObjectIdentifier(T.self), id: AnyHashable(id))
        return lookup(key) as? T
    }

    private func lookup(_ key: Key) -> (any Sendable)? {
        let (found, value) = storage.withLock { storage -> (Bool, (any Sendable)?) in
            guard let entry = storage.records[key] else { return (false, nil) }
            return (true, entry)
        }
        if found { return value }
        return parent?.lookup(key)
    }

    /// Inserts or replaces a model.
    ///
    /// ```swift
    /// try model.save(post)
    /// ```
    public func save<T: Identifiable & Sendable>(_ model: T) throws(ModelContextError) where T.ID: Sendable {
        try write(Key(type: ObjectIdentifier(T.self), id: AnyHashable(model.id)), model, step: "save \(T.self)")
    }

    /// Deletes a model (a scratchpad records the deletion until it commits).
    ///
    /// ```swift
    /// try model.delete(Post.self, id: 1)
    /// ```
    public func delete<T: Identifiable & Sendable>(_ type: T.Type, id: T.ID) throws(ModelContextError) where T.ID: Sendable {
        try write(Key(type: ObjectIdentifier(T.self), id: AnyHashable(id)), nil, step: "delete \(T.self)")
    }

    private func write(_ key: Key, _ value: (any Sendable)?, step: String) throws(ModelContextError) {
        try storage.withLock { storage throws(ModelContextError) in
            guard !storage.discarded else { throw ModelContextError(reason: .discarded, context: name, step: step) }
            if parent == nil, value == nil {
                storage.records.removeValue(forKey: key)
            } else {
                storage.records[key] = .some(value)
            }
        }
    }

    /// Whether a scratchpad holds changes not committed yet (always false for a root).
    public var hasChanges: Bool {
        parent != nil && storage.withLock { !$0.records.isEmpty }
    }

    /// How many models of type `T` this context sees.
    public func count<T>(of type: T.Type) -> Int {
        keys(of: ObjectIdentifier(T.self)).count
    }

    private func keys(of type: ObjectIdentifier) -> Set<AnyHashable> {
        var ids = parent?.keys(of: type) ?? []
        storage.withLock { storage in
            for (key, value) in storage.records where key.type == type {
                if value == nil { ids.remove(key.id) } else { ids.insert(key.id) }
            }
        }
        return ids
    }

    /// Pushes every change of this scratchpad into its parent at once, and starts over with
    /// none. On a root it does nothing (its changes are already in). Committing a discarded
    /// scratchpad, or into a discarded one, throws and changes nothing.
    ///
    /// ```swift
    /// try draft.commit()
    /// ```
    public func commit() throws(ModelContextError) {
        guard let parent else { return }
        // Lock order: child, then parent (a parent never locks its children).
        try storage.withLock { storage throws(ModelContextError) in
            guard !storage.discarded else { throw ModelContextError(reason: .discarded, context: name, step: "commit") }
            let changes = storage.records
            try parent.storage.withLock { target throws(ModelContextError) in
                guard !target.discarded else {
                    throw ModelContextError(reason: .parentDiscarded, context: name, step: "commit")
                }
                for (key, value) in changes {
                    if parent.parent == nil, value == nil {
                        target.records.removeValue(forKey: key)
                    } else {
                        target.records[key] = .some(value)
                    }
                }
            }
            storage.records = [:]
        }
    }

    /// Throws away this scratchpad's changes; it takes no more (a root cannot be discarded).
    ///
    /// ```swift
    /// draft.discard()
    /// ```
    public func discard() {
        guard parent != nil else { return }
        storage.withLock { storage in
            storage.records = [:]
            storage.discarded = true
        }
    }

    /// The context's name.
    public var description: String { name }
}
