/// One transition as the host sees it: the views to take off screen and the views to put on,
/// in order. A host applies a change whole or not at all: it either does every step or throws
/// and leaves its screen as it was.
///
/// ```swift
/// func apply(_ change: ScreenChange) throws {
///     for step in change {
///         switch step {
///         case .show(let view, let style, let opener): present(view, style, over: opener)
///         case .remove(let view, let style, _): dismiss(view, style)
///         }
///     }
/// }
/// ```
@MainActor
public struct ScreenChange {
    /// One thing to do on screen.
    public enum Step {
        /// Put `view` on screen with `style`, over (or, for `.embedded`, into) `opener`'s view;
        /// the opener is nil for a root.
        case show(any ModuleView, style: PresentationStyle, over: (any ModuleView)?)
        /// Take `view` off screen (views embedded in it or shown over it come off first, each
        /// in its own step); `opener` is the view it was shown over, kept so the step can be undone.
        case remove(any ModuleView, style: PresentationStyle, from: (any ModuleView)?)

        /// The view this step moves.
        ///
        /// ```swift
        /// let moved = change.steps.map(\.view)
        /// ```
        public var view: any ModuleView {
            switch self {
            case .show(let view, _, _), .remove(let view, _, _): view
            }
        }

        /// The step that undoes this one.
        var inverse: Step {
            switch self {
            case .show(let view, let style, let opener): .remove(view, style: style, from: opener)
            case .remove(let view, let style, let opener): .show(view, style: style, over: opener)
            }
        }
    }

    /// A step as the change keeps it. A struct rather than the enum: dropping a change then
    /// releases its views directly, where an optional enum of this shape is destroyed through
    /// its type's generic value witness, which costs several times more.
    private struct Stored {
        let isShow: Bool
        let view: any ModuleView
        let style: PresentationStyle
        let opener: (any ModuleView)?

        init(isShow: Bool, view: any ModuleView, style: PresentationStyle, opener: (any ModuleView)?) {
            self.isShow = isShow
            self.view = view
            self.style = style
            self.opener = opener
        }

        init(_ step: Step) {
            switch step {
            case .show(let view, let style, let opener):
                self.isShow = true
                self.view = view
                self.style = style
                self.opener = opener
            case .remove(let view, let style, let opener):
                self.isShow = false
                self.view = view
                self.style = style
                self.opener = opener
            }
        }

        var step: Step {
            isShow ? .show(view, style: style, over: opener) : .remove(view, style: style, from: opener)
        }
    }

    /// The first step, kept inline: most changes have one, and need no array.
    private var first: Stored?
    /// The steps after the first.
    private var rest: [Stored] = []

    /// The steps, in the order the host applies them (iterating the change itself does not
    /// copy them into an array).
    public var steps: [Step] { Array(self) }
    /// Whether the host must apply the change: it undoes a change a later step failed after, or
    /// takes off what remains of a module the host closed itself. A host that throws anyway is
    /// reported through ``ModuleTree/onQueuedFailure``, and the tree goes on as if it applied it.
    ///
    /// ```swift
    /// guard change.isRequired || canAnimate else { throw Busy() }
    /// ```
    public internal(set) var isRequired = false

    /// Makes a change of `steps`.
    ///
    /// ```swift
    /// let change = ScreenChange([.show(view, style: .root, over: nil)])
    /// ```
    public init(_ steps: [Step] = []) {
        for step in steps { append(step) }
    }

    /// The change that undoes this one, step by step in reverse order.
    ///
    /// ```swift
    /// try host.apply(change.inverse)
    /// ```
    public var inverse: ScreenChange {
        var inverse = ScreenChange(required: isRequired)
        for step in reversed() { inverse.append(step.inverse) }
        return inverse
    }

    /// An empty change (the tree's own: cheaper than building one from an array of steps).
    init(required: Bool) {
        isRequired = required
    }

    mutating func append(_ step: Step) {
        append(Stored(step))
    }

    /// Appends `.show(view, style:, over: opener)` without building the step first.
    mutating func appendShow(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) {
        append(Stored(isShow: true, view: view, style: style, opener: opener))
    }

    /// Appends `.remove(view, style:, from: opener)` without building the step first.
    mutating func appendRemove(_ view: any ModuleView, style: PresentationStyle, from opener: (any ModuleView)?) {
        append(Stored(isShow: false, view: view, style: style, opener: opener))
    }

    private mutating func append(_ stored: Stored) {
        if first == nil { first = stored } else { rest.append(stored) }
    }
}

extension ScreenChange: @MainActor RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// The number of steps.
    public var endIndex: Int { first == nil ? 0 : 1 + rest.count }

    /// The step at `position` (a valid index of the change, as for an array).
    ///
    /// ```swift
    /// for step in change { perform(step) }
    /// ```
    public subscript(position: Int) -> Step {
        if position == 0, let first { return first.step }
        return rest[position - 1].step
    }
}
