import MosaicDI

/// What an activity receives from whoever starts it (handed down the tree as a stack hands down its context): services,
/// a theme, the user interface facade and a model context. A parent hands its children its own
/// context or a modified copy, e.g. one whose model is a scratchpad that can be thrown away.
///
/// ```swift
/// let context = ActivityContext(services: container, theme: .standard,
///                               ui: ModuleTreeFacade(tree: tree), model: ModelContext())
/// let stack = ActivityStack(context: context)
/// ```
public struct ActivityContext: Sendable {
    /// Where services come from (never a singleton).
    ///
    /// ```swift
    /// let api: PostAPI = try context.services.resolve()
    /// ```
    public var services: Container
    /// The style the facade applies to every screen it displays (a style manager).
    ///
    /// ```swift
    /// let night = context.with { $0.theme = Theme(name: "night") }
    /// ```
    public var theme: Theme
    /// How activities show screens.
    ///
    /// ```swift
    /// let forTests = context.with { $0.ui = FakeFacade() }
    /// ```
    public var ui: any UserInterfaceFacade
    /// The model the activity reads and edits (a model manager).
    ///
    /// ```swift
    /// let editing = context.with { $0.model = $0.model.scratchpad() }
    /// ```
    public var model: ModelContext

    /// Makes a context.
    ///
    /// ```swift
    /// let context = ActivityContext(services: container, ui: FakeFacade())
    /// ```
    public init(
        services: Container, theme: Theme = .standard, ui: any UserInterfaceFacade, model: ModelContext = ModelContext()
    ) {
        self.services = services
        self.theme = theme
        self.ui = ui
        self.model = model
    }

    /// A copy with some values changed.
    ///
    /// ```swift
    /// let editing = context.with { $0.model = $0.model.scratchpad() }
    /// ```
    public func with(_ change: (inout ActivityContext) -> Void) -> ActivityContext {
        var copy = self
        change(&copy)
        return copy
    }
}
