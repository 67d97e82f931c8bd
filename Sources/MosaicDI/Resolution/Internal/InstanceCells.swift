import Atomics

/// Where a shared instance is kept. `load` is the read path of a built container and takes no
/// lock; `store` happens once per instance, under the registration's creation lock.
@usableFromInline
protocol InstanceSlot<Value>: Sendable {
    associatedtype Value
    func load() -> Value?
    func store(_ value: Value)
}

/// A strongly held, lazily made instance, written once: the read path is one acquire load of a
/// flag and a copy of the value.
@usableFromInline
final class StrongCell<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: `storage` is written once, by the thread that moves `state` from empty to
    // writing, before `state` is stored as set with release ordering; it is read only after
    // `state` is loaded as set with acquire ordering.
    @usableFromInline let state: UnsafeAtomic<Int>
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    @usableFromInline static var empty: Int { 0 }
    @usableFromInline static var writing: Int { 1 }
    @usableFromInline static var set: Int { 2 }

    @inlinable
    init() {
        state = .create(StrongCell.empty)
        storage = .allocate(capacity: 1)
    }

    deinit {
        if state.load(ordering: .acquiring) == StrongCell.set {
            storage.deinitialize(count: 1)
        }
        storage.deallocate()
        state.destroy()
    }

    @inlinable @inline(__always)
    func load() -> Value? {
        state.load(ordering: .acquiring) == StrongCell.set ? storage.pointee : nil
    }

    /// Publishes `value` unless another value was published first (then this one is dropped:
    /// callers store the same instance, see `Lifetimes`).
    @inlinable
    func store(_ value: Value) {
        guard state.compareExchange(expected: StrongCell.empty, desired: StrongCell.writing, ordering: .acquiring).exchanged
        else { return }
        storage.initialize(to: value)
        state.store(StrongCell.set, ordering: .releasing)
    }
}

/// A weakly held, lazily made instance: made again when nobody holds the previous one.
final class WeakCell<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: the only state is an atomic reference to a box that is never changed after
    // init; a weak reference is itself safe to read from several threads.
    let reference = ManagedAtomic<WeakBox?>(nil)

    final class WeakBox: AtomicReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @inlinable
    init() {}

    @inlinable
    func load() -> Value? {
        // Only class instances are stored (build() rejects a weak lifetime for value types),
        // so the object read back is the Value that was stored.
        reference.load(ordering: .acquiring)?.object as? Value
    }

    @inlinable
    func store(_ value: Value) {
        reference.store(WeakBox(value as AnyObject), ordering: .releasing)
    }
}

/// An instance kept in a custom ``Scope``; the scope's own lock guards it.
struct ScopeSlot<Value>: InstanceSlot, @unchecked Sendable {
    // @unchecked: the slot holds only the scope (Sendable) and an immutable token.
    let scope: Scope
    /// Identifies the registration inside the scope.
    let token = Token()

    final class Token {
        init() {}
    }

    @inlinable
    init(scope: Scope) {
        self.scope = scope
    }

    @inlinable
    func load() -> Value? {
        // The scope stores under this token only values of this registration's type.
        scope.instance(for: token) as? Value
    }

    @inlinable
    func store(_ value: Value) {
        scope.store(value, for: token)
    }
}

/// Cells of `.run` registrations, one per registration for the whole process.
enum RunCells {
    struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String?
        let location: SourceLocation
        let weak: Bool

        init(type: ObjectIdentifier, name: String?, location: SourceLocation, weak: Bool) {
            self.type = type
            self.name = name
            self.location = location
            self.weak = weak
        }

        /// The key of `record`'s `.run` cell for values of type `T`.
        init<T>(of record: Record, _: T.Type, weak: Bool) {
            self.init(type: ObjectIdentifier(T.self), name: record.name, location: record.location, weak: weak)
        }
    }

    private static let cells = Locked<[Key: (cell: AnyObject, lock: CreationLock)]>([:])

    /// The process-wide cell and creation lock of a `.run` registration, made by `make` on first
    /// request. The cell is found again by its class (the key says strong or weak): a cast to
    /// `any InstanceSlot<Value>` would need iOS 16 / macOS 13 to run.
    static func cell<Cell: InstanceSlot & AnyObject>(for key: Key, make: () -> Cell) -> (Cell, CreationLock) {
        cells.withLock { cells in
            if let existing = cells[key], let cell = existing.cell as? Cell {
                return (cell, existing.lock)
            }
            let lock = CreationLock()
            let cell = make()
            cells[key] = (cell, lock)
            return (cell, lock)
        }
    }
}
