import DocTestSupport
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Snippet: edit-note
struct Note: Identifiable, Sendable { let id: Int; var text: String }

@MainActor protocol NoteEditorInput: AnyObject { func edit(_ note: Note) }
enum NoteEditor: Module {                    // a module: the editor screen
    typealias Input = NoteEditorInput
    typealias Result = String                // the new text; nil if the user backs out
}

struct EditNote: Activity {                  // the screen's logic, apart from its view
    let note: Note                           // its data: fixed for its whole life
    struct Configuration: Sendable { var style: PresentationStyle }   // set before start

    func run(_ scope: ActivityScope<Self>) async throws -> Note? {
        let note = self.note
        let text = try await scope.ui.present(NoteEditor.self, style: scope.configuration.style) {
            $0.edit(note); return nil         // drive the module, await what it hands back
        }
        guard let text else { return nil }
        var edited = note
        edited.text = text
        try scope.model.save(edited)         // into the model context it was handed...
        try scope.model.commit()             // ...and from a scratchpad into its parent
        return edited
    }
}

func editNote(_ note: Note, on stack: ActivityStack) async throws -> Note? {
    let edit = EditNote(note: note).configured(with: .init(style: .modal))  // only configured ones start
    let handle = try stack.start(edit) { $0.model = $0.model.scratchpad() } // a copy it may throw away
    return try await handle.result           // typed; throws ActivityError if cancelled or failed
}
// Snippet: end

@MainActor final class NoteEditorPresenter: NoteEditorInput {
    let router: Router<NoteEditor>
    let shown: Signal<NoteEditorPresenter>
    var note: Note?
    init(router: Router<NoteEditor>, shown: Signal<NoteEditorPresenter>) {
        self.router = router
        self.shown = shown
    }
    func edit(_ note: Note) {
        self.note = note
        shown.send(self)
    }
    func done(_ text: String) throws { try router.close(returning: text) }
}

@MainActor final class NoteEditorView: ModuleView {}

@MainActor final class NoteEditorBuilder: ModuleBuilder {
    let shown: Signal<NoteEditorPresenter>
    init(shown: Signal<NoteEditorPresenter>) { self.shown = shown }
    func build(_ context: ModuleContext<NoteEditor>) throws -> Assembly<NoteEditor> {
        let presenter = NoteEditorPresenter(router: context.router, shown: shown)
        return Assembly(view: NoteEditorView(), input: presenter, roles: [presenter])
    }
}

@MainActor
@Suite("Docs: activities")
struct DocsActivityTests {
    @Test("the edit-a-post example runs on the headless host, through the module tree")
    func onTheHeadlessHost() async throws {
        let shown = Signal<NoteEditorPresenter>()
        let container = try Container { builder in
            builder.register { shown }
            builder.register(onMainActor: NoteEditorBuilder.init(shown:)).asModuleBuilder()
        }
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let model = ModelContext()
        try model.save(Note(id: 1, text: "milk"))
        let stack = ActivityStack(context: ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree), model: model))

        let edited = Task { try await editNote(Note(id: 1, text: "milk"), on: stack) }
        let editor = try #require(await shown.next())
        #expect(editor.note?.text == "milk")
        #expect(model.fetch(Note.self, id: 1)?.text == "milk")
        try editor.done("oat milk")
        #expect(try await edited.value?.text == "oat milk")
        #expect(model.fetch(Note.self, id: 1)?.text == "oat milk")
        #expect(tree.openModules.isEmpty)
    }

    @Test("the same activity with a fake facade: no UI at all")
    func withAFakeFacade() async throws {
        let fake = FakeFacade()
        fake.reply(to: NoteEditor.self, with: nil)   // the user backs out
        let model = ModelContext()
        let stack = ActivityStack(context: ActivityContext(services: try Container { _ in }, ui: fake, model: model))
        #expect(try await editNote(Note(id: 1, text: "milk"), on: stack) == nil)
        #expect(fake.events == [.display("NoteEditor", .modal, theme: "standard"), .awaitResult("NoteEditor"), .closed("NoteEditor")])
        #expect(model.count(of: Note.self) == 0)
    }

    @Test("the article shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("edit-note", on: "Sources/Mosaic/Mosaic.docc/Activities.md")
    }
}
