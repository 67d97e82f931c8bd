import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// The edit-a-post example, end to end on the headless host: a post list starts PostActivity in a
/// scratchpad of its model; PostActivity drives the PostEditor module through the stack's
/// facade (the module tree) and awaits what it hands back.
@MainActor
@Suite("Activities: PostActivity on the headless host")
struct PostActivityTests {
    let shown = EditorShown()
    let uploading = Signal<Post>()
    let host = HeadlessHost()
    let model = ModelContext()
    let night = Mosaic.Theme(name: "night", tokens: ["background": "#000"])

    func makeStack(api: (any PostAPI)? = nil) throws -> (ActivityStack, ModuleTree) {
        let container = try postContainer(api: api ?? InstantPostAPI(), shown: shown)
        let tree = ModuleTree(container: container, host: host)
        try tree.start(InboxModule.self)
        try model.save(Post(id: 1, title: "Draft"))
        let context = ActivityContext(services: container, theme: night, ui: ModuleTreeFacade(tree: tree), model: model)
        return (ActivityStack(context: context), tree)
    }

    @Test("save: the editor is shown themed and configured with the post; the edit is committed into the list's model")
    func save() async throws {
        let (stack, tree) = try makeStack()
        let list = try stack.start(PostListActivity(postID: 1))
        let editor = try #require(await shown.signal.next())
        #expect(editor.post == Post(id: 1, title: "Draft"))
        #expect(editor.theme == night)
        #expect((host.top as? PostEditorView)?.theme == night, "the facade styles the view before it is shown")
        #expect(tree.description == "InboxModule [inactive] root\n  PostEditor [active] modal")
        #expect(stack.description == "PostListActivity [executing]\n  PostActivity [executing]")
        #expect(stack.top?.path == "PostListActivity › PostActivity")

        try editor.save(title: "Final")
        #expect(try await list.result == Post(id: 1, title: "Final"))
        #expect(model.fetch(Post.self, id: 1)?.title == "Final")
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.transitions == [.show("InboxView", .root), .show("PostEditorView", .modal), .remove("PostEditorView")])
    }

    @Test("discard: nothing reaches the list's model")
    func discard() async throws {
        let (stack, tree) = try makeStack()
        let list = try stack.start(PostListActivity(postID: 1))
        let editor = try #require(await shown.signal.next())
        try editor.discard()
        #expect(try await list.result == nil)
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
        #expect(tree.description == "InboxModule [active] root")
    }

    @Test("a swipe back closes the editor without a result: the activity treats it as a discard")
    func swipeBack() async throws {
        let (stack, _) = try makeStack()
        let list = try stack.start(PostListActivity(postID: 1))
        _ = await shown.signal.next()
        host.userSwipesBack(in: try #require(stack.context.ui as? ModuleTreeFacade).tree)
        #expect(try await list.result == nil)
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
    }

    @Test("cancelled mid-way (saved into the scratchpad, upload running): nothing half-applied in the list's model")
    func cancelMidway() async throws {
        let (stack, _) = try makeStack(api: StallingPostAPI(uploading: uploading))
        let list = try stack.start(PostListActivity(postID: 1))
        let editor = try #require(await shown.signal.next())
        try editor.save(title: "Half")
        #expect(await uploading.next() == Post(id: 1, title: "Half"))
        list.cancel()
        let error = await #expect(throws: ActivityError.self) { try await list.result }
        #expect(error?.isCancellation == true)
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
        #expect(model.count(of: Post.self) == 1)
    }

    @Test("cancelled while the editor is open: the editor is closed and the model untouched")
    func cancelWhileEditing() async throws {
        let (stack, tree) = try makeStack()
        let list = try stack.start(PostListActivity(postID: 1))
        _ = await shown.signal.next()
        stack.cancelAll()
        let error = await #expect(throws: ActivityError.self) { try await list.result }
        #expect(error?.isCancellation == true)
        #expect(tree.description == "InboxModule [active] root")
        #expect(host.transitions.last == .remove("PostEditorView"))
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
    }

    @Test("a missing post fails the list with an error naming the activity and the cause")
    func missingPost() async throws {
        let (stack, _) = try makeStack()
        let error = await #expect(throws: ActivityError.self) { try await stack.start(PostListActivity(postID: 9)).result }
        #expect(error?.description == "PostListActivity failed (step: run): no post 9")
    }

    @Test("a module with no builder: the display error names the activity, the step and the module")
    func unknownModule() async throws {
        enum Unregistered: Module { typealias Input = Void }
        struct Lost: Activity {
            func run(_ scope: ActivityScope<Self>) async throws { _ = try await scope.ui.present(Unregistered.self) }
        }
        let (stack, tree) = try makeStack()
        let error = await #expect(throws: ActivityError.self) { try await stack.start(Lost()).result }
        guard case .failed(let underlying as ActivityError)? = error?.reason else {
            Issue.record("expected a failure carrying the display error, got \(String(describing: error))")
            return
        }
        #expect(underlying.step == "display Unregistered")
        #expect(underlying.description.hasPrefix(
            "cannot display Unregistered from Lost: cannot open Unregistered from InboxModule: no builder registered"))
        #expect(tree.description == "InboxModule [active] root")
    }

    @Test("no leaks after a finished tree: both activities and the editor module are released, 20 rounds")
    func noLeaks() async throws {
        let (stack, tree) = try makeStack()
        let modules = LeakTracker(watching: tree)
        let activities = LeakTracker()
        for round in 0..<20 {
            let list = try stack.start(PostListActivity(postID: 1))
            let editor = try #require(await shown.signal.next())
            let child = try #require(list.node.children.first)
            activities.watch(list.node, named: "PostListActivity #\(round)")
            activities.watch(child, named: "PostActivity #\(round)")
            activities.watch(editor, named: "PostEditorPresenter #\(round)")
            if round.isMultiple(of: 2) { try editor.save(title: "v\(round)") } else { try editor.discard() }
            _ = try await list.result
        }
        #expect(modules.closedCount == 20)
        #expect(await eventually { modules.leaks.isEmpty }, "\(modules.leaks.prefix(5))")
        // The task that ran the last activity may still be letting go of it just after its result arrived.
        #expect(await eventually { activities.leaks.isEmpty }, "\(activities.leaks.prefix(5))")
        #expect(stack.activities.isEmpty)
        #expect(model.fetch(Post.self, id: 1)?.title == "v18")
    }
}

