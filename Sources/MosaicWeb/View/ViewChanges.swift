import Mosaic

/// Where a ``WebModuleView`` says that its view model changed. The web host listens while the
/// view is on the page and sends the view's new HTML to the browser without a reload.
///
/// ```swift
/// func presenterDidLoad() { changes.send() }   // the open page redraws this view
/// ```
@MainActor
public final class ViewChanges {
    private var listener: (() -> Void)?
    private var rowsListener: ((WebCellList, ListUpdate) -> Void)?
    private var windowListener: ((WebModuleList) -> Void)?

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
        listener?()
    }

    /// Whether a host is listening (the view is on a page).
    public var isObserved: Bool { listener != nil }

    /// Tells the page that some rows of `list` changed (``WebCellList`` calls it).
    func sendRows(of list: WebCellList, _ update: ListUpdate) {
        rowsListener?(list, update)
    }

    /// Tells the page that the window of `list` moved (``WebModuleList`` calls it).
    func sendWindow(of list: WebModuleList) {
        windowListener?(list)
    }

    func observe(
        _ listener: @escaping () -> Void, rows: @escaping (WebCellList, ListUpdate) -> Void,
        window: @escaping (WebModuleList) -> Void
    ) {
        self.listener = listener
        rowsListener = rows
        windowListener = window
    }

    func stopObserving() {
        listener = nil
        rowsListener = nil
        windowListener = nil
    }
}
