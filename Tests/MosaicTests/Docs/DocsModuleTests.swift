import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Snippet: modules
@MainActor protocol ComposeInput: AnyObject { func configure(replyingTo messageID: Int) }
@MainActor protocol ComposeOutput: AnyObject { func composeDidSend(_ text: String) }

enum ComposeModule: Module {          // the contract: all an opener ever sees
    typealias Input = ComposeInput
    typealias Output = ComposeOutput
    typealias Result = String          // what `await router.result(of:)` returns
}

@MainActor final class ComposeView: ModuleView {}
@MainActor final class ComposePresenter: ComposeInput {
    let router: Router<ComposeModule>
    weak var output: ComposeOutput?
    var replyingTo = 0
    init(router: Router<ComposeModule>) { self.router = router }
    func configure(replyingTo messageID: Int) { replyingTo = messageID }
    func send(_ text: String) throws {
        output?.composeDidSend(text)           // data back, presenter to presenter
        try router.close(returning: text)      // a String, the module's Result: anything else does not compile
    }
}

enum ThreadModule: Module { typealias Input = ThreadPresenter }
@MainActor final class ThreadView: ModuleView {}
@MainActor final class ThreadPresenter: ComposeOutput {
    let router: Router<ThreadModule>
    var sent: [String] = []
    init(router: Router<ThreadModule>) { self.router = router }
    func reply(to messageID: Int) throws {
        try router.open(ComposeModule.self, style: .modal) { input in
            input.configure(replyingTo: messageID)   // configure through the typed Input
            return self                              // and be its Output
        }
    }
    func composeDidSend(_ text: String) { sent.append(text) }
}

// One registration per module: the builder is a closure.
func registerMail(_ builder: inout ContainerBuilder) {
    builder.register(module: ComposeModule.self) { context in
        let presenter = ComposePresenter(router: context.router)
        return Assembly(view: ComposeView(), input: presenter,
                        connectOutput: { presenter.output = $0 }, roles: [presenter])
    }
    builder.register(module: ThreadModule.self) { context in
        let presenter = ThreadPresenter(router: context.router)
        return Assembly(view: ThreadView(), input: presenter, roles: [presenter])
    }
}
// Snippet: end

// Snippet: modules-builder-type
@MainActor final class ComposeBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ComposeModule>) throws -> Assembly<ComposeModule> {
        let presenter = ComposePresenter(router: context.router)
        return Assembly(view: ComposeView(), input: presenter,
                        connectOutput: { presenter.output = $0 }, roles: [presenter])
    }
}
// builder.register(onMainActor: ComposeBuilder.init).asModuleBuilder()
// Snippet: end

@MainActor
@Suite("Docs: modules and transitions")
struct DocsModuleTests {
    @Test("the modules example runs on the headless host")
    func modulesExample() throws {
        let container = try Container { builder in registerMail(&builder) }
        let host = HeadlessHost()
        let tree = ModuleTree(container: container, host: host)
        let thread = try tree.start(ThreadModule.self).input
        try thread.reply(to: 42)
        let compose = try #require(tree.openModules.last?.input(as: (any ComposeInput).self) as? ComposePresenter)
        #expect(compose.replyingTo == 42)
        try compose.send("On my way")
        #expect(thread.sent == ["On my way"])
        #expect(tree.description == "ThreadModule [active] root")
    }

    @Test("a builder type, registered the long way, builds the same module")
    func builderType() throws {
        let container = try Container { builder in
            builder.register(module: ThreadModule.self) { context in
                let presenter = ThreadPresenter(router: context.router)
                return Assembly(view: ThreadView(), input: presenter)
            }
            builder.register(onMainActor: ComposeBuilder.init).asModuleBuilder()
        }
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let thread = try tree.start(ThreadModule.self).input
        try thread.reply(to: 7)
        #expect(tree.openModules.map(\.name) == ["ThreadModule", "ComposeModule"])
    }

    @Test("the Modules and transitions article shows exactly this code", arguments: ["modules", "modules-builder-type"])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/Mosaic/Mosaic.docc/ModulesAndTransitions.md")
    }
}
