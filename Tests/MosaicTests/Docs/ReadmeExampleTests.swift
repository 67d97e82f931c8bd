import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Snippet: readme-tally
enum TallyModule: Module { typealias Input = TallyPresenter }   // the contract openers see

@MainActor final class TallyView: ModuleView {                    // a host adds what it needs to draw it
    private(set) var text = "0"
    func show(_ text: String) { self.text = text }
}

@MainActor final class TallyPresenter {
    let view: TallyView
    private var count = 0
    init(view: TallyView) { self.view = view }
    func increment() { count += 1; view.show("\(count)") }
}

@MainActor func tallyExample() throws -> String {
    let container = try Container { builder in        // every registration validated here
        builder.register(module: TallyModule.self) { _ in
            let view = TallyView()
            let presenter = TallyPresenter(view: view)
            return Assembly(view: view, input: presenter, roles: [presenter])
        }
    }
    let tree = ModuleTree(container: container, host: HeadlessHost())   // WebHost, UIKitHost: the same tree
    let tally = try tree.start(TallyModule.self).input
    tally.increment()
    return tally.view.text                           // "1"
}
// Snippet: end

@Suite("README: the short example")
struct ReadmeExampleTests {
    @MainActor @Test("the README's tally runs on the headless host")
    func tallyRuns() throws {
        #expect(try tallyExample() == "1")
    }

    @Test("README.md shows exactly this code")
    func readmeIsUpToDate() throws {
        try expectSnippet("readme-tally", on: "README.md")
    }
}
