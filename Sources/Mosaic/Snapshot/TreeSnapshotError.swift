/// Why a tree could not be written down or restored, and where: the tree is left as it was.
///
/// ```swift
/// do { try tree.restore(snapshot, routes: routes) }
/// catch { print(error) }   // "cannot restore InboxModule/MessageModule: MessageModule is not registered in the route registry (add it with routes.add)"
/// ```
public struct TreeSnapshotError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// The snapshot names a module the route registry does not know (renamed or removed
        /// since the snapshot was made).
        case notRegistered(String)
        /// A module's kept state does not decode as its Input's `RestorationState` (the type
        /// changed since the snapshot was made).
        case stateDoesNotDecode(module: String, underlying: any Error)
        /// A module's Input could not encode its state.
        case stateDoesNotEncode(module: String, underlying: any Error)
        /// The snapshot keeps state for a module whose Input is no longer ``RestorableInput``.
        case notRestorable(String)
        /// The snapshot was written by another version of the record.
        case unsupportedVersion(Int)
        /// The snapshot holds more than ``TreeSnapshot/maximumModules`` modules.
        case tooManyModules(count: Int, limit: Int)
        /// A module's style does not fit where it is: `root` below the top, or a top that is not `root`.
        case misplacedStyle(PresentationStyle)
        /// A module names as its parent a module that does not come before it in the list.
        case invalidParent(Int?)
        /// A restore was asked for while a transition was in progress (from a lifecycle hook, a
        /// builder or the host).
        case treeBusy
        /// The tree already has a root: restore into an empty tree.
        case treeNotEmpty(root: String)
        /// Reopening a module failed: its builder or restore threw, or the host refused.
        case transitionFailed(TransitionError)
    }

    /// What went wrong.
    public let reason: Reason
    /// Where: the names of the modules from the root down to the one in question, joined by
    /// `/` (empty for the snapshot as a whole).
    public let path: String

    init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// One sentence naming the module, the cause and, where there is one, the fix.
    public var description: String {
        let place = path.isEmpty ? "the snapshot" : path
        switch reason {
        case .notRegistered(let name):
            return "cannot restore \(place): \(name) is not registered in the route registry (add it with routes.add(module:), or a route that opens it)"
        case .stateDoesNotDecode(let module, let underlying):
            return "cannot restore \(place): the state kept for \(module) does not decode as its RestorationState: \(underlying)"
        case .stateDoesNotEncode(let module, let underlying):
            return "cannot snapshot \(place): \(module)'s restorationState does not encode as JSON: \(underlying)"
        case .notRestorable(let module):
            return "cannot restore \(place): state was kept for \(module), but its Input does not adopt RestorableInput"
        case .unsupportedVersion(let version):
            return "cannot restore the snapshot: it is version \(version), this library reads version \(TreeSnapshot.currentVersion)"
        case .tooManyModules(let count, let limit):
            return "cannot restore the snapshot: it holds \(count) modules, more than the \(limit) accepted"
        case .misplacedStyle(let style):
            return "cannot restore \(place): style \(style) does not fit there (the top module is root, and only it)"
        case .invalidParent(let parent):
            return "cannot restore \(place): its parent \(parent.map(String.init) ?? "(none)") is not a module listed before it"
        case .treeBusy:
            return "cannot restore the snapshot during a transition (from a lifecycle hook, a builder or the host): restore once the tree is idle"
        case .treeNotEmpty(let root):
            return "cannot restore the snapshot: the tree already shows \(root); restore into a new tree, or close the root first"
        case .transitionFailed(let error):
            return "cannot restore \(place): \(error)"
        }
    }
}
