// Follows UIKit.framework/Headers/UIControl.h.
// developer.apple.com/documentation/uikit/uicontrol
/// A view that turns touches into actions. The fake keeps the actions added per event and runs
/// them in `sendActions(for:)`, which is what UIKit does when the user acts on the control
/// (``UIKitShim/tap(_:)`` sends a button's events as a tap does).
@MainActor
open class UIControl: UIView {
    // developer.apple.com/documentation/uikit/uicontrol/event
    /// What happened to a control.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A tap that ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The text of a text field changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    // developer.apple.com/documentation/uikit/uicontrol/state
    /// The state a control's title or image is given for.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
    }

    /// Whether the control reacts to the user.
    open var isEnabled = true

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when any of `controlEvents` happens.
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Runs the actions added for any of `controlEvents` (a disabled control runs none).
    open func sendActions(for controlEvents: UIControl.Event) {
        guard isEnabled else { return }
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
    }
}
