// Follows UIKit.framework/Headers/UIResponder.h.
// developer.apple.com/documentation/uikit/uiresponder
/// The base of views and view controllers.
@MainActor
open class UIResponder: NSObject {
    /// Makes a responder.
    public override init() {
        super.init()
    }
}
