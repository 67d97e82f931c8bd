extension Router {
    /// Opens `module` and waits until it closes, returning what it handed back with
    /// `close(returning:)`, or nil when it closed without a result (a swipe back, a cancel).
    /// Data comes back without a hand-wired delegate. Cancelling the waiting task closes the
    /// module.
    ///
    /// ```swift
    /// let picked = try await router.open(ContactPicker.self, style: .modal) { $0.configure(filter: .favourites); return nil }
    /// ```
    public func open<M: Module>(
        _ module: M.Type, style: PresentationStyle = .push, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) async throws(TransitionError) -> M.Result? {
        let (tree, opener) = try current(step: "open", module: M.moduleName)
        let node = try tree.open(M.self, style: style, from: opener, configure: configure).0
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<M.Result?, Never>) in
                guard node.isOpen else {
                    continuation.resume(returning: nil)
                    return
                }
                node.resultSink = ModuleNode.ResultSink(
                    expected: String(describing: M.Result.self),
                    accepts: { $0 is M.Result },
                    deliver: { value in continuation.resume(returning: value as? M.Result) })
            }
        } onCancel: {
            Task { @MainActor in try? node.router.close() }
        }
    }
}
