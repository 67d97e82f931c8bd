import Mosaic
import MosaicTesting
import MosaicWeb
import Testing

/// The host's mapping of transitions to the page, without HTTP.
@MainActor
@Suite("Web host transitions")
struct WebHostTests {
    private func started() throws -> (ModuleTree, WebHost, ListPresenter) {
        let host = WebHost()
        let tree = ModuleTree(container: try NoteApp.container(), host: host)
        host.attach(to: tree)
        let list = try tree.start(ListModule.self).input
        return (tree, host, list)
    }

    @Test func pushGivesANewFrontPageAndCloseReturnsToTheOpener() throws {
        let (tree, host, list) = try started()
        let listPage = try #require(host.frontPage)
        let note = try list.router.open(NoteModule.self) { $0.text = "n"; return nil }
        let notePage = try #require(host.frontPage)
        #expect(notePage != listPage)
        #expect(host.viewCount == 3)   // list, note, the note's header
        try note.router.close()
        #expect(host.frontPage == listPage)
        #expect(host.viewCount == 1)
        #expect(tree.openModules.map(\.name) == ["ListModule"])
    }

    @Test func returningToALowerPageClosesEverythingAboveAsTheUserDid() throws {
        let (tree, host, listPage, leaks) = try startedWithNoteAndDialog()
        #expect(tree.openModules.count == 4)

        #expect(host.browserReturned(to: listPage))
        #expect(tree.openModules.map(\.name) == ["ListModule"])
        #expect(host.frontPage == listPage)
        #expect(host.viewCount == 1)
        #expect(leaks.closedCount == 3)
        #expect(leaks.leaks.isEmpty)
    }

    /// The list, a note over it and a dialog over the note, holding none of their objects.
    private func startedWithNoteAndDialog() throws -> (ModuleTree, WebHost, String, LeakTracker) {
        let (tree, host, list) = try started()
        let listPage = try #require(host.frontPage)
        let leaks = LeakTracker(watching: tree)
        let note = try list.router.open(NoteModule.self) { $0.text = "n"; return nil }
        try note.router.open(DialogModule.self, style: .modal)
        return (tree, host, listPage, leaks)
    }

    @Test func goingBackSeveralPagesDoesNotBringTheOnesBetweenToTheFront() throws {
        let (tree, host, list) = try started()
        let listPage = try #require(host.frontPage)
        let note = try list.router.open(NoteModule.self) { $0.text = "n"; return nil }
        try note.router.open(DialogModule.self, style: .modal)
        #expect(note.input.activations == 1)
        #expect(host.browserReturned(to: listPage))
        #expect(tree.openModules.map(\.name) == ["ListModule"])
        // The host closes from the lowest page up: the note closes with the dialog above it,
        // and never comes back to the front on the way.
        #expect(note.input.activations == 1)
    }

    @Test func returningToAnUnknownPageChangesNothing() throws {
        let (tree, host, list) = try started()
        try list.router.open(NoteModule.self) { $0.text = "n"; return nil }
        let before = tree.description
        #expect(!host.browserReturned(to: "nope"))
        #expect(tree.description == before)
    }

    @Test func aViewThatIsNotForTheBrowserIsRefusedAndTheTreeStays() throws {
        let (tree, host, list) = try started()
        #expect(throws: TransitionError.self) { try list.router.open(PlainModule.self) }
        #expect(tree.openModules.map(\.name) == ["ListModule"])
        #expect(host.viewCount == 1)
    }

    @Test func closeAllEmptiesThePageAndClosesTheTree() throws {
        let (tree, host, _, leaks) = try startedWithNoteAndDialog()
        host.closeAll()
        #expect(tree.openModules.isEmpty)
        #expect(host.viewCount == 0)
        #expect(host.frontPage == nil)
        #expect(leaks.leaks.isEmpty)
    }

    @Test func aViewChangeWhileOffThePageReachesNobody() throws {
        let (tree, host, list) = try started()
        defer { withExtendedLifetime(tree) {} }
        let view = try #require(host.view(id: host.frontPage ?? ""))
        #expect(view.changes.isObserved)
        let note = try list.router.open(NoteModule.self) { $0.text = "n"; return nil }
        let noteView = try #require(host.view(id: host.frontPage ?? ""))
        try note.router.close()
        #expect(!noteView.changes.isObserved)
    }

    @Test func reentrantCloseFromAnEventHandlerIsHandledOnce() throws {
        // The dialog closes itself from its own event, the tree asks the host to remove it.
        let (tree, host, list) = try started()
        try list.router.open(DialogModule.self, style: .modal)
        let dialog = try #require(host.view(id: host.frontPage ?? ""))
        try dialog.handle(WebEvent(name: "dismiss"))
        #expect(tree.openModules.map(\.name) == ["ListModule"])
        #expect(host.viewCount == 1)
        #expect(throws: TransitionError.self) { try dialog.handle(WebEvent(name: "dismiss")) }
    }
}
