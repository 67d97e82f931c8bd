import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// Two module types with the same printed name, `Twin`.
enum LeftSide { enum Twin: Module { typealias Input = HookPresenter } }
enum RightSide { enum Twin: Module { typealias Input = HookPresenter } }

@MainActor
@Suite("Routes: validated patterns, bounded links")
struct RouteValidationTests {
    @Test("a pattern with no segment, an empty segment or a nameless parameter is refused when added", arguments: [
        ("", "route pattern \"\" is refused: it has no segment"),
        ("/", "route pattern \"/\" is refused: it has no segment"),
        ("//", "route pattern \"//\" is refused: it has no segment"),
        ("a//b", "route pattern \"a//b\" is refused: it has an empty segment"),
        ("message/:", "route pattern \"message/:\" is refused: a parameter has no name"),
    ])
    func badPatterns(pattern: String, message: String) throws {
        var routes = RouteRegistry(scheme: "mail")
        let error = try #require(throws: RouteError.self) { try routes.add(pattern, opens: InboxModule.self) }
        #expect(error.description == message)
    }

    @Test("an unmatched link ends with a typed error, however long its path")
    func unmatchedLinksEnd() throws {
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        try tree.start(InboxModule.self)
        let routes = try mailRoutes()
        let path = Array(repeating: "x", count: 1_000).joined(separator: "/")
        let error = try #require(throws: RouteError.self) { try tree.open(deepLink: "mail://inbox/\(path)", routes: routes) }
        #expect(error.description == "deep link: no route for \(path)")
    }

    @Test("a link of many steps is followed (the path is walked once)")
    func manySteps() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        try tree.start(InboxModule.self)
        let steps = Array(repeating: "message/7", count: 200).joined(separator: "/")
        try tree.open(deepLink: "mail://inbox/\(steps)", routes: try mailRoutes())
        #expect(tree.openModules.count == 201)
        screenMatchesTree(host, tree)
    }

    @Test("a link longer than 2,048 characters is a typed error naming its length")
    func tooLong() throws {
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        try tree.start(InboxModule.self)
        let link = "mail://inbox/" + String(repeating: "a", count: 2_100)
        let error = try #require(throws: RouteError.self) { try tree.open(deepLink: link, routes: try mailRoutes()) }
        guard case .linkTooLong(let length, let limit) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(length == link.utf8.count && limit == 2_048)
        #expect(error.description.hasSuffix("is 2113 characters long, more than the 2048 accepted"))
        #expect(tree.description == "InboxModule [active] root")
    }

    @Test("URL schemes compare case-insensitively")
    func schemeCase() throws {
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        try tree.start(InboxModule.self)
        try tree.open(deepLink: "MAIL://inbox/message/3", routes: try mailRoutes())
        #expect(tree.openModules.map(\.name) == ["InboxModule", "MessageModule"])
    }

    @Test("two module types with the same printed name do not collide: a link for the other one is a root mismatch")
    func samePrintedName() throws {
        let tree = ModuleTree(
            container: try Container { builder in
                builder.register(module: LeftSide.Twin.self) { _ in
                    let presenter = HookPresenter()
                    return Assembly(view: HookView(), input: presenter, roles: [presenter])
                }
            },
            host: HeadlessHost())
        let root = try tree.start(LeftSide.Twin.self).input
        var routes = RouteRegistry(scheme: "app")
        try routes.add("right/:n", opens: RightSide.Twin.self) { input, parameters in input.value = try parameters.int("n") }
        try routes.add("left/:n", opens: LeftSide.Twin.self) { input, parameters in input.value = try parameters.int("n") }
        let error = try #require(throws: RouteError.self) { try tree.open(deepLink: "app://right/4", routes: routes) }
        #expect(error.description == "deep link step right/:n: expects root Twin, but the root is Twin")
        #expect(root.value == 0)
        try tree.open(deepLink: "app://left/5", routes: routes)
        #expect(root.value == 5, "the link's root is configured")
    }
}

@MainActor
@Suite("Routes: a link on a tree with no root")
struct ColdStartTests {
    @Test("on an empty tree the link's first step becomes the root, configured; the rest open over it")
    func coldStart() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        try tree.open(deepLink: "mail://folder/sent/message/42", routes: try mailRoutes())
        #expect(tree.description == "InboxModule [inactive] root\n  MessageModule [active] push")
        #expect((tree.root?.input(as: (any InboxInput).self) as? InboxPresenter)?.folder == "sent")
        #expect(host.transitions == [.show("InboxView", .root), .show("MessageView", .push)])
    }

    @Test("a cold start the host refuses leaves the tree empty and nothing alive")
    func refusedColdStart() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let tracker = LeakTracker(watching: tree)
        host.refuseNext = HostBusy()
        #expect(throws: RouteError.self) { try tree.open(deepLink: "mail://inbox/message/1", routes: try mailRoutes()) }
        #expect(tree.root == nil)
        #expect(host.displayed.isEmpty)
        #expect(tracker.leaks.isEmpty, "\(tracker.leaks)")
    }

    @Test("a missing builder for an embed is reported as an embed, naming the module and the opener")
    func missingEmbedBuilder() throws {
        enum Unregistered: Module { typealias Input = Void }
        let tree = ModuleTree(container: try mailContainer(), host: HeadlessHost())
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        let message = try inbox.openMessage(1)
        let error = try #require(throws: TransitionError.self) { try message.router.embed(Unregistered.self, in: "header") }
        #expect(error.step == .embed)
        #expect(error.description.hasPrefix("cannot embed Unregistered from MessageModule: no builder registered"))
    }

    @Test("a module that embeds from its configuration (built, not yet shown) gets its child once it is shown")
    func embedWhileBuilt() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let inbox = try #require(try tree.start(InboxModule.self).input as? InboxPresenter)
        try inbox.router.open(MessageModule.self) { input in
            try input.router.embed(HeaderModule.self, in: "header") { $0.configure(messageID: 8); return nil }
            return nil
        }
        #expect(tree.description == """
            InboxModule [inactive] root
              MessageModule [active] push
                HeaderModule [active] embedded(header)
            """)
        screenMatchesTree(host, tree)
    }
}
