import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Seed 000's message screen: a scroll stack of independent submodules. The header needs only the
// message id; contacts load and start collapsed; attachments split into images and documents
// (hidden when there are none); the body is slow. Each submodule owns its collapse and loading
// state and reports it through its section.

@MainActor protocol StackedInput: AnyObject { func configure(messageID: Int, section: SectionReporter?) }

enum ContactsSectionModule: Module { typealias Input = StackedInput }
enum AttachmentsSectionModule: Module { typealias Input = StackedInput }
enum BodySectionModule: Module { typealias Input = StackedInput }
enum BrokenSectionModule: Module { typealias Input = StackedInput }
enum MessageScreenModule: Module { typealias Input = MessageScreenPresenter }

@MainActor final class SectionView: ModuleView {}
@MainActor final class MessageScreenView: ModuleView {}

struct Attachment: Sendable, Equatable { let name: String; let isImage: Bool }
struct AttachmentService: Sendable {
    let byMessage: [Int: [Attachment]]
    func attachments(of messageID: Int) -> [Attachment] { byMessage[messageID] ?? [] }
}

@MainActor final class ContactsSectionPresenter: StackedInput {
    var section: SectionReporter?
    var expanded = false
    func configure(messageID: Int, section: SectionReporter?) {
        self.section = section
        section?.report(.ready(expanded: false))
    }
    func toggle() {
        expanded.toggle()
        section?.report(.ready(expanded: expanded))
    }
}

@MainActor final class AttachmentsSectionPresenter: StackedInput {
    let service: AttachmentService
    var images: [Attachment] = []
    var documents: [Attachment] = []
    init(service: AttachmentService) { self.service = service }
    func configure(messageID: Int, section: SectionReporter?) {
        let all = service.attachments(of: messageID)
        images = all.filter(\.isImage)
        documents = all.filter { !$0.isImage }
        section?.report(all.isEmpty ? .hidden : .ready(expanded: false))
    }
}

@MainActor final class BodySectionPresenter: StackedInput {
    var section: SectionReporter?
    var text: String?
    func configure(messageID: Int, section: SectionReporter?) {
        self.section = section
        section?.report(.loading)
    }
    func didLoad(_ text: String) {
        self.text = text
        section?.report(.ready(expanded: true))
    }
}

struct SectionBuildFailure: Error, CustomStringConvertible { var description: String { "renderer unavailable" } }

@MainActor final class MessageScreenPresenter {
    let stack: ScrollStack
    let router: Router<MessageScreenModule>
    init(router: Router<MessageScreenModule>, messageID: Int) throws {
        self.router = router
        stack = try ScrollStack(in: "MessageScreenModule", sections: [
            StackSection("header", HeaderModule.self) { input, _ in input.configure(messageID: messageID); return nil },
            StackSection("contacts", ContactsSectionModule.self) { input, section in
                input.configure(messageID: messageID, section: section); return nil
            },
            StackSection("attachments", AttachmentsSectionModule.self) { input, section in
                input.configure(messageID: messageID, section: section); return nil
            },
            StackSection("broken", BrokenSectionModule.self),
            StackSection("body", BodySectionModule.self) { input, section in
                input.configure(messageID: messageID, section: section); return nil
            },
        ])
    }
    func section<P>(_ slot: String, as type: P.Type) -> P? {
        router.isOpen ? tree?.root?.subtree.first { $0.style == .embedded(slot: slot) }?.input(as: P.self) : nil
    }
    weak var tree: ModuleTree?
}

@MainActor final class MessageScreenBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<MessageScreenModule>) throws -> Assembly<MessageScreenModule> {
        let presenter = try MessageScreenPresenter(router: context.router, messageID: 42)
        return Assembly(view: MessageScreenView(), input: presenter, slots: presenter.stack.slots, roles: [presenter])
    }
}

@MainActor final class SectionBuilder<M: Module>: ModuleBuilder where M.Input == any StackedInput, M.Output == Never {
    let make: @MainActor (ModuleContext<M>) throws -> any StackedInput
    init(_ make: @escaping @MainActor (ModuleContext<M>) throws -> any StackedInput) { self.make = make }
    func build(_ context: ModuleContext<M>) throws -> Assembly<M> {
        let presenter = try make(context)
        return Assembly(view: SectionView(), input: presenter, roles: [presenter])
    }
}

func messageScreenContainer(attachments: [Attachment]) throws -> Container {
    try mailContainer { builder in
        builder.register(value: AttachmentService(byMessage: [42: attachments]))
        builder.register(onMainActor: MessageScreenBuilder.init).asModuleBuilder()
        builder.register(onMainActor: { SectionBuilder<ContactsSectionModule> { _ in ContactsSectionPresenter() } })
            .asModuleBuilder()
        builder.register(onMainActor: {
            SectionBuilder<AttachmentsSectionModule> { AttachmentsSectionPresenter(service: try $0.resolve()) }
        }).asModuleBuilder()
        builder.register(onMainActor: { SectionBuilder<BodySectionModule> { _ in BodySectionPresenter() } })
            .asModuleBuilder()
        builder.register(onMainActor: { SectionBuilder<BrokenSectionModule> { _ in throw SectionBuildFailure() } })
            .asModuleBuilder()
    }
}

