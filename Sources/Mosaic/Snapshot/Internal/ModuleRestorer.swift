/// How a route registry reopens one kind of module for a restore, and reads what it keeps for a
/// snapshot.
@MainActor
struct ModuleRestorer {
    /// The module type.
    let moduleType: Any.Type
    /// Checks that kept state decodes for this module before anything opens, when the Input's
    /// type says how (a concrete type adopting ``RestorableInput``); nil when only the built
    /// module can tell.
    let checkState: ((String) throws -> Void)?
    /// Opens the module with `style` over or into `parent` (as the root when nil), restoring
    /// `state` where an opener would configure it.
    let open: (ModuleTree, ModuleNode?, PresentationStyle, String?) throws(TransitionError) -> ModuleNode

    /// - Parameter output: the Output a reopened module reports to, found from the module it is
    ///   opened over (nil: it reports to no one, as after a deep link).
    init<M: Module>(_: M.Type, output: @escaping @MainActor (ModuleNode) -> M.Output? = { _ in nil }) {
        moduleType = M.self
        if let restorable = M.Input.self as? any RestorableInput.Type {
            checkState = { text in try restorable.checkDecodes(text) }
        } else {
            checkState = nil
        }
        open = { (tree, parent, style, state) throws(TransitionError) in
            let configure: (M.Input) throws -> M.Output? = { input in
                try Self.restore(state, into: input)
                return parent.flatMap(output)
            }
            switch (style, parent) {
            case (.embedded(let slot), let parent?):
                return try tree.embed(M.self, in: slot, of: parent, checkingSlot: true, step: .embed, configure: configure).node
            case (.push, let parent?), (.modal, let parent?):
                return try tree.open(M.self, style: style, from: parent, builder: nil, configure: configure).node
            default:
                return try tree.start(M.self, configure: configure).node
            }
        }
    }

    /// Hands `state` to `input`; nothing to do without state.
    static func restore(_ state: String?, into input: Any) throws {
        guard let state else { return }
        guard let restorable = input as? any RestorableInput else { throw StateFailure.notRestorable }
        try restorable.restore(fromJSON: state)
    }
}

/// Why kept state could not be handed to a module (turned into a ``TreeSnapshotError``).
enum StateFailure: Error {
    /// The state does not decode as the Input's `RestorationState`.
    case doesNotDecode(any Error)
    /// The Input does not adopt ``RestorableInput``.
    case notRestorable
}

extension RestorableInput {
    /// Throws ``StateFailure/doesNotDecode(_:)`` unless `text` decodes as this Input's state.
    static func checkDecodes(_ text: String) throws {
        do { _ = try decodeState(text) } catch { throw StateFailure.doesNotDecode(error) }
    }
}
