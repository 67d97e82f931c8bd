import Mosaic

/// Checks that closed modules release everything they were made of: it takes weak references
/// when a module closes and, when the test asks, lists what is still alive. Deterministic: no
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

    /// Starts watching every module `tree` closes from now on.
    ///
    /// ```swift
    /// let tracker = LeakTracker(watching: tree)
    /// ```
    public init(watching tree: ModuleTree) {
        tree.onClose { [weak self] module in self?.closed.append(module) }
    }

    /// How many closed modules were recorded.
    ///
    /// ```swift
    /// #expect(tracker.closedCount == 1_000)
    /// ```
    public var closedCount: Int { closed.count }

    /// `Module: Type` for each object of a closed module that is still alive.
    ///
    /// ```swift
    /// #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
    /// ```
    public var leaks: [String] {
        closed.flatMap { module in
            module.objects.filter { $0.object != nil }.map { "\(module.name): \($0.typeName)" }
        }
    }
}