@MainActor
@Suite("Composition: scroll stack")
struct ScrollStackTests {
    let host = HeadlessHost()
    let tree: ModuleTree
    let screen: MessageScreenPresenter
    var layouts: [[String]] = []

    init() throws {
        tree = ModuleTree(
            container: try messageScreenContainer(attachments: [
                Attachment(name: "cat.png", isImage: true), Attachment(name: "cv.pdf", isImage: false),
            ]),
            host: host)
        screen = try tree.start(MessageScreenModule.self).input
        screen.tree = tree
    }

    @Test("sections are laid out in declared order, each with the state its own submodule reports")
    func layoutInOrder() throws {
        var changes = 0
        screen.stack.onLayoutChange = { _ in changes += 1 }
        screen.stack.load(using: screen.router)
        #expect(screen.stack.layout.map(\.description) == [
            "header: expanded", "contacts: collapsed", "attachments: collapsed",
            "broken: failed: cannot build BrokenSectionModule from MessageScreenModule: renderer unavailable",
            "body: loading",
        ])
        #expect(changes >= 4, "the host hears about every change")
        let attachments = try #require(screen.section("attachments", as: AttachmentsSectionPresenter.self))
        #expect(attachments.images.map(\.name) == ["cat.png"])
        #expect(attachments.documents.map(\.name) == ["cv.pdf"])
        #expect(tree.description == """
            MessageScreenModule [active] root
              HeaderModule [active] embedded(header)
              ContactsSectionModule [active] embedded(contacts)
              AttachmentsSectionModule [active] embedded(attachments)
              BodySectionModule [active] embedded(body)
            """)
    }

    @Test("each submodule owns its collapse state; a slow one finishes without holding the others back")
    func ownStateAndSlowSection() throws {
        screen.stack.load(using: screen.router)
        let contacts = try #require(screen.section("contacts", as: ContactsSectionPresenter.self))
        contacts.toggle()
        #expect(screen.stack.state(of: "contacts") == .ready(expanded: true))
        #expect(screen.stack.state(of: "body") == .loading)
        let body = try #require(screen.section("body", as: BodySectionPresenter.self))
        body.didLoad("Hello")
        #expect(screen.stack.state(of: "body") == .ready(expanded: true))
        #expect(screen.stack.state(of: "header") == .ready(expanded: true))
    }

    @Test("a failing section is a placeholder with a typed error naming it; the others work")
    func failingSection() throws {
        screen.stack.load(using: screen.router)
        let error = try #require(screen.stack.failures["broken"])
        #expect(error.description == "ScrollStack in MessageScreenModule: section broken failed: cannot build BrokenSectionModule from MessageScreenModule: renderer unavailable")
        #expect(tree.openModules.count == 5, "no half-built section in the tree")
        screen.stack.load(using: screen.router)
        #expect(tree.openModules.count == 5, "loading again retries only the failed section")
    }

    @Test("a section with nothing to show hides itself")
    func hiddenSection() throws {
        let tree = ModuleTree(container: try messageScreenContainer(attachments: []), host: HeadlessHost())
        let screen = try tree.start(MessageScreenModule.self).input
        screen.stack.load(using: screen.router)
        #expect(screen.stack.state(of: "attachments") == .hidden)
    }

    @Test("a stack submodule also opens full screen on its own, with no stack around it")
    func sectionFullScreen() throws {
        let attachments = try screen.router.open(AttachmentsSectionModule.self) { input in
            input.configure(messageID: 42, section: nil)
            return nil
        }
        let presenter = try #require(attachments.input as? AttachmentsSectionPresenter)
        #expect(presenter.images.count == 1)
        #expect(host.top is SectionView)
    }

    @Test("two sections with one slot name are refused when the stack is made")
    func duplicateSlot() throws {
        let error = try #require(throws: CompositionError.self) {
            try ScrollStack(in: "MessageScreenModule", sections: [
                StackSection("body", BodySectionModule.self), StackSection("body", HeaderModule.self),
            ])
        }
        #expect(error.description == "ScrollStack in MessageScreenModule: the name body is used twice")
    }

    @Test("closing the screen closes every section and releases them all")
    func closeReleasesSections() throws {
        let tracker = LeakTracker(watching: tree)
        screen.stack.load(using: screen.router)
        try screen.router.close()
        #expect(tracker.closedCount == 5)
        #expect(tracker.leaks.filter { !$0.hasPrefix("MessageScreenModule") }.isEmpty, "\(tracker.leaks)")
    }
}
