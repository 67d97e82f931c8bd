import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Snippet: snapshot-restorable
extension GreetingPresenter: RestorableInput {
    struct RestorationState: Codable {
        var text: String
    }

    var restorationState: RestorationState? {
        view.text.isEmpty ? nil : RestorationState(text: view.text)
    }

    func restore(from state: RestorationState) throws {
        view.show(state.text)
    }
}
// Snippet: end

// Snippet: snapshot-routes
@MainActor func greetingRoutes() throws -> RouteRegistry {
    var routes = RouteRegistry(scheme: "greetings")
    try routes.add(module: HomeModule.self)
    // A reopened greeting reports to the home screen it is reopened over.
    try routes.add(module: GreetingModule.self) { opener in opener.input(as: HomePresenter.self) }
    return routes
}
// Snippet: end

@MainActor
@Suite("Docs: keeping what is open")
struct DocsSnapshotTests {
    @Test("a greeting written down, read back in a new tree, shows its text and reports home")
    func snapshotAndRestore() throws {
        let container = try Container { builder in registerGreetingApp(&builder) }
        let routes = try greetingRoutes()
        let tree = ModuleTree(container: container, host: HeadlessHost())
        try tree.start(HomeModule.self).input.greetSomeone(named: "Ada")

        // Snippet: snapshot-save
        let snapshot = try tree.snapshot(restorableBy: routes)
        let saved = try JSONEncoder().encode(snapshot)

        // Later, when the app starts again:
        let again = ModuleTree(container: container, host: HeadlessHost())
        do {
            try again.restore(try JSONDecoder().decode(TreeSnapshot.self, from: saved), routes: routes)
        } catch {
            try again.start(HomeModule.self)   // what was kept no longer fits: start afresh
        }
        // Snippet: end

        #expect(again.description == tree.description)
        let greeting = try #require(again.front?.input(as: GreetingPresenter.self))
        #expect(greeting.view.text == "Hello, Ada!")
        try greeting.done()
        #expect(again.root?.input(as: HomePresenter.self)?.lastGreeting == "Hello, Ada!")
    }

    @Test(arguments: ["snapshot-restorable", "snapshot-routes", "snapshot-save"])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/Mosaic/Mosaic.docc/KeepingWhatIsOpen.md")
    }
}
