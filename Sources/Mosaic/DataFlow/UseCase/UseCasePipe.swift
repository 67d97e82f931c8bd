/// The one-way pipe of one use case: view → interactor (`Request`) → presenter (`Response`) →
/// view (`ViewModel`), typed by the ``UseCase`` end to end. The interactor runs off the main
/// actor; presenting and displaying happen on the main actor, in order. The pipe replaces the
/// glue a YARCH module otherwise writes by hand: weak view references, hops to the main queue,
/// the tasks of running requests and their cancellation when the module closes (give the pipe to
/// the ``Assembly``'s roles; it is a ``LifecycleObserver``).
///
/// ```swift
/// let load = UseCasePipe(Catalog.Load.self, interactor: interactor.load, presenter: presenter.present)
/// let view = CatalogView(load: load)          // the view calls load.send(.init(category: "shoes"))
/// load.display(on: view, CatalogView.show)    // held weakly
/// return Assembly(view: view, input: presenter, roles: [presenter, interactor, load])
/// ```
@MainActor
public final class UseCasePipe<U: UseCase>: LifecycleObserver {
    /// What happens to a running request when another one is sent.
    ///
    /// ```swift
    /// let search = UseCasePipe(Catalog.Search.self, overlap: .replacePrevious, interactor: ..., presenter: ...)
    /// ```
    public enum Overlap: Sendable, Hashable {
        /// The running request is cancelled and its late responses are dropped (loads, searches).
        case replacePrevious
        /// Every request runs to the end and each response is displayed (independent actions).
        case runAll
    }

    /// What happens to a running request when another one is sent.
    public let overlap: Overlap
    /// The last view model displayed (or presented, before a view was attached).
    public private(set) var viewModel: U.ViewModel?

    private let interact: @Sendable (U.Request, Responder<U>) async -> Void
    private let present: @MainActor (U.Response) -> U.ViewModel
    private var show: (@MainActor (U.ViewModel) -> Void)?
    private var nextID = 0
    private var running: [Int: Task<Void, Never>] = [:]
    private var closed = false

    /// A pipe whose interactor answers each request with one response.
    ///
    /// ```swift
    /// let load = UseCasePipe(Catalog.Load.self, interactor: interactor.load, presenter: presenter.present)
    /// ```
    public convenience init(
        _ useCase: U.Type = U.self, overlap: Overlap = .replacePrevious,
        interactor: @escaping @Sendable (U.Request) async -> U.Response,
        presenter: @escaping @MainActor (U.Response) -> U.ViewModel
    ) {
        self.init(useCase, overlap: overlap, responding: { request, respond in await respond(await interactor(request)) }, presenter: presenter)
    }

    /// A pipe whose interactor may respond several times per request, through a ``Responder``.
    ///
    /// ```swift
    /// let load = UseCasePipe(Catalog.Load.self, responding: interactor.load, presenter: presenter.present)
    /// ```
    public init(
        _ useCase: U.Type = U.self, overlap: Overlap = .replacePrevious,
        responding interactor: @escaping @Sendable (U.Request, Responder<U>) async -> Void,
        presenter: @escaping @MainActor (U.Response) -> U.ViewModel
    ) {
        self.overlap = overlap
        self.interact = interactor
        self.present = presenter
    }

    /// Shows each view model on `view` with `show`, holding the view weakly (it usually holds the
    /// pipe). A view model presented before the view was attached is shown at once.
    ///
    /// ```swift
    /// load.display(on: view, CatalogView.show)
    /// ```
    public func display<View: AnyObject>(on view: View, _ show: @escaping @MainActor (View) -> (U.ViewModel) -> Void) {
        self.show = { [weak view] model in
            if let view { show(view)(model) }
        }
        if let viewModel { self.show?(viewModel) }
    }

    /// Sends a request to the interactor; its responses are presented and displayed as they
    /// come. Returns the request's task (awaiting it waits for the last response). After the
    /// module closed, nothing is sent.
    ///
    /// ```swift
    /// load.send(.init(category: "shoes"))
    /// ```
    @discardableResult
    public func send(_ request: U.Request) -> Task<Void, Never> {
        guard !closed else { return Task {} }
        if overlap == .replacePrevious { cancel() }
        nextID += 1
        let id = nextID
        let responder = Responder<U> { [weak self] response in
            await self?.receive(response, from: id)
        }
        let interact = interact
        let task = Task { [weak self] in
            await interact(request, responder)
            self?.running[id] = nil
        }
        running[id] = task
        return task
    }

    /// Sends a request and waits until its last response is displayed. Cancelling the waiting
    /// task cancels the request.
    ///
    /// ```swift
    /// await load.perform(.init(category: "shoes"))
    /// #expect(view.rows.count == 3)
    /// ```
    public func perform(_ request: U.Request) async {
        let task = send(request)
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels every running request; their late responses are dropped.
    ///
    /// ```swift
    /// load.cancel()
    /// ```
    public func cancel() {
        for task in running.values { task.cancel() }
        running = [:]
    }

    /// Whether a request is running.
    public var isRunning: Bool { !running.isEmpty }

    /// The module closed: running requests are cancelled and no more are sent.
    ///
    /// ```swift
    /// load.moduleDidClose()
    /// ```
    public func moduleDidClose() {
        closed = true
        cancel()
    }

    private func receive(_ response: U.Response, from id: Int) {
        guard !closed, running[id] != nil else { return }
        let model = present(response)
        viewModel = model
        show?(model)
    }
}
