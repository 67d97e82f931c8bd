/// A minimal batch update of a list, in the form table and collection views apply: `deletes`,
/// `reloads` and the `from` of `moves` are indexes before the update; `inserts` and the `to` of
/// `moves` are indexes after it.
///
/// ```swift
/// tableView.performBatchUpdates {      // a UIKit host
///     tableView.deleteRows(at: update.deletes.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     ...
/// }
/// ```
public struct ListUpdate: Equatable, Sendable, CustomStringConvertible {
    /// Rows removed, by old index.
    public var deletes: [Int] = []
    /// Rows added, by new index.
    public var inserts: [Int] = []
    /// Rows that moved, old index to new index.
    public var moves: [Move] = []
    /// Rows whose content changed in place, by old index.
    public var reloads: [Int] = []

    /// A row that moved.
    public struct Move: Equatable, Sendable {
        /// Its index before the update.
        public var from: Int
        /// Its index after the update.
        public var to: Int

        /// Describes a move.
        ///
        /// ```swift
        /// ListUpdate.Move(from: 3, to: 0)
        /// ```
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Makes an update.
    ///
    /// ```swift
    /// let update = ListUpdate(deletes: [2], inserts: [2, 3])
    /// ```
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], reloads: [Int] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// `-[2] +[2, 3] ~[0] 3→0`.
    public var description: String {
        var parts: [String] = []
        if !deletes.isEmpty { parts.append("-\(deletes)") }
        if !inserts.isEmpty { parts.append("+\(inserts)") }
        if !reloads.isEmpty { parts.append("~\(reloads)") }
        parts += moves.map { "\($0.from)→\($0.to)" }
        return parts.isEmpty ? "none" : parts.joined(separator: " ")
    }

    /// Applies the update to `old`, taking inserted and reloaded rows from `new`: what a host
    /// does to its rows. The result equals `new` when the update is right; nil when the update
    /// does not fit the two lists at all (an index out of range).
    public func applied<T>(to old: [T], new: [T]) -> [T]? {
        let removed = Set(deletes).union(moves.map(\.from))
        let arriving = Set(inserts).union(moves.map(\.to))
        guard removed.allSatisfy(old.indices.contains), arriving.allSatisfy(new.indices.contains),
            reloads.allSatisfy(old.indices.contains)
        else { return nil }
        let reloaded = Set(reloads)
        let movedFrom = Dictionary(moves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        var survivors = old.indices.filter { !removed.contains($0) }.makeIterator()
        var result: [T] = []
        for index in 0..<(old.count - removed.count + arriving.count) {
            if arriving.contains(index) {
                result.append(movedFrom[index].map { old[$0] } ?? new[index])
            } else {
                guard let oldIndex = survivors.next() else { return nil }
                if reloaded.contains(oldIndex) {
                    guard new.indices.contains(index) else { return nil }
                    result.append(new[index])
                } else {
                    result.append(old[oldIndex])
                }
            }
        }
        return result
    }
}
