import Testing
import UIKit

/// The shim's controls behave as UIKit documents them, so the examples' wiring can be trusted:
/// a tap runs the actions added for it and no others, a disabled control runs none, and a tint
/// set on a view reaches its subviews.
@MainActor
@Suite("Shim controls")
struct ShimControlTests {
    @Test func aButtonMadeWithAPrimaryActionShowsItsTitleAndRunsItWhenTapped() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        #expect(button.title(for: .normal) == "Send")
        #expect(button.title(for: .disabled) == "Send")
        UIKitShim.tap(button)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
        button.isEnabled = false
        UIKitShim.tap(button)
        #expect(taps == 1)
    }

    @Test func aPrimaryActionRunsOnPrimaryActionTriggeredNotOnTouchUpInside() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        button.sendActions(for: .touchUpInside)
        #expect(taps == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        var touches = 0
        button.addAction(UIAction { _ in touches += 1 }, for: .touchUpInside)
        UIKitShim.tap(button)   // a tap sends both events, once each
        #expect(taps == 2 && touches == 1)
    }

    @Test func anActionRunsForTheEventsItWasAddedForOnly() {
        var seen: [String] = []
        let field = UITextField()
        field.addAction(UIAction { _ in seen.append(field.text ?? "") }, for: .editingChanged)
        field.text = "Pl"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .touchUpInside)
        field.text = "Plans"
        field.sendActions(for: [.editingChanged, .valueChanged])
        #expect(seen == ["Pl", "Plans"])
    }

    @Test func anActionThatAddsAnotherRunsOnlyTheOnesThereWhenTheEventCame() {
        let button = UIButton(type: .custom)
        var runs = 0
        button.addAction(UIAction { _ in
            runs += 1
            button.addAction(UIAction { _ in runs += 10 }, for: .touchUpInside)
        }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(runs == 1)
        button.sendActions(for: .touchUpInside)
        #expect(runs == 12)
    }

    @Test func aTintSetOnAViewReachesItsSubviewsUntilOneSetsItsOwn() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == nil)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        parent.tintColor = blue
        #expect(child.tintColor === blue)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        child.tintColor = red
        #expect(child.tintColor === red && parent.tintColor === blue)
    }
}
