import Mosaic
import MosaicDI

/// The compose screen: the draft's recipient, subject and text. It holds no logic of its own:
/// what the user asks for (edit, pick a recipient, send, discard) goes to the compose activity
/// that displayed it, which decides.
public enum ComposeModule: Module {
    /// The screen's presenter.
    public typealias Input = ComposePresenter
}

/// What the user asked the compose screen for.
public enum ComposeIntent: Sendable, Equatable {
    /// The subject or text changed.
    case edit(subject: String, body: String)
    /// Pick the recipient from the contacts.
    case pickRecipient
    /// Send the draft.
    case send
    /// Throw the draft away.
    case discard
}

/// Shows the draft the activity hands it and passes the user's intents back.
@MainActor
public final class ComposePresenter: LifecycleObserver {
    /// The draft shown.
    public private(set) var draft = Draft()
    /// What stops the draft from being sent, when something does.
    public private(set) var problem: String?
    /// The user's intents, in order, for the activity; it ends when the screen closes.
    public let intents: AsyncStream<ComposeIntent>
    private let continuation: AsyncStream<ComposeIntent>.Continuation
    /// Called when the draft or the problem changed (the view redraws).
    public var onChange: (() -> Void)?

    init() {
        (intents, continuation) = AsyncStream.makeStream(of: ComposeIntent.self)
    }

    /// Shows `draft` (and `problem`, if any).
    ///
    /// ```swift
    /// screen.show(draft, problem: "Pick a recipient first")
    /// ```
    public func show(_ draft: Draft, problem: String? = nil) {
        self.draft = draft
        self.problem = problem
        onChange?()
    }

    /// The user asked for `intent`.
    ///
    /// ```swift
    /// screen.ask(.send)
    /// ```
    public func ask(_ intent: ComposeIntent) {
        continuation.yield(intent)
    }

    /// The screen closed (sent, discarded or left with Back): no more intents.
    public func moduleDidClose() {
        continuation.finish()
    }
}

/// Builds the compose screen.
@MainActor
public final class ComposeBuilder: ModuleBuilder {
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(views: MailViews, theme: Theme) {
        self.views = views
        self.theme = theme
    }
    /// Assembles the screen.
    public func build(_ context: ModuleContext<ComposeModule>) throws -> Assembly<ComposeModule> {
        let presenter = ComposePresenter()
        return Assembly(view: theme.styling(views.compose(presenter)), input: presenter, roles: [presenter])
    }
}
