import MosaicDI

/// A running observation of a ``DataStore``: it lasts until ``cancel()`` is called or the
/// observation is released, like Combine's `AnyCancellable`.
///
/// ```swift
/// let observation = try store.observe(7) { model in print(model as Any) }
/// defer { observation.cancel() }
/// ```
public final class StoreObservation: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    /// Makes an observation that runs `onCancel` once, when it is cancelled or released. Stores
    /// written outside Mosaic make their observations with this.
    ///
    /// ```swift
    /// return StoreObservation { hub.unsubscribe(id) }
    /// ```
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    /// Stops the observation; no change is delivered after this returns, except one that is
    /// being delivered at this moment on another thread. Calling it again does nothing.
    ///
    /// ```swift
    /// observation.cancel()
    /// ```
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit {
        cancel()
    }
}
