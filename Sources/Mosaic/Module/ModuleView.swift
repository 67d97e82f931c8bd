/// What a host puts on screen for a module. Mosaic's core never looks inside it: a UIKit host
/// wraps a view controller, the web host an HTML renderer, the headless host nothing at all.
///
/// ```swift
/// @MainActor final class ProfileView: ModuleView {
///     let presenter: ProfilePresenter
///     init(presenter: ProfilePresenter) { self.presenter = presenter }
/// }
/// ```
@MainActor
public protocol ModuleView: AnyObject {}
