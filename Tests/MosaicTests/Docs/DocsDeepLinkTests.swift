import DocTestSupport
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// The deep-link example of the Modules and transitions article, followed on the headless host
/// with the test mail modules (an inbox, and a message configured by its id).
@MainActor
@Suite("Docs: deep links")
struct DocsDeepLinkTests {
    private func emptyTree() throws -> ModuleTree {
        ModuleTree(container: try mailContainer(), host: HeadlessHost())
    }

    @Test("a link opens the inbox as the root and the message over it, configured")
    func followsTheLink() throws {
        let tree = try emptyTree()
        // Snippet: deep-link
        var routes = RouteRegistry(scheme: "mail")
        try routes.add("inbox", opens: InboxModule.self)
        try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
            input.configure(messageID: try parameters.int("id"))
        }
        try tree.open(deepLink: "mail://inbox/message/42", routes: routes)
        // Snippet: end
        #expect(tree.openModules.map(\.name) == ["InboxModule", "MessageModule"])
        let message = try #require(tree.openModules.last?.input(as: (any MessageInput).self) as? MessagePresenter)
        #expect(message.messageID == 42)
    }

    @Test("a step that cannot be configured leaves the tree as it was, and says which step")
    func aBadStepChangesNothing() throws {
        let tree = try emptyTree()
        var routes = RouteRegistry(scheme: "mail")
        try routes.add("inbox", opens: InboxModule.self)
        try routes.add("message/:id", opens: MessageModule.self) { input, parameters in
            input.configure(messageID: try parameters.int("id"))
        }
        let error = #expect(throws: RouteError.self) { try tree.open(deepLink: "mail://inbox/message/forty-two", routes: routes) }
        #expect(error.map { String(describing: $0).contains("forty-two") } == true)
        #expect(tree.openModules.isEmpty)
    }

    @Test("the Modules and transitions article shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("deep-link", on: "Sources/Mosaic/Mosaic.docc/ModulesAndTransitions.md")
    }
}
