import Mosaic

/// The web host of a `CellModuleList` inside a module's view: the rows are whole modules, and
/// only a window of them is on the page. The view's template places the window with
/// `{{{slots.NAME}}}`; the page script reports which rows the browser shows as it scrolls (event
/// `mosaic-visible`, fields `first` and `count`), the list moves its window (rows that leave save
/// their state and go back to the pool, rows that come are restored with theirs) and the new
/// window travels to the open page without a reload.
///
/// The view owns it and lists it in ``WebModuleView/moduleLists``.
///
/// ```swift
/// @MainActor final class InboxView: WebModuleView {
///     let changes = ViewChanges()
///     let rows: WebModuleList
///     init(presenter: InboxPresenter) { rows = WebModuleList(name: "rows", list: presenter.list, changes: changes) }
///     var moduleLists: [WebModuleList] { [rows] }
///     func handle(_ event: WebEvent) throws { if try rows.handleVisibleEvent(event) { return } }
///     ...
/// }
/// ```
@MainActor
public final class WebModuleList {
    /// The slot the window goes into.
    public let name: String
    /// The most rows the browser may ask to have on the page at once.
    public let maximumWindow: Int
    private let changes: ViewChanges
    private let count: @MainActor () -> Int
    private let visible: @MainActor () -> Range<Int>
    private let move: @MainActor (Range<Int>) -> Void
    private let viewAt: @MainActor (Int) -> (any ModuleView)?
    private let failureAt: @MainActor (Int) -> String?

    /// Hosts `list` in the view whose changes are `changes`. The browser may ask for at most
    /// `maximumWindow` rows at once.
    ///
    /// ```swift
    /// let rows = WebModuleList(name: "rows", list: presenter.list, changes: changes)
    /// ```
    public init<Item>(name: String, list: CellModuleList<Item>, changes: ViewChanges, maximumWindow: Int = 60) {
        self.name = name
        self.changes = changes
        self.maximumWindow = max(1, maximumWindow)
        count = { [weak list] in list?.items.count ?? 0 }
        visible = { [weak list] in list?.visibleRange ?? 0..<0 }
        move = { [weak list] range in list?.show(rows: range) }
        viewAt = { [weak list] index in list?.view(atRow: index) }
        failureAt = { [weak list] index in
            if case .failed(let error)? = list?.row(at: index) { return error.description }
            return nil
        }
    }

    /// How many rows the list has (on the page or not).
    public var rowCount: Int { count() }

    /// The rows on the page.
    public var window: Range<Int> { visible() }

    /// Handles `mosaic-visible` (fields `first` and `count`: the rows the browser now shows):
    /// the list moves its window there and the new window goes to the open page. Returns false
    /// for other events. A field that is missing, not a number, a first row past the end or a
    /// count outside 1…``maximumWindow`` throws a ``WebEventError``, and nothing changes.
    ///
    /// ```swift
    /// if try rows.handleVisibleEvent(event) { return }
    /// ```
    @discardableResult
    public func handleVisibleEvent(_ event: WebEvent) throws(WebEventError) -> Bool {
        guard event.name == "mosaic-visible" else { return false }
        let first = try event.intField("first")
        let wanted = try event.intField("count")
        let total = rowCount
        guard first >= 0, first < max(total, 1) else {
            throw WebEventError(event: event.name, field: "first", problem: .outOfRange(first, count: total))
        }
        guard wanted >= 1, wanted <= maximumWindow else {
            throw WebEventError(event: event.name, field: "count", problem: .outOfRange(wanted, count: maximumWindow))
        }
        let range = first..<min(first + wanted, total)
        guard range != window else { return true }
        move(range)
        changes.sendWindow(of: self)
        return true
    }

    /// The view of row `index`'s module, while the row is on the page.
    func view(atRow index: Int) -> (any ModuleView)? { viewAt(index) }

    /// Why row `index`'s module could not be built, if it could not.
    func failure(atRow index: Int) -> String? { failureAt(index) }
}
