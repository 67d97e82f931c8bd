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
/// ```swift
/// let tree = ModuleTree(container: container, host: HeadlessHost())
/// let inbox = try tree.start(InboxModule.self) { $0.configure(folder: "inbox"); return nil }
/// print(tree)   // InboxModule [active] root
/// ```
@MainActor
public final class ModuleTree: @MainActor CustomStringConvertible {
    /// The state and transitions: the tree's modules hold it, the tree owns it.
    @usableFromInline let core: TreeCore

    /// Where modules are resolved from.
    public var container: Container { core.container }
    /// Who puts them on screen.
    public var host: any TransitionHandler { core.host }
    /// The root module, once started.
    public var root: ModuleNode? { core.root }
    /// Called with the error of a queued request that failed when its turn came, and of a
    /// rollback the host refused.
    ///
    /// ```swift
    /// tree.onQueuedFailure = { error in log.error("\(error)") }
    /// ```
    public var onQueuedFailure: ((any Error) -> Void)? {
        get { core.onQueuedFailure }
        set { core.onQueuedFailure = newValue }
    }
    /// How many requests may wait behind the transition in progress.
    public static var queueLimit: Int { TreeCore.queueLimit }

    /// Makes an empty tree.
    ///
    /// ```swift
    /// let tree = ModuleTree(container: container, host: HeadlessHost())
    /// ```
    public init(container: Container, host: any TransitionHandler) {
        core = TreeCore(container: container, host: host)
        core.facade = self
    }

    deinit {
        // The open modules hold the core (and their parents): a tree let go with modules still
        // open lets go of them on the main actor, where nodes are touched, so that the modules
        // nothing else holds go away as they would have with the tree, and the routers of those
        // kept answer `closed`.
        let core = core
        Task { @MainActor in core.letGo() }
    }

    /// Opens the root module, replacing the current root and everything above it.
    ///
    /// ```swift
    /// let inbox = try tree.start(InboxModule.self) { input in input.configure(folder: "inbox"); return nil }
    /// ```
    @discardableResult
    public func start<M: Module>(
        _ module: M.Type, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> Opened<M> {
        try core.start(M.self, configure: configure)
    }

    /// The open node showing `view`, if any.
    ///
    /// ```swift
    /// let node = tree.node(showing: view)
    /// ```
    public func node(showing view: any ModuleView) -> ModuleNode? {
        core.node(showing: view)
    }

    /// Every open module, root first, depth first.
    public var openModules: [ModuleNode] { core.openModules }

    /// Tells the tree that the host closed a module on its own (a swipe back, an outside tap on
    /// a sheet) and took its view, and the views embedded in or shown over it, off screen: the
    /// module, its subtree and the modules shown over it close, once, without asking the host to
    /// remove those views again.
    /// May be called at any time, also from inside the host's `apply`. Unknown views are ignored.
    ///
    /// ```swift
    /// tree.hostDidClose(messageView)
    /// ```
    public func hostDidClose(_ view: any ModuleView) {
        core.hostDidClose(view)
    }

    /// Calls `observer` with what each closed (or built and torn down) module was made of, for
    /// leak tracking.
    ///
    /// ```swift
    /// tree.onClose { closed in tracker.watch(closed) }
    /// ```
    public func onClose(_ observer: @escaping (ClosedModule) -> Void) {
        core.onClose(observer)
    }

    /// The tree as indented text: `Name [state] style`, one line per module.
    public var description: String { core.description }
}
