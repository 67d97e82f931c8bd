extension Router {
    /// The module tree this module is in, as text: one line per open module, indented under the
    /// module that opened it, with its state and how it is shown. For logs and debugging screens.
    ///
    /// ```swift
    /// print(try router.treeDescription())
    /// ```
    ///
    /// - Throws: ``TransitionError`` (`closed`) once the module is closed.
    public func treeDescription() throws(TransitionError) -> String {
        try current(for: M.moduleName, step: .resolve("the module tree"), own: true).tree.description
    }
}
