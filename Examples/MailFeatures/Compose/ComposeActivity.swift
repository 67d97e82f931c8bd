import Mosaic
import MosaicDI

/// Writing a message, as an activity: it displays the compose screen, keeps the draft in the
/// scratchpad model context it was started with, awaits the contact picker when the user asks
/// for a recipient, and ends either sent (the scratchpad committed into the outbox) or
/// discarded (the scratchpad thrown away, nothing left behind). Leaving the screen with Back
/// discards too.
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
    }

    /// Who the message goes to at first (nil: the user picks).
    public let recipient: Contact?

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
        return try router.start(ComposeActivity(recipient: recipient), context: context)
    }

    /// Runs the screen until the draft is sent or discarded.
    public func run(_ scope: ActivityScope<Self>) async throws -> Outcome {
        try await Self.write(to: recipient, in: scope)
    }

    @MainActor
    private static func write(to recipient: Contact?, in scope: ActivityScope<Self>) async throws -> Outcome {
        var draft = Draft(to: recipient)
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
        // The screen closed on its own (Back): nothing is kept.
        scope.model.discard()
        return .discarded
    }
}

/// Compose was asked for by a module no longer in its tree.
public struct ComposeUnavailable: Error, CustomStringConvertible {
    /// The module that asked.
    public let owner: String
    /// `cannot write a message from ProfileHeader: it is closed`.
    public var description: String { "cannot write a message from \(owner): it is closed" }
}
