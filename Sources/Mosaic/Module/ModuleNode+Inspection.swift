extension ModuleNode {
    /// The type names of the module's roles (presenter, interactor, …), in the order its builder
    /// gave them: what an inspector shows beside the module.
    public var roleNames: [String] {
        roles.map { String(describing: type(of: $0)) }
    }

    /// The slots the module's builder declared, sorted by name.
    public var slotNames: [String] {
        slots.sorted()
    }
}
