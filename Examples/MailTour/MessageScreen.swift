import Mosaic
import MosaicDI

/// The message screen: a scroll stack of independent sections, each a module of its own.
@MainActor protocol MessageOutput: AnyObject { func messageDidArchive(_ id: Int) }
enum MessageModule: Module {
    typealias Input = MessageScreenPresenter
    typealias Output = MessageOutput
}

@MainActor final class MessageView: ModuleView {}

@MainActor final class MessageScreenPresenter: LifecycleObserver {
    let router: Router<MessageModule>
    weak var output: MessageOutput?
    /// Made with the presenter, so the builder can declare its slots; each section reads the
    /// message id when it is embedded, after `configure`.
    let stack: ScrollStack
    private let current: CurrentMessage
    var messageID: Int { current.id }

    init(router: Router<MessageModule>) throws {
        self.router = router
        let current = CurrentMessage()
        self.current = current
        stack = try ScrollStack(in: "MessageModule", sections: [
            StackSection("header", HeaderSection.self) { $0.configure(messageID: current.id, section: $1); return nil },
            StackSection("attachments", AttachmentsSection.self) { $0.configure(messageID: current.id, section: $1); return nil },
            StackSection("body", BodySection.self) { $0.configure(messageID: current.id, section: $1); return nil },
        ])
    }

    func configure(messageID: Int) { current.id = messageID }

    func moduleDidBecomeActive() {
        guard stack.layout.contains(where: { $0.state == .loading }) else { return }
        stack.onLayoutChange = { stack in print("    stack: \(stack.layout.map(\.description))") }
        stack.load(using: router)
    }

    func archive() throws {
        output?.messageDidArchive(messageID)
        try router.close()
    }
}

/// The message the screen shows, shared with its sections' configuration.
@MainActor final class CurrentMessage {
    var id = 0
}

extension MessageModule {
    /// Assembles the message screen (registered with `builder.register(module:)`).
    @MainActor static func assemble(_ context: ModuleContext<MessageModule>) throws -> Assembly<MessageModule> {
        let presenter = try MessageScreenPresenter(router: context.router)
        return Assembly(
            view: MessageView(), input: presenter, connectOutput: { presenter.output = $0 },
            slots: presenter.stack.slots, roles: [presenter])
    }
}

// MARK: Sections: each a module of its own, reporting its own state.

@MainActor protocol SectionInput: AnyObject { func configure(messageID: Int, section: SectionReporter?) }
enum HeaderSection: Module { typealias Input = SectionInput }
enum AttachmentsSection: Module { typealias Input = SectionInput }
enum BodySection: Module { typealias Input = SectionInput }

@MainActor final class SectionView: ModuleView {}

@MainActor final class SectionPresenter: SectionInput {
    let service: MailService
    let kind: String
    init(service: MailService, kind: String) {
        self.service = service
        self.kind = kind
    }

    func configure(messageID: Int, section: SectionReporter?) {
        guard let message = service.message(messageID) else {
            section?.report(.failed("no message \(messageID)"))
            return
        }
        switch kind {
        case "attachments":
            section?.report(message.attachments.isEmpty ? .hidden : .ready(expanded: false))
        case "body":
            section?.report(.loading)    // a slow part: the others show meanwhile
        default:
            section?.report(.ready(expanded: true))
        }
    }
}

/// Assembles a section of `kind`: the three sections differ only in what they report.
@MainActor func assembleSection<M: Module>(
    _ context: ModuleContext<M>, kind: String
) throws -> Assembly<M> where M.Input == any SectionInput, M.Output == Never {
    let presenter = SectionPresenter(service: try context.resolve(), kind: kind)
    return Assembly(view: SectionView(), input: presenter, roles: [presenter])
}
