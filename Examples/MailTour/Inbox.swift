import Mosaic
import MosaicDI

/// The root module: lists messages, opens one, hears back when it is archived.
@MainActor protocol InboxInput: AnyObject { func showInbox() }
enum InboxModule: Module { typealias Input = InboxPresenter }

@MainActor final class InboxView: ModuleView {}

@MainActor final class InboxPresenter: InboxInput, MessageOutput {
    let router: Router<InboxModule>
    let service: MailService
    private(set) var archived: [Int] = []

    init(router: Router<InboxModule>, service: MailService) {
        self.router = router
        self.service = service
    }

    func showInbox() {
        for message in service.messages { print("    inbox: #\(message.id) \(message.from): \(message.subject)") }
    }

    func open(_ id: Int) throws -> MessageScreenPresenter {
        try router.open(MessageModule.self) { input in
            input.configure(messageID: id)    // the message module needs only the id
            return self                       // and reports back to this presenter
        }.input
    }

    func messageDidArchive(_ id: Int) {
        archived.append(id)
        print("    inbox: message #\(id) archived")
    }
}

extension InboxModule {
    /// Assembles the inbox (registered with `builder.register(module:)`).
    @MainActor static func assemble(_ context: ModuleContext<InboxModule>) throws -> Assembly<InboxModule> {
        let presenter = InboxPresenter(router: context.router, service: try context.resolve())
        return Assembly(view: InboxView(), input: presenter, roles: [presenter])
    }
}
