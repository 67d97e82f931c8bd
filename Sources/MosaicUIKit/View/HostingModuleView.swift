#if canImport(UIKit) && canImport(SwiftUI)
import Mosaic
import SwiftUI
import UIKit

/// A module view written in SwiftUI, put on screen by the UIKit host through a hosting
/// controller. The presenter shows a new state by giving the view a new root.
///
/// ```swift
/// struct ProfileScreen: View {
///     let name: String
///     var body: some View { Text(name) }
/// }
/// let view = HostingModuleView(ProfileScreen(name: "…"))
/// return Assembly(view: view, input: presenter, roles: [presenter])
/// // later, in the presenter:
/// view.show(ProfileScreen(name: profile.name))
/// ```
@MainActor
public final class HostingModuleView<Content: View>: UIKitModuleView {
    /// The hosting controller the host pushes, presents or embeds.
    public let hostingController: UIHostingController<Content>

    /// Makes the module view showing `content`.
    ///
    /// ```swift
    /// let view = HostingModuleView(Text("Loading…"))
    /// ```
    public init(_ content: Content) {
        hostingController = UIHostingController(rootView: content)
    }

    /// The hosting controller.
    public var viewController: UIViewController { hostingController }

    /// What the view shows now.
    public var content: Content { hostingController.rootView }

    /// Shows `content` instead.
    ///
    /// ```swift
    /// view.show(Text("Ann"))
    /// ```
    public func show(_ content: Content) {
        hostingController.rootView = content
    }
}
#endif
