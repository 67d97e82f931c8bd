import DequeModule
import MosaicDI

/// The truth about what is open: every live module is a node with a parent, children and a
/// lifecycle. The tree builds modules from the container, asks the host to show them, and
/// closes whole subtrees: their tasks are cancelled and their roles released.
///
/// **All or nothing.** Each transition is one ``ScreenChange``: if building, configuring or the
/// host fails, the tree, the screen and every Input stay as they were, and the modules built
/// for it are torn down (their tasks cancelled, their roles released).
///
/// **Re-entrancy.** A request made while a transition is in progress — from a lifecycle hook, a
/// builder, a configuration closure, a host's `apply`, or `moduleDidClose` — is queued behind
/// that transition and runs after it, in the order asked. An open or embed asked that way
/// builds its module at once (so its Input is returned) and shows it when its turn comes; a
/// queued request that then fails (its opener closed meanwhile, the host refused) tears its
/// module down and is reported to ``onQueuedFailure``. More than ``queueLimit`` queued
/// requests is a ``TransitionError`` (`tooManyQueued`). A host may call ``hostDidClose(_:)``
/// at any time, also from inside `apply`.
///
/// **Ownership.** The tree owns its modules; modules, routers and hosts do not keep the tree
/// alive. When the app lets go of the tree, the modules nothing else holds go away with it:
/// their tasks are cancelled, openers awaiting their results get nil, and routers still held
/// answer `closed`. (No lifecycle calls are made then; close the root first for an orderly end.)
///
/// ```swift
/// let tree = ModuleTree(container: container, host: HeadlessHost())
/// let inbox = try tree.start(InboxModule.self) { $0.configure(folder: "inbox"); return nil }
/// print(tree)   // InboxModule [active] root
/// ```
@MainActor
public final class ModuleTree: @MainActor CustomStringConvertible {
    /// Where modules are resolved from.
    public let container: Container
    /// Who puts them on screen.
    public let host: any TransitionHandler
    /// Called with the error of a queued request that failed when its turn came, and of a
    /// rollback the host refused.
    ///
    /// ```swift
    /// tree.onQueuedFailure = { error in log.error("\(error)") }
    /// ```
    public var onQueuedFailure: ((any Error) -> Void)?
    /// How many requests may wait behind the transition in progress.
    public static let queueLimit = 1_000

    /// What is open. Written only by the tree's transitions (ModuleTree+Transitions.swift).
    private(set) var state = TreeState()
    /// Whether a transition (or a build) is in progress: requests wait in ``queue``.
    /// Written only by `exclusively(_:)`.
    var isBusy = false
    /// Whether the queue is being run. Written only by `runQueue()`.
    var isRunningQueue = false
    /// Requests made while a transition was in progress, in the order asked.
    var queue = Deque<QueuedRequest>()
    /// The last id given to a module.
    var lastID = 0
    /// Builders registered as closures, kept after their first open by module type.
    var keptBuilders: [ObjectIdentifier: AnyObject] = [:]
    /// Who hears what each closed module was made of.
    var closeObservers: [(ClosedModule) -> Void] = []
    /// Who hears transitions and modules opening and closing.
    var observers = ObserverList()

    /// Makes an empty tree.
    ///
    /// ```swift
    /// let tree = ModuleTree(container: container, host: HeadlessHost())
    /// ```
    public init(container: Container, host: any TransitionHandler) {
        self.container = container
        self.host = host
    }

    /// The root module, once started.
    public var root: ModuleNode? { state.root.flatMap(state.node) }

    /// Every open module, root first, depth first.
    public var openModules: [ModuleNode] { state.openModules }

    /// The module in front: the root, pushed or presented module that came on screen last and
    /// is still open (embedded modules share their parent's place; a module pushed from an
    /// embedded one is in front like any other).
    ///
    /// ```swift
    /// print(tree.front?.name ?? "nothing open")
    /// ```
    public var front: ModuleNode? { state.front }

    /// The open node showing `view`, if any.
    ///
    /// ```swift
    /// let node = tree.node(showing: view)
    /// ```
    public func node(showing view: any ModuleView) -> ModuleNode? {
        openModules.first { $0.view === view }
    }

    /// Calls `observer` with what each closed (or built and torn down) module was made of, for
    /// leak tracking.
    ///
    /// ```swift
    /// tree.onClose { closed in tracker.watch(closed) }
    /// ```
    public func onClose(_ observer: @escaping (ClosedModule) -> Void) {
        closeObservers.append(observer)
    }

    /// Lets `observer` hear the tree's transitions and its modules opening and closing. The tree
    /// holds it weakly: keep it for as long as it should listen.
    ///
    /// ```swift
    /// let logging = LoggingTreeObserver(logger: Logger(label: "app.modules"))
    /// tree.addObserver(logging)
    /// ```
    public func addObserver(_ observer: any TreeObserver) {
        observers.add(observer)
    }

    /// Stops telling `observer` anything.
    ///
    /// ```swift
    /// tree.removeObserver(logging)
    /// ```
    public func removeObserver(_ observer: any TreeObserver) {
        observers.remove(observer)
    }

    /// The tree as indented text: `Name [state] style`, one line per module.
    public var description: String {
        guard let root = state.root else { return "(empty)" }
        var lines: [String] = []
        var pending: [(id: Int, depth: Int)] = [(root, 0)]
        while let (id, depth) = pending.popLast() {
            guard let place = state.places[id] else { continue }
            let node = place.node
            lines.append(String(repeating: "  ", count: depth) + "\(node.name) [\(place.lifecycle.rawValue)] \(node.style)")
            pending.append(contentsOf: place.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// Changes the state: the one place it is written.
    func update(_ change: (inout TreeState) -> Void) {
        change(&state)
    }
}
