import Foundation

/// A value as a ``DataStore`` keeps it: the value and when it was saved, so a provider can tell
/// whether it has expired.
///
/// ```swift
/// if let entry = try store.entry(for: "shoes"), entry.age(at: Date()) < 300 { show(entry.value) }
/// ```
public struct StoreEntry<Value: Sendable>: Sendable {
    /// The stored value.
    ///
    /// ```swift
    /// show(entry.value)
    /// ```
    public let value: Value
    /// When it was saved.
    public let savedAt: Date

    /// Describes a stored value.
    ///
    /// ```swift
    /// let entry = StoreEntry(value: models, savedAt: Date())
    /// ```
    public init(value: Value, savedAt: Date) {
        self.value = value
        self.savedAt = savedAt
    }

    /// Seconds since the value was saved (never negative).
    ///
    /// ```swift
    /// let fresh = entry.age(at: Date()) < 60
    /// ```
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(savedAt))
    }
}

extension StoreEntry: Equatable where Value: Equatable {}
