/// A module an activity displayed through its facade: pass it back to await the module's
/// result or to dismiss it.
///
/// ```swift
/// let screen = try await scope.ui.display(ProgressModule.self, style: .modal)
/// try await upload()
/// try await scope.ui.dismiss(screen)
/// ```
public struct Screen<M: Module>: Sendable, Hashable, CustomStringConvertible {
    /// The facade's number for the screen (the module tree's node id, for ``ModuleTreeFacade``).
    ///
    /// ```swift
    /// let node = tree.openModules.first { $0.id == screen.id }
    /// ```
    public let id: Int

    /// Names a screen; facades make these.
    ///
    /// ```swift
    /// return Screen(id: nextID)
    /// ```
    public init(id: Int) {
        self.id = id
    }

    /// `PostEditor #3`.
    public var description: String { "\(M.moduleName) #\(id)" }
}
