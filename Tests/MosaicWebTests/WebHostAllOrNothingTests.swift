import Mosaic
import MosaicWeb
import Testing

/// The web host applies a screen change whole or not at all.
@MainActor
@Suite("Web host all or nothing")
struct WebHostAllOrNothingTests {
    @Test func aChangeRefusedAtItsLastStepLeavesThePageAsItWas() throws {
        let host = WebHost()
        let root = StructView(model: ["x": "root"])
        try host.apply(ScreenChange([.show(root, style: .root, over: nil)]))
        let rootPage = try #require(host.frontPage)
        let pushed = StructView(model: ["x": "pushed"])

        #expect {
            try host.apply(ScreenChange([
                .show(pushed, style: .push, over: root),
                .remove(root, style: .root, from: nil),
                .show(PlainView(), style: .modal, over: pushed),
            ]))
        } throws: { error in
            (error as? WebHostError)?.description == "PlainView cannot be shown in a browser: it is not a WebModuleView"
        }
        #expect(host.frontPage == rootPage)   // the same page, under the same id
        #expect(host.viewCount == 1)
        #expect(host.id(of: pushed) == nil)
        #expect(!pushed.changes.isObserved)   // the refused page hears nothing
        #expect(root.changes.isObserved)      // the root, taken off and put back, still does
    }

    @Test func aChangeFollowedAfterARefusedOneAppliesNormally() throws {
        let host = WebHost()
        let root = StructView(model: ["x": "root"])
        try host.apply(ScreenChange([.show(root, style: .root, over: nil)]))
        #expect(throws: WebHostError.self) {
            try host.apply(ScreenChange([.show(root, style: .push, over: root)]))   // already shown
        }
        let pushed = StructView(model: ["x": "pushed"])
        try host.apply(ScreenChange([.show(pushed, style: .push, over: root)]))
        #expect(host.frontPage == host.id(of: pushed))
        #expect(host.viewCount == 2)
    }
}
