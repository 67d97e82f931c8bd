/// One section of a ``ScrollStack``: a slot and the submodule that drives it, configured through
/// its Input with the section's ``SectionReporter``.
///
/// ```swift
/// StackSection("contacts", ContactsModule.self) { input, section in
///     input.configure(messageID: id, section: section)
///     return presenter          // the submodule's Output, as with any open
/// }
/// ```
@MainActor
public struct StackSection {
    /// The slot's name, unique within the stack.
    public let slot: String
    let embed: (ModuleNode, SectionReporter) throws(TransitionError) -> Void

    /// Describes a section driven by `module`.
    ///
    /// ```swift
    /// StackSection("header", HeaderModule.self) { input, _ in input.configure(messageID: id); return nil }
    /// ```
    public init<M: Module>(
        _ slot: String, _ module: M.Type,
        configure: @escaping (M.Input, SectionReporter) throws -> M.Output? = { _, _ in nil }
    ) {
        self.slot = slot
        embed = { (owner, reporter) throws(TransitionError) in
            guard let tree = owner.tree else { throw TransitionError(.closed, module: M.moduleName, step: .embed, opener: owner.name) }
            _ = try tree.embed(M.self, in: slot, of: owner, checkingSlot: true, step: .embed) { input in try configure(input, reporter) }
        }
    }
}
