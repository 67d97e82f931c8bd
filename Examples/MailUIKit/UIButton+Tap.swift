#if canImport(UIKit)
import UIKit

extension UIButton {
    /// A system button titled `title` that calls `action` when tapped.
    static func titled(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
    }

    /// A plain button drawn as `content` (labels placed inside it) that calls `action` when
    /// tapped: a row's summary, a section's heading, a sender's name.
    static func wrapping(_ content: [UIView], action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .custom, primaryAction: UIAction { _ in action() })
        for view in content { button.addSubview(view) }
        return button
    }
}
#endif
