extension Router {
    /// Opens `module` and waits until it closes, returning what it handed back with
    /// `close(returning:)`, or nil when it closed without a result (a swipe back, a cancel).
    /// Data comes back without a hand-wired delegate. Cancelling the waiting task closes the
    /// module.
    ///
    /// ```swift
    /// let picked = try await router.open(ContactPicker.self, style: .modal) { $0.configure(filter: .favourites); return nil }
    /// ```
    public func open<N: Module>(
        _ module: N.Type, style: PresentationStyle = .push, configure: (N.Input) throws -> N.Output? = { _ in nil }
    ) async throws(TransitionError) -> N.Result? {
        let opened: Opened<N> = try open(N.self, style: style, configure: configure)
        let node = opened.node
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<N.Result?, Never>) in
                guard node.state != .closed else {
                    continuation.resume(returning: nil)
                    return
                }
                node.resultSink = ModuleNode.ResultSink { value in continuation.resume(returning: value as? N.Result) }
            }
        } onCancel: {
            Task { @MainActor in try? opened.router.close() }
        }
    }
}
