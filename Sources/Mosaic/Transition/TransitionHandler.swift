/// What a host does with transitions: the only part of Mosaic that knows a UI framework. The
/// core decides what goes where; the host moves views. `MosaicTesting.HeadlessHost` implements
/// it in memory, `MosaicWeb` in HTML, `MosaicUIKit` with view controllers.
///
/// ```swift
/// @MainActor final class MyHost: TransitionHandler {
///     func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) throws { ... }
///     func remove(_ view: any ModuleView, style: PresentationStyle) { ... }
/// }
/// ```
@MainActor
public protocol TransitionHandler: AnyObject {
    /// Puts `view` on screen. `opener` is the view of the module that opened it (nil for the
    /// first root). For `.embedded`, the opener is the view that owns the slot. Throwing refuses
    /// the transition; the tree then stays as it was.
    ///
    /// ```swift
    /// try host.show(profileView, style: .push, over: inboxView)
    /// ```
    func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) throws

    /// Takes `view` off screen (its children have been removed first).
    ///
    /// ```swift
    /// host.remove(profileView, style: .push)
    /// ```
    func remove(_ view: any ModuleView, style: PresentationStyle)
}
