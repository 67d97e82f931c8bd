import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Routes and deep links")
struct DeepLinkTests {
    let host = HeadlessHost()
    let tree: ModuleTree
    let routes: RouteRegistry

    init() throws {
        routes = try mailRoutes()
        tree = ModuleTree(container: try mailContainer(), host: host)
        try tree.start(InboxModule.self)
    }

    @Test("a deep link of three steps opens its chain, each step configured through its Input")
    func threeSteps() throws {
        try tree.open(deepLink: "mail://folder/sent/message/42/attachments", routes: routes)
        #expect(tree.description == """
            InboxModule [inactive] root
              MessageModule [inactive] push
                AttachmentsModule [active] push
            """)
        let modules = tree.openModules
        #expect((modules[0].input(as: (any InboxInput).self) as? InboxPresenter)?.folder == "sent")
        #expect(modules[1].input(as: (any MessageInput).self)?.messageID == 42)
        #expect((modules[2].input(as: (any AttachmentsInput).self) as? AttachmentsPresenter)?.messageID == 42)
        #expect(host.transitions.suffix(2) == [.show("MessageView", .push), .show("AttachmentsView", .push)])
    }

    @Test("the longest matching pattern wins")
    func longestMatch() throws {
        try tree.open(deepLink: "mail://inbox/message/7/raw", routes: routes)
        #expect(tree.openModules.map(\.name) == ["InboxModule", "AttachmentsModule"])
    }

    @Test("a link replaces what is above the root")
    func replacesStack() throws {
        try tree.open(deepLink: "mail://inbox/message/1", routes: routes)
        try tree.open(deepLink: "mail://inbox/message/2", routes: routes)
        #expect(tree.openModules.map(\.name) == ["InboxModule", "MessageModule"])
        #expect(host.stack.count == 2)
    }

    @Test("bad links throw a typed error naming the step and leave the tree exactly as it was", arguments: [
        ("mail://inbox/message/abc", "deep link step message/:id: parameter id is \"abc\", expected Int"),
        ("mail://inbox/mesage/42", "deep link: no route for mesage/42"),
        ("mail://inbox/message/-1/attachments", "deep link step attachments: cannot configure AttachmentsModule from MessageModule: NegativeMessageID()"),
        ("web://inbox", "deep link scheme web is not mail"),
        ("mail://message/42", "deep link step message/:id: expects root MessageModule, but the root is InboxModule"),
    ])
    func badLinks(link: String, message: String) throws {
        try tree.open(deepLink: "mail://inbox/message/5", routes: routes)
        let before = tree.description
        let transitions = host.transitions
        do {
            try tree.open(deepLink: link, routes: routes)
            Issue.record("\(link) should fail")
        } catch {
            #expect(error.description == message)
        }
        #expect(tree.description == before, "all or nothing")
        #expect(host.transitions == transitions, "the host saw nothing")
    }
}
