import DocTestSupport
import Mosaic
import MosaicDI
import Testing

// Snippet: own-host
/// A host that draws nothing: it keeps a list of what is on screen and refuses to put one view
/// over another while `isBusy` (as a host would while an animation runs).
@MainActor final class ListingHost: TransitionHandler {
    struct Busy: Error {}
    private(set) var onScreen: [ObjectIdentifier] = []
    var isBusy = false
    weak var tree: ModuleTree?

    func apply(_ change: ScreenChange) throws {
        if isBusy && !change.isRequired { throw Busy() }   // refuse whole: nothing moved
        for step in change {
            switch step {
            case .show(let view, _, _):
                onScreen.append(ObjectIdentifier(view))
            case .remove(let view, _, _):
                onScreen.removeAll { $0 == ObjectIdentifier(view) }
            }
        }
    }

    /// The user closed `view` on their own (a swipe, a Back button): tell the tree.
    func userClosed(_ view: any ModuleView) {
        onScreen.removeAll { $0 == ObjectIdentifier(view) }
        tree?.hostDidClose(view)
    }
}
// Snippet: end

@MainActor
@Suite("Docs: hosts")
struct DocsHostTests {
    @Test("a host of one's own shows, refuses whole, and reports the user's closes")
    func ownHost() throws {
        let container = try Container { builder in registerGreetingApp(&builder) }
        let host = ListingHost()
        let tree = ModuleTree(container: container, host: host)
        host.tree = tree
        let home = try tree.start(HomeModule.self).input
        #expect(host.onScreen.count == 1)

        host.isBusy = true
        #expect(throws: (any Error).self) { try home.greetSomeone(named: "Ada") }
        #expect(host.onScreen.count == 1)
        #expect(tree.openModules.map(\.name) == ["HomeModule"])

        host.isBusy = false
        try home.greetSomeone(named: "Ada")
        #expect(host.onScreen.count == 2)
        let greeting = try #require(tree.openModules.last?.view)
        host.userClosed(greeting)
        #expect(tree.openModules.map(\.name) == ["HomeModule"])
        #expect(host.onScreen.count == 1)
    }

    @Test("the Hosts article shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("own-host", on: "Sources/Mosaic/Mosaic.docc/Hosts.md")
    }
}
