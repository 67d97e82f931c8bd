import Foundation
import Mosaic

/// Writes a session's record to the archive after its tree changes: once per burst of
/// transitions (a deep link, a restore), at the end of the main actor's current turn.
@MainActor
final class SessionKeeper: TreeObserver {
    private weak var session: WebSession?
    private let archive: any DataStore<String, SavedSession>
    private let routes: RouteRegistry
    private let onFailure: (any Error) -> Void
    private var isScheduled = false

    init(
        session: WebSession, archive: any DataStore<String, SavedSession>, routes: RouteRegistry,
        onFailure: @escaping (any Error) -> Void
    ) {
        self.session = session
        self.archive = archive
        self.routes = routes
        self.onFailure = onFailure
    }

    func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in self?.saveNow() }
    }

    /// Writes the session's record now (a closed session's is left as it was).
    func saveNow() {
        isScheduled = false
        guard let session, !session.isClosed else { return }
        do {
            let snapshot = try session.tree.snapshot(restorableBy: routes)
            try archive.save([session.id: SavedSession(token: session.token, snapshot: snapshot)], at: Date())
        } catch {
            onFailure(error)
        }
    }
}
