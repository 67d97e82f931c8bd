import Atomics

/// Where a shared instance is kept. `load` is the read path of a built container and takes no
/// lock; `store` happens once per instance, under the registration's creation lock.
@usableFromInline
protocol InstanceSlot<Value>: Sendable {
    associatedtype Value
    func load() -> Value?
    func store(_ value: Value)
}

/// A strongly held, lazily made instance: an atomic reference that is written once.
@usableFromInline
final class StrongCell<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: the only state is an atomic lazy reference (written once, read with acquire
    // ordering); the boxed value is immutable once published.
    @usableFromInline let reference = ManagedAtomicLazyReference<Box>()

    @usableFromInline
    final class Box {
        @usableFromInline let value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @inlinable
    init() {}

    @inlinable
    func load() -> Value? {
        reference.load()?.value
    }

    @inlinable
    func store(_ value: Value) {
        _ = reference.storeIfNilThenLoad(Box(value))
    }
}

/// A weakly held, lazily made instance: made again when nobody holds the previous one.
@usableFromInline
final class WeakCell<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: the only state is an atomic reference to a box that is never changed after
    // init; a weak reference is itself safe to read from several threads.
    @usableFromInline let reference = ManagedAtomic<WeakBox?>(nil)

    @usableFromInline
    final class WeakBox: AtomicReference {
        @usableFromInline weak var object: AnyObject?
        @usableFromInline init(_ object: AnyObject) { self.object = object }
    }

    @inlinable
    init() {}

    @inlinable
    func load() -> Value? {
        // Only class instances are stored (build() rejects a weak lifetime for value types),
        // so the object read back is the Value that was stored.
        reference.load(ordering: .acquiring)?.object.map { $0 as! Value }
    }

    @inlinable
    func store(_ value: Value) {
        reference.store(WeakBox(value as AnyObject), ordering: .releasing)
    }
}

/// An instance kept in a custom ``Scope``; the scope's own lock guards it.
@usableFromInline
struct ScopeSlot<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: the slot holds only the scope (Sendable) and an identifier.
    @usableFromInline let scope: Scope
    @usableFromInline let key: ObjectIdentifier

    @inlinable
    init(scope: Scope, key: ObjectIdentifier) {
        self.scope = scope
        self.key = key
    }

    @inlinable
    func load() -> Value? {
        // The scope stores under this key only values of this registration's type.
        scope.instance(for: key).map { $0 as! Value }
    }

    @inlinable
    func store(_ value: Value) {
        scope.store(value, for: key)
    }
}

/// Cells of `.run` registrations, one per registration for the whole process.
@usableFromInline
enum RunCells {
    @usableFromInline
    struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String?
        let location: SourceLocation
        let weak: Bool

        @usableFromInline
        init(type: ObjectIdentifier, name: String?, location: SourceLocation, weak: Bool) {
            self.type = type
            self.name = name
            self.location = location
            self.weak = weak
        }
    }

    private static let cells = Locked<[Key: (cell: AnyObject, lock: CreationLock)]>([:])

    /// The process-wide cell and creation lock of a `.run` registration (made on first request).
    @usableFromInline
    static func cell<Value>(for key: Key) -> (any InstanceSlot<Value>, CreationLock) {
        cells.withLock { cells in
            if let existing = cells[key], let cell = existing.cell as? any InstanceSlot<Value> {
                return (cell, existing.lock)
            }
            let lock = CreationLock()
            if key.weak {
                let cell = WeakCell<Value>()
                cells[key] = (cell, lock)
                return (cell, lock)
            }
            let cell = StrongCell<Value>()
            cells[key] = (cell, lock)
            return (cell, lock)
        }
    }
}
