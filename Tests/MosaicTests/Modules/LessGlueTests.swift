import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// The short form: a module is a contract, a presenter, a view and one registration.
enum Welcome: Module { typealias Input = WelcomePresenter }
@MainActor final class WelcomeView: ModuleView {}
@MainActor final class WelcomePresenter {
    var name = ""
    var received: [String] = []
    init() {}
}

/// A screen that shows a header from the start: embedded once, by its builder.
enum Article: Module { typealias Input = ArticlePresenter }
@MainActor final class ArticleView: ModuleView {}
@MainActor final class ArticlePresenter {
    let router: Router<Article>
    var header: (any HeaderInput)?
    init(router: Router<Article>) { self.router = router }
}

struct Memo: Identifiable, Sendable, Equatable {
    let id: Int
    var text: String
}

/// Counts how many headers were built.
@MainActor final class BuildCount {
    var headers = 0
    init() {}
}

@MainActor
func glueContainer(_ count: BuildCount) throws -> Container {
    try mailContainer { builder in
        builder.register(module: Welcome.self) { _ in Assembly(view: WelcomeView(), input: WelcomePresenter()) }
        builder.register(module: Article.self) { context in
            let presenter = ArticlePresenter(router: context.router)
            presenter.header = try context.embed(HeaderModule.self, in: "header") { $0.configure(messageID: 3); return nil }.input
            count.headers += 1
            return Assembly(view: ArticleView(), input: presenter, slots: ["header"], roles: [presenter])
        }
    }
}

@MainActor
@Suite("Modules: less glue")
struct LessGlueTests {
    @Test("a module registered in one line with a closure opens like any other")
    func shortForm() throws {
        let tree = ModuleTree(container: try glueContainer(BuildCount()), host: HeadlessHost())
        let greeting = try tree.start(Welcome.self) { $0.name = "Ada"; return nil }
        #expect(greeting.input.name == "Ada")
        #expect(tree.description == "Welcome [active] root")
    }

    @Test("a child embedded by the builder is shown with its module, once: coming back to the front does not embed it again")
    func embedOnce() throws {
        let count = BuildCount()
        let host = HeadlessHost()
        let tree = ModuleTree(container: try glueContainer(count), host: host)
        let article = try tree.start(Article.self)
        #expect(host.transitions == [.show("ArticleView", .root), .show("HeaderView", .embedded(slot: "header"))])
        #expect((article.input.header as? HeaderPresenter)?.messageID == 3)
        let cover = try article.router.open(Welcome.self, style: .modal)
        try cover.router.close()
        #expect(tree.description == "Article [active] root\n  HeaderModule [active] embedded(header)")
        #expect(count.headers == 1)
        screenMatchesTree(host, tree)
    }

    @Test("a child embedded by the builder into a slot the module does not declare is an error, and nothing is left")
    func embedUndeclared() throws {
        let tree = ModuleTree(
            container: try mailContainer { builder in
                builder.register(module: Article.self) { context in
                    try context.embed(HeaderModule.self, in: "footer")
                    return Assembly(view: ArticleView(), input: ArticlePresenter(router: context.router), slots: ["header"])
                }
            },
            host: HeadlessHost())
        let tracker = LeakTracker(watching: tree)
        let error = try #require(throws: TransitionError.self) { try tree.start(Article.self) }
        #expect(error.description == "cannot embed HeaderModule into slot footer of Article: no such slot")
        #expect(tree.root == nil)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
    }

    @Test("a test awaits the module the host displays")
    func waitUntilDisplayed() async throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        let router = inbox.router
        let picked = Task { @MainActor in try await router.result(of: ContactPicker.self, style: .modal) }
        let picker = await host.waitUntilDisplayed(ContactPicker.self, in: tree)
        try picker.input.pick("Ada")
        #expect(try await picked.value == "Ada")
    }

    @Test("a presenter receives an async sequence on the main actor while its module is open, and nothing after")
    func receive() async throws {
        let tree = ModuleTree(container: try glueContainer(BuildCount()), host: HeadlessHost())
        let greeting = try tree.start(Welcome.self)
        let events = AsyncStream<String>.makeStream()
        let delivered = AsyncStream<Void>.makeStream()
        greeting.router.receive(events.stream) { value in
            greeting.input.received.append(value)
            delivered.continuation.yield()
        }
        var arrivals = delivered.stream.makeAsyncIterator()
        events.continuation.yield("one")
        _ = await arrivals.next()
        events.continuation.yield("two")
        _ = await arrivals.next()
        #expect(greeting.input.received == ["one", "two"])
        try tree.start(Welcome.self)
        events.continuation.yield("three")
        events.continuation.finish()
        for _ in 0..<100 { await Task.yield() }
        #expect(greeting.input.received == ["one", "two"], "the module closed: its loop was cancelled")
    }

    @Test("a presenter observes a model in a store by id, without a hand-written hop")
    func observeStore() async throws {
        let tree = ModuleTree(container: try glueContainer(BuildCount()), host: HeadlessHost())
        let greeting = try tree.start(Welcome.self)
        let notes = ModelStore<Memo>(InMemoryStore(name: "notes"))
        let delivered = AsyncStream<Void>.makeStream()
        try greeting.router.observe(notes, id: 1) { note in
            greeting.input.received.append(note?.text ?? "none")
            delivered.continuation.yield()
        }
        var arrivals = delivered.stream.makeAsyncIterator()
        _ = await arrivals.next()
        try notes.save(Memo(id: 1, text: "hello"))
        _ = await arrivals.next()
        #expect(greeting.input.received == ["none", "hello"])
    }
}
