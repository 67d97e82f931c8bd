import Mosaic

/// What changed on a session's screen, as the session hears it: the one channel from the views
/// on the screen to the pages open in the browser.
enum ScreenEvent {
    /// What view `id` shows changed (its view model, or a view embedded in it).
    case viewChanged(String)
    /// Rows of a cell list in view `id` changed, as `update` says.
    case rowsChanged(String, WebCellList, ListUpdate)
    /// The window of a cell module list in view `id` moved.
    case windowMoved(String, WebModuleList)
    /// The layers changed: a page was pushed, popped or presented.
    case layersChanged
}

/// Who hears a screen's events: the session, which sends them on to its open pages.
@MainActor
protocol ScreenObserver: AnyObject {
    func screen(_ screen: WebScreen, did event: ScreenEvent)
}

/// What a view's ``ViewChanges`` tells the screen it is on.
enum ViewChange {
    /// The view model changed.
    case model
    /// Rows of one of the view's cell lists changed.
    case rows(WebCellList, ListUpdate)
    /// The window of one of the view's cell module lists moved.
    case window(WebModuleList)
}
