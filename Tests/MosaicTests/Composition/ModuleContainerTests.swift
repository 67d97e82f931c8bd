import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Seed 000's module-container: a user's posts list with a profile header above it. The header is
// its own module that needs only the user id, loads the profile itself and can open "write a
// message"; what it reports reaches the posts presenter.

@MainActor protocol PostsInput: AnyObject { func configure(userID: Int) throws }
enum PostsModule: Module { typealias Input = PostsInput }
@MainActor final class PostsView: ModuleView {}

@MainActor protocol ProfileHeaderInput: AnyObject { func configure(userID: Int) }
@MainActor protocol ProfileHeaderOutput: AnyObject { func profileHeaderDidLoad(name: String) }
enum ProfileHeaderModule: Module {
    typealias Input = ProfileHeaderInput
    typealias Output = ProfileHeaderOutput
}
@MainActor final class ProfileHeaderView: ModuleView {}

@MainActor protocol WriteMessageInput: AnyObject { func configure(recipientID: Int) }
enum WriteMessageModule: Module { typealias Input = WriteMessageInput }
@MainActor final class WriteMessageView: ModuleView {}

struct ProfileService: Sendable {
    func name(of userID: Int) -> String { "user \(userID)" }
}

@MainActor final class PostsPresenter: PostsInput, ProfileHeaderOutput {
    let router: Router
    var userID = 0
    var headerName: String?
    init(router: Router) { self.router = router }
    func configure(userID: Int) throws {
        self.userID = userID
        try router.embed(ProfileHeaderModule.self, in: "header") { header in
            header.configure(userID: userID)
            return self
        }
    }
    func profileHeaderDidLoad(name: String) { headerName = name }
}

@MainActor final class ProfileHeaderPresenter: ProfileHeaderInput, LifecycleObserver {
    let router: Router
    let service: ProfileService
    weak var output: ProfileHeaderOutput?
    var userID = 0
    init(router: Router, service: ProfileService) {
        self.router = router
        self.service = service
    }
    func configure(userID: Int) { self.userID = userID }
    // Loads once on screen: by then the opener's Output is connected.
    func moduleDidBecomeActive() { output?.profileHeaderDidLoad(name: service.name(of: userID)) }
    func writeMessage() throws {
        try router.open(WriteMessageModule.self, style: .modal) { $0.configure(recipientID: self.userID); return nil }
    }
}

@MainActor final class WriteMessagePresenter: WriteMessageInput {
    var recipientID = 0
    func configure(recipientID: Int) { self.recipientID = recipientID }
}

@MainActor final class PostsBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext) throws -> Assembly<PostsModule> {
        let presenter = PostsPresenter(router: context.router)
        return Assembly(view: PostsView(), input: presenter, slots: ["header"], roles: [presenter])
    }
}
@MainActor final class ProfileHeaderBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext) throws -> Assembly<ProfileHeaderModule> {
        let presenter = ProfileHeaderPresenter(router: context.router, service: try context.resolve())
        return Assembly(
            view: ProfileHeaderView(), input: presenter, connectOutput: { presenter.output = $0 }, roles: [presenter])
    }
}
@MainActor final class WriteMessageBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext) throws -> Assembly<WriteMessageModule> {
        let presenter = WriteMessagePresenter()
        return Assembly(view: WriteMessageView(), input: presenter, roles: [presenter])
    }
}

func postsContainer() throws -> Container {
    try Container { builder in
        builder.register(ProfileService.init)
        builder.register(onMainActor: PostsBuilder.init).asModuleBuilder()
        builder.register(onMainActor: ProfileHeaderBuilder.init).asModuleBuilder()
        builder.register(onMainActor: WriteMessageBuilder.init).asModuleBuilder()
    }
}

@MainActor
@Suite("Composition: module-container")
struct ModuleContainerTests {
    let host = HeadlessHost()
    let tree: ModuleTree

    init() throws {
        tree = ModuleTree(container: try postsContainer(), host: host)
    }

    @Test("the parent embeds a header that needs only the user id; the header's Output reaches the parent's presenter")
    func headerInSlot() throws {
        let posts = try #require(try tree.start(PostsModule.self) as? PostsPresenter)
        try posts.configure(userID: 7)
        #expect(posts.headerName == "user 7")
        #expect(tree.description == "PostsModule [active] root\n  ProfileHeaderModule [active] embedded(header)")
        let header = try #require(tree.root?.child(inSlot: "header")?.input(as: ProfileHeaderPresenter.self))
        #expect(header.userID == 7)
        #expect(host.transitions == [.show("PostsView", .root), .show("ProfileHeaderView", .embedded(slot: "header"))])
    }

    @Test("the embedded header opens write-a-message on its own, and the posts module stays under it")
    func headerOpensWriteMessage() throws {
        let posts = try #require(try tree.start(PostsModule.self) as? PostsPresenter)
        try posts.configure(userID: 3)
        let header = try #require(tree.root?.child(inSlot: "header")?.input(as: ProfileHeaderPresenter.self))
        try header.writeMessage()
        let compose = try #require(tree.openModules.last?.input(as: WriteMessagePresenter.self))
        #expect(compose.recipientID == 3)
        #expect(host.top is WriteMessageView)
    }

    @Test("two submodules claiming one slot: the second is refused with the slot, the occupant and the parent named")
    func slotTaken() throws {
        let posts = try #require(try tree.start(PostsModule.self) as? PostsPresenter)
        try posts.configure(userID: 1)
        let error = try #require(throws: TransitionError.self) { try posts.configure(userID: 2) }
        #expect(error.description == "cannot embed ProfileHeaderModule into slot header of PostsModule: ProfileHeaderModule is already there")
        #expect(tree.openModules.count == 2, "the tree is as it was")
    }
}
