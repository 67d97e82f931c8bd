import Mosaic

/// Where a ``WebModuleView`` says that its view model changed. The web host listens while the
/// view is on the page and sends the view's new HTML to the browser without a reload.
///
/// ```swift
/// func presenterDidLoad() { changes.send() }   // the open page redraws this view
/// ```
@MainActor
public final class ViewChanges {
    /// The screen the view is on, and its id there, while it is on one.
    private weak var screen: WebScreen?
    private var id: String?

    /// Makes a channel nobody listens to yet.
    ///
    /// ```swift
    /// let changes = ViewChanges()
    /// ```
    public init() {}

    /// Tells the page (if the view is on one) that the view model changed: the view is drawn
    /// again, and the views it is embedded in with it.
    ///
    /// ```swift
    /// changes.send()
    /// ```
    public func send() {
        tell(.model)
    }

    /// Whether a host is listening (the view is on a page).
    public var isObserved: Bool { screen != nil && id != nil }

    /// Tells the page that some rows of `list` changed (``WebCellList`` calls it).
    func sendRows(of list: WebCellList, _ update: ListUpdate) {
        tell(.rows(list, update))
    }

    /// Tells the page that the window of `list` moved (``WebModuleList`` calls it).
    func sendWindow(of list: WebModuleList) {
        tell(.window(list))
    }

    private func tell(_ change: ViewChange) {
        guard let screen, let id else { return }
        screen.view(id, did: change)
    }

    /// The view is on `screen` as `id`: its changes go there.
    func observe(on screen: WebScreen, as id: String) {
        self.screen = screen
        self.id = id
    }

    /// The view left the screen.
    func stopObserving() {
        screen = nil
        id = nil
    }
}
