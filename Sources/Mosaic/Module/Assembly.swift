/// What a builder returns: the module's view, its typed Input, how to connect its Output, the
/// named slots it offers for embedded modules, and the roles it is made of.
///
/// ```swift
/// return Assembly(
///     view: view, input: presenter,
///     connectOutput: { presenter.output = $0 },
///     slots: ["header"], roles: [presenter, interactor])
/// ```
@MainActor
public struct Assembly<M: Module> {
    /// What the host shows.
    public let view: any ModuleView
    /// The module's entry point, handed to the opener's configuration closure.
    public let input: M.Input
    /// Connects the opener's Output (held weakly by convention: an output is usually the
    /// opener's presenter, which outlives its children).
    public let connectOutput: (M.Output) -> Void
    /// Slots other modules can be embedded into (`router.embed(_:in:)`).
    public let slots: Set<String>
    /// The objects the module is made of (presenter, interactor, ...): the tree keeps them alive
    /// while the module is open and the leak tracker checks they go away after. The Input is
    /// kept, watched and sent lifecycle calls like a role without being listed here.
    public let roles: [AnyObject]

    /// Describes an assembled module.
    ///
    /// ```swift
    /// Assembly(view: view, input: presenter, connectOutput: { presenter.output = $0 }, roles: [presenter])
    /// ```
    public init(
        view: any ModuleView, input: M.Input, connectOutput: @escaping (M.Output) -> Void,
        slots: Set<String> = [], roles: [AnyObject] = []
    ) {
        self.view = view
        self.input = input
        self.connectOutput = connectOutput
        self.slots = slots
        self.roles = roles
    }
}

extension Assembly where M.Output == Never {
    /// Describes a module that reports nothing back.
    ///
    /// ```swift
    /// Assembly(view: view, input: presenter, roles: [presenter])
    /// ```
    public init(view: any ModuleView, input: M.Input, slots: Set<String> = [], roles: [AnyObject] = []) {
        self.init(view: view, input: input, connectOutput: { _ in }, slots: slots, roles: roles)
    }
}
