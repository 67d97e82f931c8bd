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
    let screen = WebScreen()
    /// The tree this host reports browser-initiated closes to.
    weak var tree: ModuleTree?

    /// Makes a host with nothing on screen.
    ///
    /// ```swift
    /// let host = WebHost()
    /// ```
    public init() {}

    /// Names the tree that Back (and other closes the browser starts) are reported to.
    ///
    /// ```swift
    /// host.attach(to: tree)
    /// ```
    public func attach(to tree: ModuleTree) {
        self.tree = tree
    }

    /// Puts `view` on the page: a new page for `.root` and `.push`, an overlay for `.modal`,
    /// the opener's slot for `.embedded`. Refuses views that are not ``WebModuleView``s.
    ///
    /// ```swift
    /// try host.show(messageView, style: .push, over: inboxView)
    /// ```
    public func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) throws {
        try screen.show(view, style: style, over: opener)
    }

    /// Takes `view` off the page: pops its page, dismisses its overlay or empties its slot.
    ///
    /// ```swift
    /// host.remove(messageView, style: .push)
    /// ```
    public func remove(_ view: any ModuleView, style: PresentationStyle) {
        screen.remove(view)
    }
}
