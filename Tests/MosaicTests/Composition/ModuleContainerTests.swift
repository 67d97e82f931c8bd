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
@MainActor protocol ProfileHeaderOutput: AvatarOutput { func profileHeaderDidLoad(name: String) }

// The header's own submodule: an avatar whose taps matter to the posts screen two levels up.
@MainActor protocol AvatarInput: AnyObject { func configure(userID: Int) }
@MainActor protocol AvatarOutput: AnyObject { func avatarTapped(userID: Int) }
enum AvatarModule: Module {
    typealias Input = AvatarInput
    typealias Output = AvatarOutput
}
@MainActor final class AvatarView: ModuleView {}
@MainActor final class AvatarPresenter: AvatarInput {
    weak var output: AvatarOutput?
    var userID = 0
    func configure(userID: Int) { self.userID = userID }
    func tap() { output?.avatarTapped(userID: userID) }
}
@MainActor final class AvatarBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<AvatarModule>) throws -> Assembly<AvatarModule> {
        let presenter = AvatarPresenter()
        return Assembly(view: AvatarView(), input: presenter, connectOutput: { presenter.output = $0 }, roles: [presenter])
    }
}
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
    let router: Router<PostsModule>
    var userID = 0
    var headerName: String?
    var tappedAvatars: [Int] = []
    init(router: Router<PostsModule>) { self.router = router }
    func avatarTapped(userID: Int) { tappedAvatars.append(userID) }
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
    let router: Router<ProfileHeaderModule>
    let service: ProfileService
    weak var output: ProfileHeaderOutput?
    var userID = 0
    init(router: Router<ProfileHeaderModule>, service: ProfileService) {
        self.router = router
        self.service = service
    }
    func configure(userID: Int) { self.userID = userID }
    // Loads once on screen: by then the opener's Output is connected.
    func moduleDidBecomeActive() {
        output?.profileHeaderDidLoad(name: service.name(of: userID))
        // Becoming active again (after a modal closes) finds the avatar already there: ignore that.
        _ = try? router.embed(AvatarModule.self, in: "avatar") { avatar in
            avatar.configure(userID: self.userID)
            return self.output      // the avatar reports straight to the posts presenter: no relay code here
        }
    }
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
    func build(_ context: ModuleContext<PostsModule>) throws -> Assembly<PostsModule> {
        let presenter = PostsPresenter(router: context.router)
        return Assembly(view: PostsView(), input: presenter, slots: ["header"], roles: [presenter])
    }
}
@MainActor final class ProfileHeaderBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ProfileHeaderModule>) throws -> Assembly<ProfileHeaderModule> {
        let presenter = ProfileHeaderPresenter(router: context.router, service: try context.resolve())
        return Assembly(
            view: ProfileHeaderView(), input: presenter, connectOutput: { presenter.output = $0 }, slots: ["avatar"],
            roles: [presenter])
    }
}
@MainActor final class WriteMessageBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<WriteMessageModule>) throws -> Assembly<WriteMessageModule> {
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
        builder.register(onMainActor: AvatarBuilder.init).asModuleBuilder()
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
        let posts = try #require(try tree.start(PostsModule.self).input as? PostsPresenter)
        try posts.configure(userID: 7)
        #expect(posts.headerName == "user 7")
        #expect(tree.description == """
            PostsModule [active] root
              ProfileHeaderModule [active] embedded(header)
                AvatarModule [active] embedded(avatar)
            """)
        let header = try #require(tree.root?.child(inSlot: "header")?.input(as: ProfileHeaderPresenter.self))
        #expect(header.userID == 7)
        #expect(host.transitions == [
            .show("PostsView", .root), .show("ProfileHeaderView", .embedded(slot: "header")),
            .show("AvatarView", .embedded(slot: "avatar")),
        ])
    }

    @Test("data from a submodule's submodule reaches the top presenter through typed Outputs, with no relay in between")
    func grandchildOutput() throws {
        let posts = try #require(try tree.start(PostsModule.self).input as? PostsPresenter)
        try posts.configure(userID: 5)
        let avatar = try #require(tree.openModules.last?.input(as: AvatarPresenter.self))
        avatar.tap()
        #expect(posts.tappedAvatars == [5])
    }

    @Test("the embedded header opens write-a-message on its own, and the posts module stays under it")
    func headerOpensWriteMessage() throws {
        let posts = try #require(try tree.start(PostsModule.self).input as? PostsPresenter)
        try posts.configure(userID: 3)
        let header = try #require(tree.root?.child(inSlot: "header")?.input(as: ProfileHeaderPresenter.self))
        try header.writeMessage()
        let compose = try #require(tree.openModules.last?.input(as: WriteMessagePresenter.self))
        #expect(compose.recipientID == 3)
        #expect(host.top is WriteMessageView)
    }

    @Test("two submodules claiming one slot: the second is refused with the slot, the occupant and the parent named")
    func slotTaken() throws {
        let posts = try #require(try tree.start(PostsModule.self).input as? PostsPresenter)
        try posts.configure(userID: 1)
        let error = try #require(throws: TransitionError.self) { try posts.configure(userID: 2) }
        #expect(error.description == "cannot embed ProfileHeaderModule into slot header of PostsModule: ProfileHeaderModule is already there")
        #expect(tree.openModules.count == 3, "the tree is as it was")
    }
}
