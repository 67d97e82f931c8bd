/// What a test view was shown, in order, with a way to wait for the next one (no sleeping: the
/// waiting task resumes when the pipe displays something).
@MainActor
final class ViewModelLog<ViewModel: Sendable> {
    private(set) var all: [ViewModel] = []
    private var consumed = 0
    private var waiter: CheckedContinuation<ViewModel, Never>?

    func append(_ model: ViewModel) {
        all.append(model)
        if let waiter {
            self.waiter = nil
            consumed += 1
            waiter.resume(returning: model)
        }
    }

    /// The next view model not yet returned by `next()`, waiting for it if needed.
    func next() async -> ViewModel {
        if consumed < all.count {
            consumed += 1
            return all[consumed - 1]
        }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// Skips everything shown so far.
    func skipAll() {
        consumed = all.count
    }
}
