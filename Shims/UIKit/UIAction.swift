// Follows UIKit.framework/Headers/UIAction.h.
// developer.apple.com/documentation/uikit/uiactionhandler
/// What an action runs.
@available(iOS 13.0, tvOS 13.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// developer.apple.com/documentation/uikit/uiaction
/// A titled piece of work a control runs. The fake keeps the title and the handler.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIAction {
    /// The action's title (a button made with it shows it).
    open var title: String
    let handler: UIActionHandler

    /// Makes an action (UIKit's initializer has more parameters, each with a default).
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}
