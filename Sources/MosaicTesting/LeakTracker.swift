import Mosaic

/// Checks that closed modules release everything they were made of: it takes weak references
/// when a module closes (and to any object it is told to watch, such as a finished activity's
/// node) and, when the test asks, lists what is still alive. Deterministic: no
/// timers, no run loop, works on Linux.
///
/// ```swift
/// let tracker = LeakTracker(watching: tree)
/// try router.close()
/// #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
/// ```
@MainActor
public final class LeakTracker {
    private var closed: [ClosedModule] = []
    private var watched: [(name: String, object: Weak)] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    /// Starts watching every module `tree` closes from now on.
    ///
    /// ```swift
    /// let tracker = LeakTracker(watching: tree)
    /// ```
    public init(watching tree: ModuleTree) {
        tree.onClose { [weak self] module in self?.closed.append(module) }
    }

    /// Makes a tracker that watches only what it is given with ``watch(_:named:)``.
    ///
    /// ```swift
    /// let tracker = LeakTracker()
    /// ```
    public init() {}

    /// Watches one object (an activity's node, a model context, a service): once the test has
    /// dropped its own references, it must be gone.
    ///
    /// ```swift
    /// tracker.watch(handle.node, named: "PostActivity")
    /// ```
    public func watch(_ object: AnyObject, named name: String) {
        watched.append((name, Weak(object: object)))
    }

    /// How many closed modules were recorded.
    public var closedCount: Int { closed.count }

    /// `Module: Type` for each object of a closed module that is still alive.
    public var leaks: [String] {
        closed.flatMap { module in
            module.objects.filter { $0.object != nil }.map { "\(module.name): \($0.typeName)" }
        } + watched.filter { $0.object.object != nil }.map(\.name)
    }
}
