import Mosaic
import MosaicDI
import MosaicTesting
import Testing

struct HostBusy: Error {}
struct Refused: Error {}

/// A message module whose builder starts work, as real builders do (a load, a subscription).
@MainActor protocol WorkingInput: AnyObject { func configure(id: Int) throws }
enum WorkingModule: Module { typealias Input = WorkingInput }
@MainActor final class WorkingView: ModuleView {}
@MainActor final class WorkingPresenter: WorkingInput {
    var id = 0
    func configure(id: Int) throws {
        guard id >= 0 else { throw Refused() }
        self.id = id
    }
}

/// Counts the builder's tasks that are still running (not cancelled).
@MainActor final class WorkCounter {
    var running = 0
    init() {}
}

@MainActor
func workingContainer(_ counter: WorkCounter, started: AsyncStream<Void>.Continuation) throws -> Container {
    try mailContainer { builder in
        builder.register(module: WorkingModule.self) { context in
            let presenter = WorkingPresenter()
            counter.running += 1
            context.router.task { @MainActor in
                started.yield()
                try? await Task.sleep(for: .seconds(600))
                counter.running -= 1
            }
            return Assembly(view: WorkingView(), input: presenter, roles: [presenter])
        }
    }
}

@MainActor
@Suite("Modules: all or nothing when a host pushes back")
struct AllOrNothingTests {
    @Test("a deep link the host refuses leaves the tree, the screen and the root's Input exactly as they were")
    func refusedDeepLink() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let inbox = try tree.start(InboxModule.self) { $0.show(folder: "inbox"); return nil }.input
        let tracker = LeakTracker(watching: tree)
        try tree.open(deepLink: "mail://inbox/message/5", routes: try mailRoutes())
        let before = tree.description
        let screen = host.stack.map(ObjectIdentifier.init)
        host.refuseNext = HostBusy()
        let error = try #require(throws: RouteError.self) {
            try tree.open(deepLink: "mail://folder/sent/message/42/attachments", routes: try mailRoutes())
        }
        #expect(error.description.contains("the host refused"))
        #expect(tree.description == before)
        #expect(host.stack.map(ObjectIdentifier.init) == screen)
        #expect((inbox as? InboxPresenter)?.folder == "inbox", "the root's Input was not reconfigured")
        #expect(tree.openModules[1].input(as: (any MessageInput).self)?.messageID == 5)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
        screenMatchesTree(host, tree)
    }

    @Test("a root whose configuration fails after the host applied the link: the screen is put back and the link's modules torn down")
    func rootConfigurationFailsLast() throws {
        struct NoSuchFolder: Error {}
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        try tree.start(InboxModule.self) { $0.show(folder: "inbox"); return nil }
        try tree.open(deepLink: "mail://inbox/message/5", routes: try mailRoutes())
        let before = tree.description
        var routes = RouteRegistry(scheme: "mail")
        try routes.add("bad", opens: InboxModule.self) { _, _ in throw NoSuchFolder() }
        try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
            input.configure(messageID: try parameters.int("id"))
        }
        let tracker = LeakTracker(watching: tree)
        let error = try #require(throws: RouteError.self) { try tree.open(deepLink: "mail://bad/message/9", routes: routes) }
        #expect(error.description == "deep link step bad: cannot configure InboxModule: NoSuchFolder()")
        #expect(tree.description == before)
        #expect(tree.openModules[1].input(as: (any MessageInput).self)?.messageID == 5)
        screenMatchesTree(host, tree)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
    }

    @Test("a module built for an open the host refuses is torn down: its task is cancelled and its roles released", arguments: [
        "host", "configure",
    ])
    func refusedOpenTearsDown(failure: String) async throws {
        let counter = WorkCounter()
        let started = AsyncStream<Void>.makeStream()
        let host = HeadlessHost()
        let tree = ModuleTree(container: try workingContainer(counter, started: started.continuation), host: host)
        let inbox = try tree.start(InboxModule.self).input
        let tracker = LeakTracker(watching: tree)
        if failure == "host" { host.refuseNext = HostBusy() }
        let error = try #require(throws: TransitionError.self) {
            try (inbox as? InboxPresenter)?.router.open(WorkingModule.self) { try $0.configure(id: failure == "host" ? 1 : -1); return nil }
        }
        #expect(error.step == (failure == "host" ? .open : .configure))
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        for _ in 0..<1_000 where counter.running > 0 { await Task.yield() }
        #expect(counter.running == 0, "the builder's task was cancelled")
        #expect(tracker.closedCount == 1, "the torn-down module is reported to the leak tracker")
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
        #expect(tree.description == "InboxModule [active] root")
        screenMatchesTree(host, tree)
    }

    @Test("a deep link whose later step fails tears down the modules built for the earlier steps")
    func laterStepFailure() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        try tree.start(InboxModule.self)
        let tracker = LeakTracker(watching: tree)
        let error = try #require(throws: RouteError.self) {
            try tree.open(deepLink: "mail://inbox/message/-1/attachments", routes: try mailRoutes())
        }
        #expect(error.step == "attachments")
        #expect(tracker.closedCount == 2, "the message and the attachments were built, then torn down")
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.transitions == [.show("InboxView", .root)])
    }

    @Test("closing a module the host refuses to remove leaves it open and on screen")
    func refusedClose() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        let message = try inbox.openMessage(3)
        host.refuseNext = HostBusy()
        let error = try #require(throws: TransitionError.self) { try message.router.close() }
        #expect(error.description == "cannot close MessageModule: the host refused (HostBusy())")
        #expect(message.router.isOpen)
        screenMatchesTree(host, tree)
        try message.router.close()
        #expect(tree.description == "InboxModule [active] root")
    }
}
