import Mosaic

/// A host that shows nothing and records nothing, so the module benchmark measures Mosaic's own
/// work (the test host, `HeadlessHost`, records every transition by name).
@MainActor final class NullHost: TransitionHandler {
    func apply(_ change: ScreenChange) throws {}
}
