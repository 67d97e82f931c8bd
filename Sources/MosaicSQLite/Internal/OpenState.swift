import Atomics
import Mosaic
import MosaicDI

/// Whether a database is open, and the one close that ends it.
///
/// Operations ask ``isOpen`` first (one relaxed load) and are refused with `.closed` once a
/// close has begun. An operation that asked just before may still reach the connections after
/// they closed; GRDB then refuses it as a misuse, which ``SQLiteDatabase`` reports as `.closed`
/// since ``isOpen`` is false by then. Closes run one at a time, and only the first does
/// anything: connections are never used after they closed.
final class OpenState: Sendable {
    private enum Phase: UInt8, AtomicValue {
        case open, closing, closed
    }

    private let phase = ManagedAtomic<Phase>(.open)
    /// Held for the whole of a close.
    private let closing = Locked(())

    /// Whether no close has begun (or the one that began gave up before closing anything).
    var isOpen: Bool { phase.load(ordering: .relaxed) == .open }

    /// Closes, unless closed already: `finishing` runs first, and when it throws the database
    /// stays open; then `closingConnections`, after which the database counts as closed even
    /// when it throws (its connections cannot be trusted to be open).
    func close(
        finishing: () throws(DataStoreError) -> Void, closingConnections: () throws(DataStoreError) -> Void
    ) throws(DataStoreError) {
        try closing.withLock { (_: inout Void) throws(DataStoreError) in
            guard phase.load(ordering: .relaxed) == .open else { return }
            phase.store(.closing, ordering: .relaxed)
            do throws(DataStoreError) {
                try finishing()
            } catch {
                phase.store(.open, ordering: .relaxed)
                throw error
            }
            defer { phase.store(.closed, ordering: .relaxed) }
            try closingConnections()
        }
    }
}