/// The same activity with a fake facade: no tree, no host, no UI at all.
@MainActor
@Suite("Activities: a fake facade")
struct FakeFacadeActivityTests {
    let fake = FakeFacade()
    let model = ModelContext()

    func makeStack(api: any PostAPI = InstantPostAPI()) throws -> ActivityStack {
        try model.save(Post(id: 1, title: "Draft"))
        let services = try Container { $0.register { api } }
        return ActivityStack(context: ActivityContext(services: services, ui: fake, model: model))
    }

    @Test("a scripted reply drives PostActivity to the end; the fake recorded what it was asked")
    func scripted() async throws {
        let stack = try makeStack()
        fake.reply(to: PostEditor.self, with: .save(title: "Final"))
        let edit = PostActivity(editingPost: Post(id: 1, title: "Draft")).configured(with: .init(style: .push))
        let saved = try await stack.start(edit) { $0.model = $0.model.scratchpad() }.result
        #expect(saved == Post(id: 1, title: "Final"))
        #expect(model.fetch(Post.self, id: 1)?.title == "Final")
        #expect(fake.events == [.display("PostEditor", .push, theme: "standard"), .awaitResult("PostEditor"), .closed("PostEditor")])
        #expect(fake.onScreen.isEmpty)
    }

    @Test("a stubbed Input receives the activity's configuration")
    func stubbedInput() async throws {
        @MainActor final class RecordingEditor: PostEditorInput {
            var edited: [Post] = []
            func edit(_ post: Post) { edited.append(post) }
        }
        let stack = try makeStack()
        let editor = RecordingEditor()
        fake.stub(PostEditor.self, input: editor)
        let handle = try stack.start(PostActivity(editingPost: Post(id: 1, title: "Draft")).configured(with: .init(style: .modal)))
        await fake.waitUntilDisplayed(PostEditor.self)
        #expect(editor.edited == [Post(id: 1, title: "Draft")])
        fake.reply(to: PostEditor.self, with: .discard)
        #expect(try await handle.result == nil)
    }

    @Test("cancelled while it waits on a screen: the fake dismisses it, the model is untouched")
    func cancelWhileWaiting() async throws {
        let stack = try makeStack()
        let handle = try stack.start(PostActivity(editingPost: Post(id: 1, title: "Draft")).configured(with: .init(style: .modal))) {
            $0.model = $0.model.scratchpad()
        }
        await fake.waitUntilDisplayed(PostEditor.self)
        handle.cancel()
        let error = await #expect(throws: ActivityError.self) { try await handle.result }
        #expect(error?.isCancellation == true)
        #expect(fake.events.last == .dismiss("PostEditor"))
        #expect(fake.onScreen.isEmpty)
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
    }

    @Test("screens an activity leaves open are dismissed when it ends; a refused display is a typed error")
    func leftoverScreens() async throws {
        struct Careless: Activity {
            func run(_ scope: ActivityScope<Self>) async throws {
                _ = try await scope.ui.display(PostEditor.self, style: .modal)
            }
        }
        struct Nope: Error, CustomStringConvertible { var description: String { "no screen today" } }
        let stack = try makeStack()
        try await stack.start(Careless()).result
        #expect(fake.events == [.display("PostEditor", .modal, theme: "standard"), .dismiss("PostEditor")])

        fake.refuseNextDisplay = Nope()
        let error = await #expect(throws: ActivityError.self) { try await stack.start(Careless()).result }
        guard case .failed(let underlying as ActivityError)? = error?.reason else {
            Issue.record("expected a failure carrying the display error, got \(String(describing: error))")
            return
        }
        #expect(underlying.description == "cannot display PostEditor from Careless: no screen today")
    }

    @Test("dismissing a screen twice is a typed error naming the screen")
    func dismissDismissTwice() async throws {
        let stack = try makeStack()
        #expect(try await stack.start(DismissTwice()).result
            == "cannot dismiss PostEditor from DismissTwice: FakeFacade cannot dismiss PostEditor #1: it is not on screen")
    }
}
