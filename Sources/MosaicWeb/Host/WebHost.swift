import Mosaic

/// The browser's host for one session's module tree. A push becomes a page of its own with its
/// own URL (`/m/ID`), so the browser's Back and Forward work; a modal is an overlay over the
/// page beneath; an embedded module's HTML goes into its parent's slot; closing pops or
/// dismisses. When the browser goes Back, the host takes the pages above off its screen and
/// tells the tree, which closes those modules as closed by the user.
///
/// This file is the whole of the host's side of transitions; what it does for the browser (Back,
/// rendering, events) lives in the extensions beside it.
///
/// ```swift
/// let host = WebHost()
/// let tree = ModuleTree(container: container, host: host)
/// host.attach(to: tree)
/// try tree.start(InboxModule.self)
/// ```
@MainActor
public final class WebHost: TransitionHandler {
    let screen: WebScreen
    /// The tree this host reports browser-initiated closes to.
    weak var tree: ModuleTree?
    /// The most pages and dialogs (pushed and presented modules, the root among them) the
    /// screen shows at once; a transition that would show more is refused with
    /// ``WebHostError/tooManyLayers(_:limit:)`` and the tree stays as it was.
    public var maximumLayers: Int { screen.maximumLayers }

    /// Makes a host with nothing on screen, showing at most `maximumLayers` pages and dialogs.
    ///
    /// ```swift
    /// let host = WebHost(maximumLayers: 32)
    /// ```
    public init(maximumLayers: Int = 64) {
        screen = WebScreen(maximumLayers: maximumLayers)
    }

    /// Names the tree that Back (and other closes the browser starts) are reported to.
    ///
    /// ```swift
    /// host.attach(to: tree)
    /// ```
    public func attach(to tree: ModuleTree) {
        self.tree = tree
    }

    /// Applies `change` to the page, all or nothing: a show makes a new page for `.root` and
    /// `.push`, an overlay for `.modal`, fills the opener's slot for `.embedded`; a remove pops
    /// its page, dismisses its overlay or empties its slot. A view that is not a
    /// ``WebModuleView``, an opener not on the page or a slot already taken refuses the whole
    /// change with a ``WebHostError``, and the page stays as it was.
    ///
    /// ```swift
    /// try host.apply(ScreenChange([.show(messageView, style: .push, over: inboxView)]))
    /// ```
    public func apply(_ change: ScreenChange) throws {
        guard !isRetired else { throw WebHostError.closed }
        try screen.apply(change)
    }

    /// Whether the host was retired (its session closed): it shows nothing more.
    private(set) var isRetired = false

    /// Retires the host: every later change is refused with ``WebHostError/closed``.
    func retire() {
        isRetired = true
    }
}
