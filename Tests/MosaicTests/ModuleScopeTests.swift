import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// A compose module whose presenter and interactor share one draft per open module: the draft is
// a module-scoped instance, made on first `shared()` and released when the module closes.

final class Draft { var text = "" }

@MainActor protocol DraftInput: AnyObject {
    var draft: Draft { get }
    var interactorDraft: Draft { get }
    var router: Router<DraftModule> { get }
}
enum DraftModule: Module { typealias Input = DraftInput }
@MainActor final class DraftView: ModuleView {}
final class DraftInteractor {
    let draft: Draft
    init(draft: Draft) { self.draft = draft }
}
@MainActor final class DraftPresenter: DraftInput {
    let draft: Draft
    let interactor: DraftInteractor
    let router: Router<DraftModule>
    var interactorDraft: Draft { interactor.draft }
    init(draft: Draft, interactor: DraftInteractor, router: Router<DraftModule>) {
        self.draft = draft
        self.interactor = interactor
        self.router = router
    }
}
@MainActor final class DraftBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<DraftModule>) throws -> Assembly<DraftModule> {
        let interactor = DraftInteractor(draft: try context.shared())
        let presenter = DraftPresenter(draft: try context.shared(), interactor: interactor, router: context.router)
        return Assembly(view: DraftView(), input: presenter, roles: [presenter, interactor])
    }
}

@MainActor
@Suite("Module-scoped instances and configuring open modules")
struct ModuleScopeTests {
    let host = HeadlessHost()
    let tree: ModuleTree
    let inbox: InboxPresenter

    init() throws {
        tree = ModuleTree(
            container: try mailContainer { builder in
                builder.register(Draft.init)
                builder.register(onMainActor: DraftBuilder.init).asModuleBuilder()
            },
            host: host)
        inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
    }

    @Test("roles of one module share its module-scoped instance; another open module gets its own")
    func sharedWithinModule() throws {
        let first = try inbox.router.open(DraftModule.self).input
        #expect(first.draft === first.interactorDraft)
        #expect(try first.router.shared(Draft.self) === first.draft, "roles can reach it after build")
        let second = try first.router.open(DraftModule.self).input
        #expect(second.draft !== first.draft)
    }

    @Test("a module-scoped instance is released when its module closes, and a kept one is reported")
    func releasedOnClose() throws {
        let tracker = LeakTracker(watching: tree)
        weak var released: Draft?
        do {
            let compose = try inbox.router.open(DraftModule.self).input
            released = compose.draft
            try compose.router.close()
        }
        #expect(released == nil)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")

        var kept: Draft?
        do {
            let compose = try inbox.router.open(DraftModule.self).input
            kept = compose.draft
            try compose.router.close()
        }
        #expect(tracker.leaks == ["DraftModule: Draft"], "the tracker watches module-scoped instances too")
        #expect(kept != nil)
    }

    @Test("asking a closed module's router for a module-scoped instance says which module and why")
    func sharedAfterClose() throws {
        let compose = try inbox.router.open(DraftModule.self).input
        let router = compose.router
        try router.close()
        let error = try #require(throws: TransitionError.self) { try router.shared(Draft.self) }
        #expect(error.description == "cannot resolve Draft in DraftModule: the module is closed")
    }

    @Test("configuring an open module goes through its Input; a closed one or a wrong Input type is an error")
    func configureOpenModule() throws {
        _ = try inbox.openMessage(1)
        let node = try #require(tree.openModules.last)
        try node.configure(as: (any MessageInput).self) { $0.configure(messageID: 9) }
        #expect(node.input(as: (any MessageInput).self)?.messageID == 9)

        let wrongType = try #require(throws: TransitionError.self) {
            try node.configure(as: (any HeaderInput).self) { $0.configure(messageID: 1) }
        }
        #expect(wrongType.description.hasPrefix("cannot configure MessageModule: its Input is a MessagePresenter, not a"))

        struct Refused: Error {}
        let refused = try #require(throws: TransitionError.self) {
            try node.configure(as: (any MessageInput).self) { _ in throw Refused() }
        }
        #expect(refused.description == "cannot configure MessageModule: Refused()")

        try node.close()
        let closed = try #require(throws: TransitionError.self) {
            try node.configure(as: (any MessageInput).self) { $0.configure(messageID: 3) }
        }
        #expect(closed.description == "cannot configure MessageModule: the module is closed")
    }
}
