import Mosaic
import MosaicDI
import MosaicTesting

// Seed 002's example: edit a post. The post is the activity's immutable data; the editor is a
// module the activity drives through its facade; the model context is a scratchpad the parent
// hands down, so an edit can be thrown away.

struct Post: Identifiable, Sendable, Equatable {
    let id: Int
    var title: String
}

/// What the editor hands back as it closes.
enum PostEdit: Sendable, Equatable {
    case save(title: String)
    case discard
}

// MARK: The editor module

@MainActor protocol PostEditorInput: AnyObject {
    func edit(_ post: Post)
}

enum PostEditor: Module {
    typealias Input = PostEditorInput
    typealias Result = PostEdit
}

@MainActor final class PostEditorView: ModuleView, Themeable {
    var theme: Mosaic.Theme?
    func apply(_ theme: Mosaic.Theme) { self.theme = theme }
}

@MainActor final class PostEditorPresenter: PostEditorInput, Themeable {
    let router: Router<PostEditor>
    let shown: EditorShown
    var post: Post?
    var theme: Mosaic.Theme?
    init(router: Router<PostEditor>, shown: EditorShown) {
        self.router = router
        self.shown = shown
    }
    func apply(_ theme: Mosaic.Theme) { self.theme = theme }
    func edit(_ post: Post) {
        self.post = post
        shown.signal.send(self)
    }
    func save(title: String) throws { try router.close(returning: PostEdit.save(title: title)) }
    func discard() throws { try router.close(returning: PostEdit.discard) }
}

/// Tells the test which editor presenter is on screen.
struct EditorShown: Sendable {
    let signal = Signal<PostEditorPresenter>()
}

@MainActor final class PostEditorBuilder: ModuleBuilder {
    let shown: EditorShown
    init(shown: EditorShown) { self.shown = shown }
    func build(_ context: ModuleContext<PostEditor>) throws -> Assembly<PostEditor> {
        let presenter = PostEditorPresenter(router: context.router, shown: shown)
        return Assembly(view: PostEditorView(), input: presenter, roles: [presenter])
    }
}

// MARK: A service the activity uses

protocol PostAPI: Sendable {
    func upload(_ post: Post) async throws
}

/// Uploads at once.
struct InstantPostAPI: PostAPI {
    func upload(_ post: Post) async throws {}
}

/// Tells the test the upload began, then waits until cancelled.
struct StallingPostAPI: PostAPI {
    let uploading: Signal<Post>
    func upload(_ post: Post) async throws {
        uploading.send(post)
        try await untilCancelled()
    }
}

// MARK: The activities

/// Edits one post (seed 002's PostActivity): `let editingPost`, configured with where its
/// editor goes, saves into whatever model context it was handed.
struct PostActivity: Activity {
    let editingPost: Post
    struct Configuration: Sendable {
        var style: PresentationStyle
    }

    func run(_ scope: ActivityScope<Self>) async throws -> Post? {
        let post = editingPost
        let edit = try await scope.ui.present(PostEditor.self, style: scope.configuration.style) { editor in
            editor.edit(post)
            return nil
        }
        guard case .save(let title)? = edit else {
            scope.model.discard()
            return nil
        }
        var saved = post
        saved.title = title
        try scope.model.save(saved)            // into the scratchpad: invisible to the parent yet
        let api: any PostAPI = try scope.resolve()
        try await api.upload(saved)            // may be cancelled here: nothing is committed
        try scope.model.commit()
        return saved
    }
}

/// The list the user picks a post in: starts a PostActivity in a scratchpad of its own model.
struct PostListActivity: Activity {
    let postID: Int

    struct NoSuchPost: Error, CustomStringConvertible {
        let id: Int
        var description: String { "no post \(id)" }
    }

    func run(_ scope: ActivityScope<Self>) async throws -> Post? {
        guard let post = scope.model.fetch(Post.self, id: postID) else { throw NoSuchPost(id: postID) }
        let edit = try scope.start(PostActivity(editingPost: post).configured(with: .init(style: .modal))) {
            $0.model = $0.model.scratchpad()
        }
        return try await edit.result
    }
}

/// The mail container plus the editor and an API.
func postContainer(api: any PostAPI = InstantPostAPI(), shown: EditorShown = EditorShown()) throws -> Container {
    try mailContainer { builder in
        builder.register { shown }
        builder.register(onMainActor: PostEditorBuilder.init(shown:)).asModuleBuilder()
        builder.register { api }
    }
}
