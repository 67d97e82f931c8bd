extension Router {
    /// Opens `module` and waits until it closes, returning what it handed back with
    /// ``close(returning:)``, or nil when it closed without a result (a swipe back, a cancel).
    /// Data comes back without a hand-wired delegate.
    ///
    /// The wait ends with nil, too, when the waiting task is cancelled (the module is then
    /// closed) or when the app lets go of the tree. Opening fails as ``open(_:style:configure:)``
    /// does, with a ``TransitionError``.
    ///
    /// ```swift
    /// let picked = try await router.result(of: ContactPicker.self, style: .modal) { $0.configure(filter: .favourites); return nil }
    /// ```
    public func result<N: Module>(
        of module: N.Type, style: PresentationStyle = .push, configure: (N.Input) throws -> N.Output? = { _ in nil }
    ) async throws(TransitionError) -> N.Result? {
        let waiter = ResultWaiter()
        // Only the waiter and a router are kept across the wait: the module stays the tree's to
        // keep or let go.
        let router: Router<N> = try open(N.self, style: style, configure: configure).router
        if let parts = router.node?.parts {
            parts.resultSink = ResultSink(waiter)
        } else {
            waiter.finish(nil)
        }
        let value = await withTaskCancellationHandler {
            await waiter.value()
        } onCancel: {
            waiter.finish(nil)
        }
        if Task.isCancelled, router.isOpen { try? router.close() }
        return value as? N.Result
    }
}
