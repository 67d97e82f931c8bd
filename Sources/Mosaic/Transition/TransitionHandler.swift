/// What a host does with transitions: the only part of Mosaic that knows a UI framework. The
/// core decides what goes where; the host moves views. `MosaicTesting.HeadlessHost` implements
/// it in memory.
///
/// A host applies each ``ScreenChange`` whole or not at all. When the user closes a screen on
/// their own (a swipe back), the host removes it and calls ``ModuleTree/hostDidClose(_:)``; it
/// may do so at any time, also from inside `apply`.
///
/// ```swift
/// @MainActor final class MyHost: TransitionHandler {
///     func apply(_ change: ScreenChange) throws {
///         guard canAnimate else { throw Busy() }       // refuse: nothing moved
///         for step in change { perform(step) }
///     }
/// }
/// ```
@MainActor
public protocol TransitionHandler: AnyObject {
    /// Applies every step of `change`, or throws and leaves the screen as it was. The tree then
    /// stays as it was too.
    ///
    /// ```swift
    /// try host.apply(ScreenChange([.show(profileView, style: .push, over: inboxView)]))
    /// ```
    func apply(_ change: ScreenChange) throws
}
