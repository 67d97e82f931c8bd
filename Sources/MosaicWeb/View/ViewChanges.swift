/// Where a ``WebModuleView`` says that its view model changed. The web host listens while the
/// view is on the page and sends the view's new HTML to the browser without a reload.
///
/// ```swift
/// func presenterDidLoad() { changes.send() }   // the open page redraws this view
/// ```
@MainActor
public final class ViewChanges {
    private var listener: (() -> Void)?

    /// Makes a channel nobody listens to yet.
    ///
    /// ```swift
    /// let changes = ViewChanges()
    /// ```
    public init() {}

    /// Tells the page (if the view is on one) that the view model changed.
    ///
    /// ```swift
    /// changes.send()
    /// ```
    public func send() {
        listener?()
    }

    /// Whether a host is listening (the view is on a page).
    ///
    /// ```swift
    /// #expect(view.changes.isObserved)
    /// ```
    public var isObserved: Bool { listener != nil }

    func observe(_ listener: @escaping () -> Void) {
        self.listener = listener
    }

    func stopObserving() {
        listener = nil
    }
}
