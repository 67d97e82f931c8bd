import Mosaic
import MosaicDI

// A small mail app in Mosaic's terms: an inbox (root) opens a message; the message embeds a
// header in its "header" slot; the inbox can also pick a contact and await the result.

// MARK: Inbox

@MainActor protocol InboxInput: AnyObject { func show(folder: String) }

enum InboxModule: Module {
    typealias Input = InboxInput
}

@MainActor final class InboxView: ModuleView {}

@MainActor final class InboxPresenter: InboxInput, MessageOutput, LifecycleObserver {
    let router: Router<InboxModule>
    var folder = ""
    var archived: [Int] = []
    var events: [String] = []
    init(router: Router<InboxModule>) { self.router = router }
    func show(folder: String) { self.folder = folder }
    func messageDidArchive(id: Int) { archived.append(id) }
    func moduleDidBecomeActive() { events.append("active") }
    func moduleDidResignActive() { events.append("resign") }
    func moduleDidClose() { events.append("closed") }

    func openMessage(_ id: Int) throws -> MessageInput {
        try router.open(MessageModule.self) { input in
            input.configure(messageID: id)
            return self
        }.input
    }
}

@MainActor final class InboxBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<InboxModule>) throws -> Assembly<InboxModule> {
        let presenter = InboxPresenter(router: context.router)
        return Assembly(view: InboxView(), input: presenter, roles: [presenter])
    }
}

// MARK: Message (has a header slot, reports back to its opener)

@MainActor protocol MessageInput: AnyObject {
    func configure(messageID: Int)
    var messageID: Int { get }
    var router: Router<MessageModule> { get }
}
@MainActor protocol MessageOutput: AnyObject { func messageDidArchive(id: Int) }

enum MessageModule: Module {
    typealias Input = MessageInput
    typealias Output = MessageOutput
}

@MainActor final class MessageView: ModuleView {
    let presenter: MessagePresenter
    init(presenter: MessagePresenter) { self.presenter = presenter }
}

@MainActor final class MessagePresenter: MessageInput, LifecycleObserver {
    let router: Router<MessageModule>
    let interactor: MessageInteractor
    weak var output: MessageOutput?
    var messageID = 0
    var closed = false
    init(router: Router<MessageModule>, interactor: MessageInteractor) {
        self.router = router
        self.interactor = interactor
    }
    func configure(messageID: Int) { self.messageID = messageID }
    func archive() throws {
        output?.messageDidArchive(id: messageID)
        try router.close()
    }
    func moduleDidClose() { closed = true }
}

final class MessageInteractor: Sendable { init() {} }

@MainActor final class MessageBuilder: ModuleBuilder {
    let makeInteractor: Provider<MessageInteractor>
    init(makeInteractor: Provider<MessageInteractor>) { self.makeInteractor = makeInteractor }
    func build(_ context: ModuleContext<MessageModule>) throws -> Assembly<MessageModule> {
        let presenter = MessagePresenter(router: context.router, interactor: try makeInteractor())
        let view = MessageView(presenter: presenter)
        return Assembly(
            view: view, input: presenter, connectOutput: { presenter.output = $0 },
            slots: ["header"], roles: [presenter, presenter.interactor])
    }
}

// MARK: Header (embedded, needs only the message id)

@MainActor protocol HeaderInput: AnyObject { func configure(messageID: Int) }
enum HeaderModule: Module { typealias Input = HeaderInput }
@MainActor final class HeaderView: ModuleView {}
@MainActor final class HeaderPresenter: HeaderInput {
    var messageID = 0
    func configure(messageID: Int) { self.messageID = messageID }
}
@MainActor final class HeaderBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<HeaderModule>) throws -> Assembly<HeaderModule> {
        let presenter = HeaderPresenter()
        return Assembly(view: HeaderView(), input: presenter, roles: [presenter])
    }
}

// MARK: Contact picker (hands a result back)

@MainActor protocol ContactPickerInput: AnyObject {
    func configure(filter: String)
    func pick(_ contact: String) throws
    func cancel() throws
}
enum ContactPicker: Module {
    typealias Input = ContactPickerInput
    typealias Result = String
}
@MainActor final class ContactPickerView: ModuleView {}
@MainActor final class ContactPickerPresenter: ContactPickerInput {
    let router: Router<ContactPicker>
    var filter = ""
    init(router: Router<ContactPicker>) { self.router = router }
    func configure(filter: String) { self.filter = filter }
    func pick(_ contact: String) throws { try router.close(returning: contact) }
    func cancel() throws { try router.close() }
}
@MainActor final class ContactPickerBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ContactPicker>) throws -> Assembly<ContactPicker> {
        let presenter = ContactPickerPresenter(router: context.router)
        return Assembly(view: ContactPickerView(), input: presenter, roles: [presenter])
    }
}

/// The mail app's container.
func mailContainer(_ extra: (inout ContainerBuilder) -> Void = { _ in }) throws -> Container {
    try Container { builder in
        builder.register(MessageInteractor.init)
        builder.register(onMainActor: InboxBuilder.init).asModuleBuilder()
        builder.register(onMainActor: MessageBuilder.init(makeInteractor:)).asModuleBuilder()
        builder.register(onMainActor: HeaderBuilder.init).asModuleBuilder()
        builder.register(onMainActor: ContactPickerBuilder.init).asModuleBuilder()
        builder.register(onMainActor: AttachmentsBuilder.init).asModuleBuilder()
        extra(&builder)
    }
}

// MARK: Attachments (third step of a deep link; refuses a negative message id)

struct NegativeMessageID: Error {}
@MainActor protocol AttachmentsInput: AnyObject { func configure(messageID: Int) throws }
enum AttachmentsModule: Module { typealias Input = AttachmentsInput }
@MainActor final class AttachmentsView: ModuleView {}
@MainActor final class AttachmentsPresenter: AttachmentsInput {
    var messageID = 0
    func configure(messageID: Int) throws {
        guard messageID >= 0 else { throw NegativeMessageID() }
        self.messageID = messageID
    }
}
@MainActor final class AttachmentsBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<AttachmentsModule>) throws -> Assembly<AttachmentsModule> {
        let presenter = AttachmentsPresenter()
        return Assembly(view: AttachmentsView(), input: presenter, roles: [presenter])
    }
}

@MainActor
func mailRoutes() throws -> RouteRegistry {
    var routes = RouteRegistry(scheme: "mail")
    try routes.add("inbox", opens: InboxModule.self) { input, _ in input.show(folder: "inbox") }
    try routes.add("folder/:name", opens: InboxModule.self) { input, parameters in input.show(folder: try parameters.string("name")) }
    try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
        input.configure(messageID: try parameters.int("id"))
    }
    try routes.add("attachments", opens: AttachmentsModule.self) { input, parameters in
        try input.configure(messageID: try parameters.int("id"))
    }
    try routes.add("message/:id/raw", opens: AttachmentsModule.self) { input, parameters in
        try input.configure(messageID: try parameters.int("id"))
    }
    return routes
}
