import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Modules and transitions")
struct TransitionTests {
    let host = HeadlessHost()
    let tree: ModuleTree
    let inbox: InboxPresenter

    init() throws {
        tree = ModuleTree(container: try mailContainer(), host: host)
        let input = try tree.start(InboxModule.self) { $0.show(folder: "inbox"); return nil }.input
        inbox = try #require(input as? InboxPresenter)
    }

    @Test("open configures the module through its Input, and its Output reaches the opener's presenter")
    func openWithConfiguration() throws {
        let message = try inbox.openMessage(42)
        #expect(message.messageID == 42)
        #expect(host.transitions == [.show("InboxView", .root), .show("MessageView", .push)])
        #expect(tree.description == "InboxModule [inactive] root\n  MessageModule [active] push")
        let presenter = try #require(message as? MessagePresenter)
        try presenter.archive()
        #expect(inbox.archived == [42], "data came back presenter to presenter")
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.transitions.last == .remove("MessageView"))
    }

    @Test("an awaited open returns the module's result when it closes, nil when it closes without one")
    func asyncOpenReturnsResult() async throws {
        let router = inbox.router
        let picked = Task { @MainActor in
            try await router.result(of: ContactPicker.self, style: .modal) { $0.configure(filter: "favourites"); return nil }
        }
        await Task.yield()
        let picker = try #require(tree.openModules.last)
        #expect(picker.name == "ContactPicker")
        try picker.router(as: ContactPicker.self)?.close(returning: "Ada")
        #expect(try await picked.value == "Ada")

        let cancelled = Task { @MainActor in try await router.result(of: ContactPicker.self, style: .modal) }
        await Task.yield()
        host.userSwipesBack(in: tree)
        #expect(try await cancelled.value == nil)
    }

    @Test("a module closes with a value of its Result type (another type does not compile)")
    func typedResult() async throws {
        let router = inbox.router
        let picked = Task { @MainActor in try await router.result(of: ContactPicker.self, style: .modal) }
        await Task.yield()
        let picker = try #require(tree.openModules.last)
        #expect(picker.router(as: InboxModule.self) == nil, "a router is handed out only for the module's own type")
        try picker.router(as: ContactPicker.self)?.close(returning: "Grace")
        #expect(try await picked.value == "Grace")
    }

    @Test("a module embeds a child into a named slot; closing the parent closes the child")
    func embedAndClose() throws {
        let message = try inbox.openMessage(7)
        let header = try message.router.embed(HeaderModule.self, in: "header") { $0.configure(messageID: 7); return nil }
        #expect((header.input as? HeaderPresenter)?.messageID == 7)
        #expect(tree.description == """
            InboxModule [inactive] root
              MessageModule [active] push
                HeaderModule [active] embedded(header)
            """)
        try message.router.close()
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.transitions.suffix(2) == [.remove("HeaderView"), .remove("MessageView")])
    }

    @Test("embedding into a missing or taken slot is an error naming the module and the slot, and changes nothing")
    func badSlots() throws {
        let message = try inbox.openMessage(1)
        let missing = #expect(throws: TransitionError.self) { try message.router.embed(HeaderModule.self, in: "footer") }
        #expect(missing?.description == "cannot embed HeaderModule into slot footer of MessageModule: no such slot")
        try message.router.embed(HeaderModule.self, in: "header")
        let taken = #expect(throws: TransitionError.self) { try message.router.embed(HeaderModule.self, in: "header") }
        #expect(taken?.description == "cannot embed HeaderModule into slot header of MessageModule: HeaderModule is already there")
        #expect(tree.openModules.count == 3)
    }

    @Test("a close the host makes on its own is reported into the tree, which then matches the screen")
    func hostInitiatedClose() throws {
        let message = try inbox.openMessage(3)
        try message.router.embed(HeaderModule.self, in: "header")
        host.userSwipesBack(in: tree)
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.stack.count == 1)
        #expect(!message.router.isOpen)
        #expect((message as? MessagePresenter)?.closed == true)
    }

    @Test("closing twice, or opening from a closed module, is a typed error naming module and step")
    func closedModules() throws {
        let message = try inbox.openMessage(5)
        try message.router.close()
        let twice = #expect(throws: TransitionError.self) { try message.router.close() }
        #expect(twice?.description == "cannot close MessageModule: the module is closed")
        let reopen = #expect(throws: TransitionError.self) { try message.router.open(HeaderModule.self) }
        #expect(reopen?.description == "cannot open HeaderModule from MessageModule: the module is closed")
        #expect(tree.description == "InboxModule [active] root")
    }

    @Test("a module whose builder is not registered cannot be opened, and the tree is unchanged")
    func missingBuilder() throws {
        enum Unknown: Module { typealias Input = Void }
        let error = #expect(throws: TransitionError.self) { try inbox.router.open(Unknown.self) }
        #expect(error?.description.hasPrefix("cannot open Unknown from InboxModule: no builder registered") == true)
        #expect(tree.description == "InboxModule [active] root")
    }

    @Test("a configuration that throws, or a host that refuses, leaves the tree as it was")
    func failedOpenChangesNothing() throws {
        struct Nope: Error {}
        let configure = #expect(throws: TransitionError.self) {
            try inbox.router.open(MessageModule.self) { _ in throw Nope() }
        }
        #expect(configure?.step == .configure)
        host.refuseNext = Nope()
        let refused = #expect(throws: TransitionError.self) { try inbox.openMessage(9) }
        #expect(refused?.description.contains("the host refused") == true)
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.stack.count == 1)
    }

    @Test("lifecycle hooks follow the screen: resign when covered, active when uncovered")
    func lifecycleHooks() throws {
        #expect(inbox.events == ["active"])
        let message = try inbox.openMessage(1)
        #expect(inbox.events == ["active", "resign"])
        try message.router.close()
        #expect(inbox.events == ["active", "resign", "active"])
    }

    @Test("close back to an ancestor closes everything above it")
    func closeBack() throws {
        let first = try inbox.openMessage(1)
        let second = try first.router.open(MessageModule.self) { $0.configure(messageID: 2); return nil }
        #expect(tree.openModules.count == 3)
        try second.router.closeBack(to: InboxModule.self)
        #expect(tree.description == "InboxModule [active] root")
        let error = #expect(throws: TransitionError.self) { try inbox.router.closeBack(to: MessageModule.self) }
        #expect(error?.description == "cannot close InboxModule back to MessageModule: MessageModule is not below it")
    }

    @Test("tasks a module starts are cancelled when it closes")
    func tasksAreCancelled() async throws {
        let message = try inbox.openMessage(1)
        let started = AsyncStream<Void>.makeStream()
        let finished = AsyncStream<Bool>.makeStream()
        message.router.task {
            started.continuation.yield()
            // Long enough that only the cancellation ends it, even on a machine stalled by load.
            try? await Task.sleep(for: .seconds(600))
            finished.continuation.yield(Task.isCancelled)
        }
        var startedIterator = started.stream.makeAsyncIterator()
        _ = await startedIterator.next()
        try message.router.close()
        var finishedIterator = finished.stream.makeAsyncIterator()
        #expect(await finishedIterator.next() == true)
    }

    @Test("replacing the root closes the old tree")
    func replaceRoot() throws {
        _ = try inbox.openMessage(1)
        try inbox.router.open(ContactPicker.self, style: .root)
        #expect(tree.description == "ContactPicker [active] root")
        #expect(host.stack.count == 1)
    }

    @Test("1,000 open/configure/close cycles leave no object of a closed module alive")
    func noLeaks() throws {
        let tracker = LeakTracker(watching: tree)
        for id in 0..<1_000 {
            let message = try inbox.openMessage(id)
            try message.router.embed(HeaderModule.self, in: "header") { $0.configure(messageID: id); return nil }
            try message.router.close()
        }
        #expect(tracker.closedCount == 2_000)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks.prefix(5))")
        #expect(inbox.archived.isEmpty)
    }
}

@MainActor
@Suite("Modules: builder instances and cancellation")
struct BuilderInstanceTests {
    @Test("YARCH's form: a builder instance carrying the initial state opens its module")
    func builderWithInitialState() throws {
        struct HeaderState { let messageID: Int }
        @MainActor final class StatefulHeaderBuilder: ModuleBuilder {
            var initialState = HeaderState(messageID: 0)
            init() {}
            func set(initialState: HeaderState) -> Self {
                self.initialState = initialState
                return self
            }
            func build(_ context: ModuleContext<HeaderModule>) throws -> Assembly<HeaderModule> {
                let presenter = HeaderPresenter()
                presenter.configure(messageID: initialState.messageID)
                return Assembly(view: HeaderView(), input: presenter, roles: [presenter])
            }
        }
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        let inbox = try tree.start(InboxModule.self).input
        let router = try #require(tree.root?.router(as: InboxModule.self))
        _ = inbox
        let header = try router.open(using: StatefulHeaderBuilder().set(initialState: HeaderState(messageID: 3)))
        #expect((header.input as? HeaderPresenter)?.messageID == 3)
        #expect(tree.openModules.map(\.name) == ["InboxModule", "HeaderModule"])
    }

    @Test("cancelling the task that awaits an open closes the module and returns nil")
    func cancelAwaitedOpen() async throws {
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        try tree.start(InboxModule.self)
        let router = try #require(tree.root?.router(as: InboxModule.self))
        let waiting = Task { @MainActor in try await router.result(of: ContactPicker.self, style: .modal) }
        await Task.yield()
        #expect(tree.openModules.count == 2)
        waiting.cancel()
        #expect(try await waiting.value == nil)
        await Task.yield()
        #expect(tree.openModules.map(\.name) == ["InboxModule"])
    }
}
