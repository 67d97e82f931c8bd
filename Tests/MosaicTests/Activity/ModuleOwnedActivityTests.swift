import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Activities: owned by a module")
struct ModuleOwnedActivityTests {
    @Test("closing a module cancels the activities it started; its path starts with the module")
    func closingCancels() async throws {
        let container = try mailContainer()
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        let message = try inbox.openMessage(7)
        let context = ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree))
        let started = Signal<String>()
        let log = Log()
        let sync = try message.router.start(StepActivity(name: "sync", wait: .cancellation, started: started, log: log), context: context)
        _ = await started.next()
        #expect(sync.node.path == "MessageModule › StepActivity")
        try message.router.close()
        let error = await #expect(throws: ActivityError.self) { try await sync.result }
        #expect(error?.description == "MessageModule › StepActivity was cancelled (step: run)")
        #expect(await log.entries == ["sync start", "sync cancelled"])

        let late = #expect(throws: ActivityError.self) {
            try message.router.start(StepActivity(name: "late"), context: context)
        }
        #expect(late?.description == "cannot start StepActivity: its module MessageModule is closed")
    }

    @Test("a module's user interface facade shows screens over the front module of its tree")
    func userInterfaceFacade() async throws {
        let container = try mailContainer()
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        let message = try inbox.openMessage(7)
        let ui = try #require(inbox.router.userInterface)
        #expect(ui.tree === tree)
        #expect(ui.front === tree.openModules.last)
        try message.router.close()
        #expect(ui.front === tree.root)
    }
}
