/// A scroll view of independent submodules: an ordered stack of slots, each driven by
/// its own module (the message screen: header, contacts, attachments, body). The stack embeds
/// them in order, keeps each section's state as its submodule reports it, and survives a
/// submodule that fails or is slow: the others show regardless. The host only lays out
/// ``layout``. A section is `.loading` until its submodule is embedded; one that reports nothing
/// while it is configured is then `.ready(expanded: true)`.
///
/// ```swift
/// let stack = try ScrollStack(in: "MessageModule", sections: [
///     StackSection("header", HeaderModule.self) { input, _ in input.configure(messageID: id); return nil },
///     StackSection("contacts", ContactsModule.self) { input, section in input.configure(messageID: id, section: section); return nil },
/// ])
/// return Assembly(view: view, input: presenter, slots: stack.slots, roles: [presenter, stack])
/// // once the module is open (e.g. in moduleDidBecomeActive):
/// stack.load(using: router)
/// ```
@MainActor
public final class ScrollStack {
    /// One section as the host lays it out.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// The section's slot.
        public let slot: String
        /// What its submodule last reported.
        public var state: SectionState

        /// `contacts: collapsed`.
        public var description: String { "\(slot): \(state)" }
    }

    /// The sections in their declared order, each with its state.
    public private(set) var layout: [Entry]
    /// Called after every change of ``layout``, for the host to lay the stack out again.
    public var onLayoutChange: ((ScrollStack) -> Void)?
    /// The errors of sections whose submodule could not be embedded, by slot.
    public private(set) var failures: [String: CompositionError] = [:]

    private let sections: [StackSection]
    private let owner: String

    /// Makes a stack of `sections`, in order. Two sections with one slot name is an error.
    ///
    /// ```swift
    /// let stack = try ScrollStack(in: "MessageModule", sections: sections)
    /// ```
    public init(in owner: String, sections: [StackSection]) throws(CompositionError) {
        var seen = Set<String>()
        for section in sections where !seen.insert(section.slot).inserted {
            throw CompositionError(.duplicateName(section.slot), in: "ScrollStack in \(owner)")
        }
        self.owner = owner
        self.sections = sections
        layout = sections.map { Entry(slot: $0.slot, state: .loading) }
    }

    /// The slots to declare in the module's ``Assembly``.
    ///
    /// ```swift
    /// Assembly(view: view, input: presenter, slots: stack.slots, roles: [presenter, stack])
    /// ```
    public var slots: Set<String> { Set(sections.map(\.slot)) }

    /// Embeds every section's submodule through the owning module's router, in order. A section
    /// that cannot be embedded becomes `.failed` (its error in ``failures``) and the rest go on.
    /// Sections already embedded are left alone, so calling it again retries only failed ones.
    ///
    /// ```swift
    /// stack.load(using: router)
    /// ```
    public func load<Owner: Module>(using router: Router<Owner>) {
        for section in sections where layout.first(where: { $0.slot == section.slot })?.state.isRetryable ?? false {
            if router.node?.child(inSlot: section.slot) != nil { continue }
            let reporter = SectionReporter(slot: section.slot, stack: self)
            do throws(TransitionError) {
                guard let node = router.node else {
                    throw TransitionError(.closed, module: Owner.moduleName, step: .embed)
                }
                try section.embed(node, reporter)
                failures[section.slot] = nil
                // A submodule that says nothing while it is configured is ready and expanded.
                if !reporter.hasReported { self.section(section.slot, didChangeTo: .ready(expanded: true)) }
            } catch {
                failures[section.slot] = CompositionError(
                    .sectionFailed(slot: section.slot, underlying: error), in: "ScrollStack in \(owner)")
                self.section(section.slot, didChangeTo: .failed(error.description))
            }
        }
    }

    /// The state of one section.
    public func state(of slot: String) -> SectionState? {
        layout.first { $0.slot == slot }?.state
    }

    func section(_ slot: String, didChangeTo state: SectionState) {
        guard let index = layout.firstIndex(where: { $0.slot == slot }), layout[index].state != state else { return }
        layout[index].state = state
        onLayoutChange?(self)
    }
}

extension SectionState {
    /// Loading (never embedded yet) or failed: `load(using:)` tries these.
    var isRetryable: Bool {
        switch self {
        case .loading, .failed: true
        case .ready, .hidden: false
        }
    }
}
