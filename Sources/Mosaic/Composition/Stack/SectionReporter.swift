/// A submodule's line back to the ``ScrollStack`` that embeds it: it reports its own loading and
/// collapse state, so the stack (generic code) lays sections out while each submodule stays in
/// charge of itself. A submodule opened full screen on its own simply gets no reporter.
///
/// ```swift
/// func configure(messageID: Int, section: SectionReporter?) {
///     section?.report(.loading)
///     Task { contacts = await interactor.contacts(messageID); section?.report(.ready(expanded: false)) }
/// }
/// ```
@MainActor
public final class SectionReporter {
    /// The slot of the section this reporter speaks for.
    public let slot: String
    private weak var stack: ScrollStack?
    /// Whether the submodule reported anything yet.
    private(set) var hasReported = false

    init(slot: String, stack: ScrollStack) {
        self.slot = slot
        self.stack = stack
    }

    /// Tells the stack the section's new state; the stack tells the host. Ignored once the stack
    /// is gone.
    ///
    /// ```swift
    /// reporter.report(.ready(expanded: true))
    /// ```
    public func report(_ state: SectionState) {
        hasReported = true
        stack?.section(slot, didChangeTo: state)
    }
}
