import Mosaic
import MosaicDI

/// Writing a message, as an activity: it displays the compose screen, keeps the draft in the
/// scratchpad model context it was started with, awaits the contact picker when the user asks
/// for a recipient, and ends either sent (the scratchpad committed into the outbox) or
/// discarded (the scratchpad thrown away, nothing left behind). Leaving the screen with Back
/// keeps what was written in the outbox (``Outbox/keptDraft``): the next message written
/// without a recipient in mind starts from it.
///
/// ```swift
/// try ComposeActivity.start(from: router, container: container, outbox: outbox, recipient: ada)
/// ```
public struct ComposeActivity: Activity {
    /// How writing ended.
    public enum Outcome: Sendable, Equatable {
        /// Sent: the draft, as it went out.
        case sent(Draft)
        /// Thrown away.
        case discarded
        /// Left unsent with Back: kept in the outbox for next time.
        case kept(Draft)
    }

    /// Who the message goes to at first (nil: the user picks).
    public let recipient: Contact?
    /// Where a draft left with Back is kept, and the draft to start from, if any.
    let outbox: Outbox?
    let startingDraft: Draft?

    /// Writing to `recipient`, from `draft` when given; with an `outbox`, a draft left with Back
    /// is kept there.
    ///
    /// ```swift
    /// let activity = ComposeActivity(recipient: ada)
    /// ```
    public init(recipient: Contact?, startingFrom draft: Draft? = nil, keepingLeftDraftsIn outbox: Outbox? = nil) {
        self.recipient = recipient
        self.startingDraft = draft
        self.outbox = outbox
    }

    /// Starts writing, owned by the module of `router`, in a scratchpad of `outbox`'s model.
    ///
    /// ```swift
    /// try ComposeActivity.start(from: router, container: container, outbox: outbox, recipient: nil)
    /// ```
    @MainActor @discardableResult
    public static func start<Owner: Module>(
        from router: Router<Owner>, container: Container, outbox: Outbox, recipient: Contact?
    ) throws -> ActivityHandle<ComposeActivity> {
        guard let ui = router.userInterface else { throw ComposeUnavailable(owner: Owner.moduleName) }
        let theme: Theme = try container.resolve(from: ComposeFramework.self)
        let context = ActivityContext(services: container, theme: theme, ui: ui, model: outbox.model.scratchpad())
        // Writing with no one in mind picks up the draft left last time.
        let kept = recipient == nil ? outbox.takeKeptDraft() : nil
        return try router.start(
            ComposeActivity(recipient: recipient, startingFrom: kept, keepingLeftDraftsIn: outbox), context: context)
    }

    /// Runs the screen until the draft is sent or discarded.
    public func run(_ scope: ActivityScope<Self>) async throws -> Outcome {
        try await write(in: scope)
    }

    @MainActor
    private func write(in scope: ActivityScope<Self>) async throws -> Outcome {
        var draft = startingDraft ?? Draft(to: recipient)
        try scope.model.save(draft)
        var shown: ComposePresenter?
        let screen = try scope.ui.display(ComposeModule.self, style: .push) { presenter in
            presenter.show(draft)
            shown = presenter
            return nil
        }
        guard let presenter = shown else { return .discarded }
        for await intent in presenter.intents {
            switch intent {
            case .edit(let subject, let body):
                draft.subject = subject
                draft.body = body
                try scope.model.save(draft)
                presenter.show(draft)
            case .pickRecipient:
                if let contact = try await scope.ui.present(ContactPickerModule.self, style: .modal) {
                    draft.to = contact
                    try scope.model.save(draft)
                }
                presenter.show(draft)
            case .send:
                guard draft.to != nil else {
                    presenter.show(draft, problem: "Pick a recipient before sending.")
                    continue
                }
                try scope.model.commit()
                try scope.ui.dismiss(screen)
                return .sent(draft)
            case .discard:
                scope.model.discard()
                try scope.ui.dismiss(screen)
                return .discarded
            }
        }
        // The screen closed on its own (Back): what was written is kept for next time.
        scope.model.discard()
        guard let outbox, draft.to != nil || !draft.subject.isEmpty || !draft.body.isEmpty else { return .discarded }
        outbox.keep(draft)
        return .kept(draft)
    }
}

/// Compose was asked for by a module no longer in its tree.
public struct ComposeUnavailable: Error, CustomStringConvertible {
    /// The module that asked.
    public let owner: String
    /// `cannot write a message from ProfileHeader: it is closed`.
    public var description: String { "cannot write a message from \(owner): it is closed" }
}
