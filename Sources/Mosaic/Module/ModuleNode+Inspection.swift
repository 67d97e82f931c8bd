extension ModuleNode {
    /// The type names of the module's roles (presenter, interactor, …), in the order its builder
    /// gave them: what an inspector shows beside the module.
    ///
    /// ```swift
    /// #expect(node.roleNames == ["InboxPresenter"])
    /// ```
    public var roleNames: [String] {
        roles.map { String(describing: type(of: $0)) }
    }

    /// The slots the module's builder declared, sorted by name.
    ///
    /// ```swift
    /// #expect(message.slotNames == ["attachments", "body", "contacts", "header"])
    /// ```
    public var slotNames: [String] {
        slots.sorted()
    }
}
