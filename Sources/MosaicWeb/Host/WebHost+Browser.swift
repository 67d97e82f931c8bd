import Mosaic

extension WebHost {
    /// The id of the page in front (the URL the browser should show is `/m/` + this id).
    ///
    /// ```swift
    /// let url = "/m/" + (host.frontPage ?? "")
    /// ```
    public var frontPage: String? { screen.top?.id }

    /// The id the page uses for `view`, while it is on screen.
    ///
    /// ```swift
    /// let id = host.id(of: inboxView)
    /// ```
    public func id(of view: any ModuleView) -> String? { screen.id(of: view) }

    /// The view the page calls `id`, while it is on screen.
    ///
    /// ```swift
    /// let view = host.view(id: id)
    /// ```
    public func view(id: String) -> (any WebModuleView)? { screen.record(id)?.view }

    /// How many views are on screen, embedded ones included.
    public var viewCount: Int { screen.viewCount }

    /// The browser went Back (or Forward, or followed a bookmark) to page `id`: every page and
    /// overlay above it leaves the screen, and the tree closes their modules as closed by the
    /// user. Returns false, changing nothing, when `id` is not a page of this session.
    ///
    /// ```swift
    /// host.browserReturned(to: inboxPageID)
    /// ```
    @discardableResult
    public func browserReturned(to id: String) -> Bool {
        guard let removed = screen.removeLayers(above: id) else { return false }
        // Lowest first: closing it closes everything above it in one go, so no module between
        // comes to the front (and reacts) on the way down. Views already closed are ignored.
        for view in removed { tree?.hostDidClose(view) }
        return true
    }

    /// Closes the whole tree (the session ended): the root module and everything above it close
    /// as closed by the user, and the page is emptied.
    ///
    /// ```swift
    /// host.closeAll()
    /// ```
    public func closeAll() {
        let root = screen.root?.view
        screen.clear()
        if let root { tree?.hostDidClose(root) }
    }
}

extension WebHost {
    /// The whole document for page `id`, drawn with `templates`; `token` goes into its forms.
    /// Sessions draw their pages this way; tests and tools may too.
    ///
    /// ```swift
    /// let html = try host.render(page: host.frontPage ?? "", templates: templates, token: session.token)
    /// ```
    public func render(page id: String, templates: WebTemplates, token: String) throws(WebRenderError) -> String {
        try PageRenderer(templates: templates, token: token).page(id, on: screen)
    }
}
