import Foundation

/// A tree's observers, held weakly, and the clock their durations are read from.
@MainActor
struct ObserverList {
    private struct Entry {
        weak var observer: (any TreeObserver)?
    }

    private var entries: [Entry] = []

    /// Whether anyone listens (the tree measures and reports nothing otherwise).
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `observer` (once).
    mutating func add(_ observer: any TreeObserver) {
        entries.removeAll { $0.observer == nil }
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes `observer`.
    mutating func remove(_ observer: any TreeObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The observers still alive, in the order they were added.
    var observers: [any TreeObserver] { entries.compactMap(\.observer) }

    /// Now, on a clock that only goes forward, in nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
