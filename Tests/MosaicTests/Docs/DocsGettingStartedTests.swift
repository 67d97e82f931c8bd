import DocTestSupport
import MosaicTesting
import Testing

// Snippet: getting-started-imports
import Mosaic      // modules, routers, the module tree
import MosaicDI    // the container modules are registered in
// Snippet: end

// Snippet: getting-started-contract
@MainActor protocol GreetingInput: AnyObject {
    func greet(_ name: String)
}

@MainActor protocol GreetingOutput: AnyObject {
    func greetingDidFinish(saying text: String)
}

enum GreetingModule: Module {
    typealias Input = GreetingInput        // what an opener calls
    typealias Output = GreetingOutput      // what the module reports back
}
// Snippet: end

// Snippet: getting-started-roles
@MainActor final class GreetingView: ModuleView {
    private(set) var text = ""
    func show(_ text: String) { self.text = text }
}

@MainActor final class GreetingPresenter: GreetingInput {
    let router: Router<GreetingModule>
    let view: GreetingView
    weak var output: GreetingOutput?

    init(router: Router<GreetingModule>, view: GreetingView) {
        self.router = router
        self.view = view
    }

    func greet(_ name: String) {
        view.show("Hello, \(name)!")
    }

    func done() throws {
        output?.greetingDidFinish(saying: view.text)
        try router.close()
    }
}
// Snippet: end

// Snippet: getting-started-home
enum HomeModule: Module {
    typealias Input = HomePresenter
}

@MainActor final class HomeView: ModuleView {}

@MainActor final class HomePresenter: GreetingOutput {
    let router: Router<HomeModule>
    private(set) var lastGreeting: String?

    init(router: Router<HomeModule>) { self.router = router }

    func greetSomeone(named name: String) throws {
        try router.open(GreetingModule.self, style: .modal) { greeting in
            greeting.greet(name)
            return self                    // Home hears how the greeting ended
        }
    }

    func greetingDidFinish(saying text: String) { lastGreeting = text }
}
// Snippet: end

// Snippet: getting-started-register
func registerGreetingApp(_ builder: inout ContainerBuilder) {
    builder.register(module: HomeModule.self) { context in
        let presenter = HomePresenter(router: context.router)
        return Assembly(view: HomeView(), input: presenter, roles: [presenter])
    }
    builder.register(module: GreetingModule.self) { context in
        let view = GreetingView()
        let presenter = GreetingPresenter(router: context.router, view: view)
        return Assembly(view: view, input: presenter,
                        connectOutput: { presenter.output = $0 }, roles: [presenter])
    }
}
// Snippet: end

@Suite("Docs: getting started")
struct DocsGettingStartedTests {
    // Snippet: getting-started-test
    @MainActor @Test("Home greets Ada in a modal and hears back when it closes")
    func homeGreetsAda() throws {
        let container = try Container { builder in registerGreetingApp(&builder) }
        let host = HeadlessHost()                          // a screen in memory
        let tree = ModuleTree(container: container, host: host)

        let home = try tree.start(HomeModule.self).input
        try home.greetSomeone(named: "Ada")
        #expect(tree.openModules.map(\.name) == ["HomeModule", "GreetingModule"])

        let view = try #require(host.top as? GreetingView)
        #expect(view.text == "Hello, Ada!")

        let greeting = try #require(tree.openModules.last?.input(as: GreetingPresenter.self))
        try greeting.done()
        #expect(home.lastGreeting == "Hello, Ada!")
        #expect(tree.openModules.map(\.name) == ["HomeModule"])
    }
    // Snippet: end

    @Test("the Getting Started article shows exactly this code", arguments: [
        "getting-started-imports", "getting-started-contract", "getting-started-roles", "getting-started-home", "getting-started-register",
        "getting-started-test",
    ])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/Mosaic/Mosaic.docc/GettingStarted.md")
    }
}
