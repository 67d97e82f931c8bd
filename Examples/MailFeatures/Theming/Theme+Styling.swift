import Mosaic

extension Theme {
    /// Gives the theme to a view that takes one (``Themeable``) and returns the view, so a
    /// builder styles its module where it assembles it.
    ///
    /// ```swift
    /// return Assembly(view: theme.styling(views.inbox(presenter)), input: presenter)
    /// ```
    @MainActor
    public func styling(_ view: any ModuleView) -> any ModuleView {
        (view as? any Themeable)?.apply(self)
        return view
    }
}
