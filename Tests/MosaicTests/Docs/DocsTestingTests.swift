import DocTestSupport
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Docs: testing without a device")
struct DocsTestingTests {
    // Snippet: testing-refused
    @Test("a refused transition changes nothing, and closing leaks nothing")
    func refusedThenClosed() throws {
        let container = try Container { builder in registerGreetingApp(&builder) }
        let host = HeadlessHost()
        let tree = ModuleTree(container: container, host: host)
        let tracker = LeakTracker(watching: tree)
        let home = try tree.start(HomeModule.self).input

        host.refuseNext = HostBusy()                       // the screen says no, once
        #expect(throws: TransitionError.self) { try home.greetSomeone(named: "Ada") }
        #expect(tree.openModules.map(\.name) == ["HomeModule"])
        #expect(host.stack.count == 1)                     // nothing moved

        try home.greetSomeone(named: "Ada")
        host.userSwipesBack(in: tree)                      // the user closes it on their own
        #expect(tree.openModules.map(\.name) == ["HomeModule"])
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")  // its view and presenter are gone
    }
    // Snippet: end

    // Snippet: testing-fake-facade
    @Test("editing a note the user backs out of saves nothing")
    func backingOut() async throws {
        let fake = FakeFacade()
        fake.reply(to: NoteEditor.self, with: nil)         // the user backs out
        let model = ModelContext()
        let stack = ActivityStack(context: ActivityContext(services: try Container { _ in }, ui: fake, model: model))

        #expect(try await editNote(Note(id: 1, text: "milk"), on: stack) == nil)
        #expect(fake.events == [.display("NoteEditor", .modal, theme: "standard"),
                                .awaitResult("NoteEditor"), .closed("NoteEditor")])
        #expect(model.count(of: Note.self) == 0)
    }
    // Snippet: end

    @Test("the article shows exactly this code", arguments: ["testing-refused", "testing-fake-facade"])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/MosaicTesting/MosaicTesting.docc/TestingWithoutADevice.md")
    }
}
