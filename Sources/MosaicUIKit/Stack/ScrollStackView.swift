#if canImport(UIKit)
import Mosaic
import UIKit

/// A `ScrollStack` on screen: a scroll view holding a stack view with one container view per
/// section, in the stack's order. Each section's module is embedded into its container (give
/// ``containerView(forSlot:)`` to the host through the screen's ``UIKitModuleView``), and each
/// section is laid out from the state its module reports: a hidden section's container is
/// hidden, and only its own; loading, failed, collapsed and expanded sections stay in the stack
/// (a module draws its own collapsed look, placeholder or message).
///
/// ```swift
/// final class MessageViewController: UIViewController, UIKitModuleView {
///     let sections = ScrollStackView()
///     override func viewDidLoad() { view.addSubview(sections.scrollView) }
///     func containerView(forSlot slot: String) -> UIView? { sections.containerView(forSlot: slot) }
/// }
/// // in the builder:
/// controller.sections.show(stack)
/// ```
@MainActor
public final class ScrollStackView {
    /// The scroll view to put on screen.
    public let scrollView = UIScrollView()
    /// The stack inside it, holding one container per section.
    public let stackView = UIStackView(arrangedSubviews: [])
    private var containers: [String: UIView] = [:]

    /// Makes an empty scroll stack view.
    ///
    /// ```swift
    /// let sections = ScrollStackView()
    /// ```
    public init() {
        scrollView.addSubview(stackView)
    }

    /// Makes a container for every section of `stack`, in order, lays them out from its current
    /// states, and follows its later changes (it becomes the stack's `onLayoutChange`).
    ///
    /// ```swift
    /// sections.show(stack)
    /// stack.load(using: router)
    /// ```
    public func show(_ stack: ScrollStack) {
        for entry in stack.layout where containers[entry.slot] == nil {
            let container = UIView()
            containers[entry.slot] = container
            stackView.addArrangedSubview(container)
        }
        layOut(stack.layout)
        stack.onLayoutChange = { [weak self] stack in self?.layOut(stack.layout) }
    }

    /// The container view of a section, or nil when no section has that slot.
    ///
    /// ```swift
    /// let header = sections.containerView(forSlot: "header")
    /// ```
    public func containerView(forSlot slot: String) -> UIView? {
        containers[slot]
    }

    private func layOut(_ layout: [ScrollStack.Entry]) {
        for entry in layout {
            guard let container = containers[entry.slot] else { continue }
            let hidden = entry.state == .hidden
            if container.isHidden != hidden { container.isHidden = hidden }
        }
    }
}
#endif
